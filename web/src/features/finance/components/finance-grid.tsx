import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillColumn, TBillDet } from '../../../../../contract/bills';
import { columnTone, columnTotals, type TFinanceRow } from '../finance-table';
import { FinanceCell } from './finance-cell';
import { StaffColumnHeader } from './staff-column-header';

type TProps = {
  label: string;
  columns: TBillColumn[];
  rows: TFinanceRow[];
  height: number;
  isTotalRowShown: boolean;
  money: (cents: number) => string;
  timeZone?: string;
  isTouch: boolean;
  onEdit: (det: TBillDet) => void;
  onTransfer: (det: TBillDet, column: TBillColumn) => void;
};

/**
 * SPEC §2.10 finance table: the time slots down the first column, one column per staff account, each cell the bills
 * recorded in that slot; an optional 'total:' row. The header, the time column and the total row stay in view while
 * the table scrolls inside its height.
 */
export function FinanceGrid(props: TProps) {
  const { t } = useTranslation();
  const { columns, rows, money } = props;
  const totals = columnTotals(columns);
  const tones = columns.map(columnTone);

  return (
    // The cells are buttons, so the keyboard reaches every part of the table and scrolls it into view.
    <section className="finance-grid" style={{ maxHeight: props.height }} aria-label={props.label}>
      <table
        className="finance-grid__table"
        aria-label={props.label}
        style={{ '--finance-columns': columns.length } as CSSProperties}
      >
        <colgroup>
          <col className="finance-grid__slot-col" />
          {columns.map((column) => (
            <col key={column.shopAccountId} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="finance-grid__corner">
              {t('financeTable.time')}
            </th>
            {columns.map((column, index) => (
              <th key={column.shopAccountId} scope="col" className={`finance-grid__head finance-tone--${tones[index]}`}>
                <StaffColumnHeader column={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.slot} className={row.slot.endsWith(':00') ? 'finance-grid__hour' : undefined}>
              <th scope="row" className="finance-grid__slot">
                {row.slot}
              </th>
              {row.cells.map((cells, index) => (
                <td key={columns[index].shopAccountId} className={`finance-grid__cell finance-tone--${tones[index]}`}>
                  {cells.map((det) => (
                    <FinanceCell
                      key={det.id}
                      det={det}
                      column={columns[index]}
                      money={money}
                      timeZone={props.timeZone}
                      isTouch={props.isTouch}
                      onEdit={props.onEdit}
                      onTransfer={props.onTransfer}
                    />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {props.isTotalRowShown ? (
          <tfoot>
            <tr>
              <th scope="row" className="finance-grid__slot finance-grid__total-label">
                {t('financeTable.totalRow')}
              </th>
              {totals.map((total, index) => (
                <td key={columns[index].shopAccountId} className="finance-grid__total">
                  {money(total)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
