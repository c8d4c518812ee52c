import EditOutlined from '@ant-design/icons/EditOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillColumn, TBillDet } from '../../../../../contract/bills';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatDay, formatInstant } from '../finance.dates';
import { isModifiedCell, isTemporaryCell } from '../finance-table';

/** SPEC §2.10: a modified cell shows ' ?' after its amount. */
export const MODIFIED_MARK = ' ?';

type TProps = {
  det: TBillDet;
  column: TBillColumn;
  money: (cents: number) => string;
  timeZone?: string;
  /** A touch screen has no hover: a tap opens the details. */
  isTouch: boolean;
  onEdit: (det: TBillDet) => void;
  onTransfer: (det: TBillDet, column: TBillColumn) => void;
};

/**
 * One finance-table cell (SPEC §2.10): billAmt, ' ?' when modified, a mark when unpaid. Hovering (a tap on touch, or
 * Enter) shows the appointment details or 'temporary appointment', the change and the cell's actions.
 */
export function FinanceCell({ det, column, money, timeZone, isTouch, onEdit, onTransfer }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [isOpen, setOpen] = useState(false);
  const [isOpenedByClick, setOpenedByClick] = useState(false);
  const cellRef = useRef<HTMLButtonElement>(null);
  const isModified = isModifiedCell(det);
  const isUnpaid = det.billStatus === 'unpaid';
  const amount = money(det.billAmt);

  const close = () => {
    setOpen(false);
    setOpenedByClick(false);
  };

  const label = [
    t('financeTable.cell.label', { amount, time: det.billStartTime, name: column.accountName }),
    isModified ? t('financeTable.cell.modified') : '',
    isUnpaid ? t('financeTable.cell.unpaid') : '',
  ]
    .filter(Boolean)
    .join(', ');

  const details = (
    // Escape closes the details and gives the focus back to the cell (the popover has no key handling of its own).
    <div
      className="finance-detail"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        close();
        cellRef.current?.focus();
      }}
    >
      {isTemporaryCell(det) ? (
        <p className="finance-detail__temporary">{t('financeTable.cell.temporary')}</p>
      ) : (
        <dl className="finance-detail__facts">
          <div>
            <dt>{t('financeTable.cell.project')}</dt>
            <dd>{det.appointProductTitle || '—'}</dd>
          </div>
          <div>
            <dt>{t('financeTable.cell.customer')}</dt>
            <dd>{det.appointCustomName || '—'}</dd>
          </div>
          <div>
            <dt>{t('financeTable.cell.phone')}</dt>
            <dd>{det.appointCustomPhone || '—'}</dd>
          </div>
          <div>
            <dt>{t('financeTable.cell.appointment')}</dt>
            <dd>
              {formatDay(det.appointDay, language)} {det.appointStartTime}
            </dd>
          </div>
        </dl>
      )}
      {isModified ? (
        <dl className="finance-detail__facts finance-detail__change">
          <div>
            <dt>{t('financeTable.cell.changeReason')}</dt>
            <dd>{det.billAmtChangeReson || '—'}</dd>
          </div>
          <div>
            <dt>{t('financeTable.cell.amountBefore')}</dt>
            <dd>{det.billAmtChange === null ? '—' : money(det.billAmtChange)}</dd>
          </div>
          <div>
            <dt>{t('financeTable.cell.updateTime')}</dt>
            <dd>{formatInstant(det.updateTime, language, timeZone)}</dd>
          </div>
        </dl>
      ) : null}
      <p className="finance-detail__meta">
        {t('financeTable.cell.order', { orderNo: det.billOrderNo, time: det.billStartTime })}
      </p>
      {isUnpaid || det.borrowed === 1 || det.adjustment !== 0 ? (
        <p className="finance-detail__flags">
          {isUnpaid ? <span className="finance-flag finance-flag--unpaid">{t('financeTable.cell.unpaid')}</span> : null}
          {det.borrowed === 1 ? <span className="finance-flag">{t('financeTable.cell.borrowed')}</span> : null}
          {det.adjustment !== 0 ? (
            <span className="finance-flag">{t('financeTable.cell.adjustment', { amount: money(det.adjustment) })}</span>
          ) : null}
        </p>
      ) : null}
      <div className="finance-detail__actions">
        <Button
          size="small"
          icon={<EditOutlined aria-hidden />}
          autoFocus={isOpenedByClick}
          onClick={() => {
            close();
            onEdit(det);
          }}
        >
          {t('financeTable.cell.editAmount')}
        </Button>
        <Button
          size="small"
          icon={<SwapOutlined aria-hidden />}
          onClick={() => {
            close();
            onTransfer(det, column);
          }}
        >
          {t('financeTable.cell.transfer')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      content={details}
      open={isOpen}
      trigger={isTouch ? 'click' : 'hover'}
      mouseEnterDelay={0.15}
      placement={isTouch ? 'bottom' : 'right'}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else close();
      }}
      destroyOnHidden
    >
      <button
        ref={cellRef}
        type="button"
        className={`finance-cell${isModified ? ' finance-cell--modified' : ''}${isUnpaid ? ' finance-cell--unpaid' : ''}`}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={
          // On touch the popover's own click trigger opens and closes it; with a mouse or a keyboard a click (Enter)
          // opens the details with the focus on the first action.
          isTouch
            ? undefined
            : () => {
                setOpen(true);
                setOpenedByClick(true);
              }
        }
      >
        <span className="finance-cell__amount">
          {amount}
          {isModified ? MODIFIED_MARK : ''}
        </span>
        {isUnpaid ? <span className="finance-cell__unpaid">{t('financeTable.cell.unpaid')}</span> : null}
      </button>
    </Popover>
  );
}
