import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_TYPES, PAY_TYPES } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { useShopMoney } from '../../../lib/use-shop-money';
import {
  HISTORY_PAGE_SIZE,
  type TCustomerAppointment,
  type TCustomerBill,
  useCustomerAppointments,
  useCustomerBills,
} from '../api';
import { formatDay } from '../customers.format';

/** Catalog key of an order type or payment method; anything not listed reads 'unknown'. */
export const orderTypeKey = (orderType: string) =>
  `customers.orderType.${(ORDER_TYPES as readonly string[]).includes(orderType) ? orderType : 'unknown'}`;
export const payTypeKey = (payType: string) =>
  `customers.payType.${(PAY_TYPES as readonly string[]).includes(payType) ? payType : 'unknown'}`;

function BillHistory({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const isPhone = useSession((state) => state.phoneDevice);
  const [page, setPage] = useState(1);
  const billsQuery = useCustomerBills(customerId, page);
  const bills = billsQuery.data?.list ?? [];

  const columns: ColumnsType<TCustomerBill> = [
    {
      key: 'billDay',
      title: t('customers.bill.day'),
      width: 130,
      render: (_, bill) => formatDay(bill.billDay, language),
    },
    {
      key: 'actualAmount',
      title: t('customers.bill.amount'),
      align: 'right',
      width: 120,
      render: (_, bill) => money(bill.actualAmount),
    },
    ...(isPhone
      ? []
      : [
          {
            key: 'projects',
            title: t('customers.bill.projects'),
            ellipsis: true,
            render: (_: unknown, bill: TCustomerBill) => bill.projects || '—',
          },
          {
            key: 'staff',
            title: t('customers.bill.staff'),
            width: 160,
            ellipsis: true,
            render: (_: unknown, bill: TCustomerBill) => bill.staff || '—',
          },
          {
            key: 'orderType',
            title: t('customers.bill.orderType'),
            width: 150,
            render: (_: unknown, bill: TCustomerBill) => <Tag>{t(orderTypeKey(bill.orderType))}</Tag>,
          },
          {
            key: 'payType',
            title: t('customers.bill.payType'),
            width: 110,
            render: (_: unknown, bill: TCustomerBill) => t(payTypeKey(bill.payType)),
          },
        ]),
  ];

  return (
    <ResponsivePagedList<TCustomerBill>
      rows={bills}
      rowKey="id"
      columns={columns}
      query={billsQuery}
      emptyText={t('customers.bill.empty')}
      pager={{
        page,
        pageSize: HISTORY_PAGE_SIZE,
        totalCount: billsQuery.data?.totalCount ?? 0,
        onPage: setPage,
      }}
      table={{
        size: 'small',
        expandable: isPhone
          ? {
              expandedRowRender: (bill) => (
                <dl className="customer-bill-more">
                  <dt>{t('customers.bill.projects')}</dt>
                  <dd>{bill.projects || '—'}</dd>
                  <dt>{t('customers.bill.staff')}</dt>
                  <dd>{bill.staff || '—'}</dd>
                  <dt>{t('customers.bill.orderType')}</dt>
                  <dd>{t(orderTypeKey(bill.orderType))}</dd>
                  <dt>{t('customers.bill.payType')}</dt>
                  <dd>{t(payTypeKey(bill.payType))}</dd>
                </dl>
              ),
            }
          : undefined,
        scroll: { y: 750 },
      }}
    />
  );
}

function AppointmentHistory({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const [page, setPage] = useState(1);
  const appointmentsQuery = useCustomerAppointments(customerId, page);
  const appointments = appointmentsQuery.data?.list ?? [];

  const columns: ColumnsType<TCustomerAppointment> = [
    {
      key: 'appointDay',
      title: t('customers.appointment.day'),
      width: 150,
      render: (_, row) => `${formatDay(row.appointDay, language)} ${row.startTime}`,
    },
    { key: 'projects', dataIndex: 'projects', title: t('customers.appointment.projects'), ellipsis: true },
    ...(isPhone
      ? []
      : [
          {
            key: 'technician',
            dataIndex: 'technician',
            title: t('customers.appointment.technician'),
            width: 160,
          },
          {
            key: 'status',
            title: t('customers.appointment.status'),
            width: 120,
            render: (_: unknown, row: TCustomerAppointment) =>
              t(`customers.appointment.statusValue.${row.status}`, { defaultValue: row.status }),
          },
        ]),
  ];

  return (
    <ResponsivePagedList<TCustomerAppointment>
      rows={appointments}
      rowKey="id"
      columns={columns}
      query={appointmentsQuery}
      emptyText={t('customers.appointment.empty')}
      pager={{
        page,
        pageSize: HISTORY_PAGE_SIZE,
        totalCount: appointmentsQuery.data?.totalCount ?? 0,
        onPage: setPage,
      }}
      table={{ size: 'small', scroll: { y: 750 } }}
    />
  );
}

/** SPEC §2.11 spending and appointment history of one customer, a tab each. */
export function CustomerHistoryTabs({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="customer-history"
      defaultActiveKey="bills"
      items={[
        {
          key: 'bills',
          label: t('customers.history.bills'),
          icon: <FileTextOutlined aria-hidden />,
          children: <BillHistory customerId={customerId} />,
        },
        {
          key: 'appointments',
          label: t('customers.history.appointments'),
          icon: <CalendarOutlined aria-hidden />,
          children: <AppointmentHistory customerId={customerId} />,
        },
      ]}
    />
  );
}
