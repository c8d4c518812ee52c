import Table, { type ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffIncome } from '../../../../../contract/stats';
import { currentLanguage } from '../../../lib/i18n.setup';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useShopMoney } from '../../../lib/use-shop-money';
import { MONEY_FIGURES, STAFF_COLUMNS } from '../stats.format';

const DETAIL = '/frame/choosePerformance/performanceDetail/:shopAccountId';

/** Each staff member's figures of a report; a name opens that person's performance detail. */
export function StaffTable({ staff, isLoading }: { staff: TStaffIncome[]; isLoading: boolean }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const numbers = new Intl.NumberFormat(currentLanguage());
  const hasDetail = isRouteAvailable(DETAIL);
  const columns: ColumnsType<TStaffIncome> = [
    {
      key: 'name',
      title: t('stats.column.name'),
      fixed: 'left',
      width: 160,
      render: (_, row) =>
        hasDetail ? (
          <Link to={`/frame/choosePerformance/performanceDetail/${row.shopAccountId}`}>{row.accountName}</Link>
        ) : (
          row.accountName
        ),
    },
    ...STAFF_COLUMNS.map((name) => ({
      key: name,
      title: t(`stats.figure.${name}`),
      align: 'right' as const,
      width: 120,
      render: (_: unknown, row: TStaffIncome) =>
        MONEY_FIGURES.has(name) ? money(row[name]) : numbers.format(row[name]),
    })),
  ];
  return (
    <Table
      className="stats-table"
      rowKey="shopAccountId"
      size="small"
      loading={isLoading}
      columns={columns}
      dataSource={staff}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
