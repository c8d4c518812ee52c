import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useAllStaff, useHisOrders } from '../api';
import { OrderCard } from '../components/order-card';
import {
  OrderCustomer,
  OrderDeductions,
  OrderPayment,
  OrderStaffLines,
  OrderStatusTag,
  OrderTypeTag,
} from '../components/order-parts';
import { MarkPaidDialog, TransactionIdDialog } from '../components/order-payment-dialogs';
import { OrderRowActions } from '../components/order-row-actions';
import { formatDay, formatInstant } from '../finance.dates';
import { hisOrderInput, ORDER_STATUSES, ORDER_TYPES, PAY_TYPES, type TOrderFilters } from '../orders.format';
import '../finance.css';

/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;
const PAGE_SIZES = [10, 20, 50, 100];
const DAY_FORMAT = 'YYYY-MM-DD';
const NO_FILTERS: TOrderFilters = { key: '', range: null };

type TDialog = { kind: 'paid' | 'transactionId'; bill: TBill } | null;

/**
 * SPEC §2.12 order history: every order with its type ('unknown' for any other), staff lines, payment, times,
 * transaction id, amounts, deductions and bill date; filtered by type, payment, status, staff, bill dates and a search
 * key, a page at a time. An unpaid order can be marked paid or given its transaction id.
 */
export function OrderHistoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const isPhone = useSession((state) => state.phoneDevice);
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [filters, setFilters] = useState<TOrderFilters>(NO_FILTERS);
  const [searchText, setSearchText] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const [dialog, setDialog] = useState<TDialog>(null);
  const staffQuery = useAllStaff();

  useEffect(() => {
    const timer = setTimeout(() => {
      setKey(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const listQuery = useHisOrders(hisOrderInput({ ...filters, key }, page, pageSize));
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;
  const isFiltered = key !== '' || JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const emptyText = t(isFiltered ? 'orderHistory.emptyFiltered' : 'orderHistory.empty');

  const setFilter = <K extends keyof TOrderFilters>(name: K, value: TOrderFilters[K]) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  const handleReset = () => {
    setSearchText('');
    setKey('');
    setFilters(NO_FILTERS);
    setPage(1);
  };

  const actions = {
    onMarkPaid: (bill: TBill) => setDialog({ kind: 'paid', bill }),
    onTransactionId: (bill: TBill) => setDialog({ kind: 'transactionId', bill }),
  };

  const columns: ColumnsType<TBill> = [
    {
      key: 'order',
      title: t('orderHistory.column.order'),
      width: 230,
      fixed: 'left',
      render: (_, bill) => (
        <div className="order-block">
          <strong className="order-block__no">{bill.billOrderNo}</strong>
          <span className="order-block__tags">
            <OrderTypeTag orderType={bill.orderType} />
            <OrderStatusTag status={bill.status} />
          </span>
          <OrderCustomer bill={bill} />
        </div>
      ),
    },
    {
      key: 'staff',
      title: t('orderHistory.column.staff'),
      width: 250,
      render: (_, bill) => <OrderStaffLines bill={bill} money={money} />,
    },
    {
      key: 'payType',
      title: t('orderHistory.column.payType'),
      width: 150,
      render: (_, bill) => <OrderPayment bill={bill} money={money} />,
    },
    {
      key: 'actual',
      title: t('orderHistory.column.actual'),
      width: 120,
      align: 'right',
      render: (_, bill) => <strong>{money(bill.actualAmount)}</strong>,
    },
    {
      key: 'total',
      title: t('orderHistory.column.total'),
      width: 120,
      align: 'right',
      render: (_, bill) => money(bill.totalAmount),
    },
    {
      key: 'deductions',
      title: t('orderHistory.column.deductions'),
      width: 190,
      render: (_, bill) => <OrderDeductions bill={bill} money={money} />,
    },
    {
      key: 'billDay',
      title: t('orderHistory.column.billDay'),
      width: 140,
      render: (_, bill) => (
        <span>
          {formatDay(bill.billDay, language)} <span className="order-muted">{bill.recordTime}</span>
        </span>
      ),
    },
    {
      key: 'createTime',
      title: t('orderHistory.column.createTime'),
      width: 170,
      render: (_, bill) => formatInstant(bill.createTime, language, timeZone),
    },
    {
      key: 'paidTime',
      title: t('orderHistory.column.paidTime'),
      width: 170,
      render: (_, bill) => (bill.paidTime ? formatInstant(bill.paidTime, language, timeZone) : '—'),
    },
    {
      key: 'transactionId',
      title: t('orderHistory.column.transactionId'),
      width: 170,
      ellipsis: true,
      render: (_, bill) => bill.transactionId || '—',
    },
    {
      key: 'actions',
      title: t('orderHistory.column.actions'),
      width: 150,
      fixed: 'right',
      render: (_, bill) => <OrderRowActions bill={bill} {...actions} />,
    },
  ];

  const staffOptions = (staffQuery.data?.list ?? []).map((staff) => ({ value: staff.id, label: staff.name }));
  const optionsOf = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const toolbar = (
    <div className="order-toolbar">
      <Input.Search
        className="order-toolbar__search"
        allowClear
        placeholder={t('orderHistory.search')}
        aria-label={t('orderHistory.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => {
          setKey(value.trim());
          setPage(1);
        }}
      />
      <Select
        className="order-toolbar__select"
        allowClear
        placeholder={t('orderHistory.filter.orderType')}
        aria-label={t('orderHistory.filter.orderType')}
        value={filters.orderType}
        options={optionsOf(ORDER_TYPES, 'orderHistory.orderType')}
        onChange={(value) => setFilter('orderType', value)}
      />
      <Select
        className="order-toolbar__select"
        allowClear
        placeholder={t('orderHistory.filter.payType')}
        aria-label={t('orderHistory.filter.payType')}
        value={filters.payType}
        options={optionsOf(PAY_TYPES, 'orderHistory.payType')}
        onChange={(value) => setFilter('payType', value)}
      />
      <Select
        className="order-toolbar__select"
        allowClear
        placeholder={t('orderHistory.filter.status')}
        aria-label={t('orderHistory.filter.status')}
        value={filters.status}
        options={optionsOf(ORDER_STATUSES, 'orderHistory.status')}
        onChange={(value) => setFilter('status', value)}
      />
      <Select
        className="order-toolbar__select"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('orderHistory.filter.staff')}
        aria-label={t('orderHistory.filter.staff')}
        loading={staffQuery.isPending}
        value={filters.shopAccountId}
        options={staffOptions}
        onChange={(value) => setFilter('shopAccountId', value)}
      />
      <DatePicker.RangePicker
        className="order-toolbar__range"
        allowEmpty={[false, false]}
        placeholder={[t('orderHistory.filter.fromDay'), t('orderHistory.filter.toDay')]}
        aria-label={t('orderHistory.filter.range')}
        value={filters.range ? [dayjs(filters.range[0]), dayjs(filters.range[1])] : null}
        onChange={(values) => {
          const [from, to] = values ?? [];
          setFilter('range', from && to ? [from.format(DAY_FORMAT), to.format(DAY_FORMAT)] : null);
        }}
      />
      <Button icon={<ReloadOutlined aria-hidden />} onClick={handleReset}>
        {t('orderHistory.filter.reset')}
      </Button>
      {isPhone && listQuery.isSuccess ? (
        <span className="order-toolbar__count">{t('orderHistory.total', { count: totalCount })}</span>
      ) : null}
    </div>
  );

  const listView = (
    <ResponsivePagedList<TBill>
      rows={list}
      rowKey="id"
      columns={columns}
      renderCard={(bill) => <OrderCard bill={bill} money={money} timeZone={timeZone} {...actions} />}
      query={listQuery}
      emptyText={emptyText}
      pager={{
        page,
        pageSize,
        totalCount,
        pageSizes: PAGE_SIZES,
        totalText: (count) => t('orderHistory.total', { count }),
        onPage: setPage,
        onPageSize: setPageSize,
      }}
      table={{ scroll: { x: 1860, y: 750 } }}
    />
  );

  return (
    <div className="order-page">
      {toolbar}
      {listView}
      {dialog?.kind === 'paid' ? (
        <MarkPaidDialog bill={dialog.bill} money={money} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'transactionId' ? (
        <TransactionIdDialog bill={dialog.bill} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
