import type { TFunction } from 'i18next';
import type { TCustomerDetail } from '../../../../../contract/customers';
import { exportAmount, type TCsvCell, toExportCsv } from '../../../lib/csv-export';
import { downloadText, safeFileName } from '../../../lib/file-download';
import { fetchWholeHistory } from '../api';
import { orderTypeKey, payTypeKey } from './customer-history-tabs';

/**
 * A customer's own data as a file (SPEC §2.11 detail and histories; the GDPR right to a copy). JSON keeps the
 * server's field names and integer cents; CSV is for people: translated labels, amounts as decimals, one section
 * for the customer, one for the bills and one for the appointments.
 */
export async function exportCustomer(customer: TCustomerDetail, format: 'json' | 'csv', t: TFunction): Promise<void> {
  const { appointments, bills } = await fetchWholeHistory(customer.id);
  const baseName = `customer-${customer.id}-${safeFileName(customer.customName)}`;
  if (format === 'json') {
    const document = { exportedAt: new Date().toISOString(), amountsIn: 'cents', customer, bills, appointments };
    downloadText(`${baseName}.json`, `${JSON.stringify(document, null, 2)}\n`, 'application/json');
    return;
  }
  const field = (key: string, value: TCsvCell): TCsvCell[] => [t(`customers.field.${key}`), value];
  const rows: TCsvCell[][] = [
    [t('customers.export.customerSection')],
    field('name', customer.customName),
    field('phone', customer.customPhone),
    field('email', customer.email),
    field('birth', customer.birth),
    field('userType', t(customer.vipFlag !== 0 ? 'customers.userType.2' : 'customers.userType.1')),
    field('cardNo', customer.cardNo),
    field('balance', exportAmount(customer.availableBalance)),
    field('status', t(`customers.status.${customer.status}`)),
    field('blacklistReason', customer.blacklistReason),
    field('rating', customer.rating),
    field('visitCount', customer.visitCount),
    field('totalSpend', exportAmount(customer.totalSpend)),
    field('averageSpend', exportAmount(customer.averageSpend)),
    field('visitFollowCount', customer.visitFollowCount),
    field('activityLevel', t(`customers.activity.${customer.activityLevel}`)),
    field('lastVisitTime', customer.lastVisitTime),
    field('favouriteTeacher', customer.favouriteTeacher),
    field('remark', customer.remark),
    field('remark1', customer.remark1),
    field('remark2', customer.remark2),
    field('remark3', customer.remark3),
    field('remark4', customer.remark4),
    field('createTime', customer.createTime),
    [],
    [t('customers.history.bills')],
    [
      t('customers.bill.day'),
      t('customers.bill.orderNo'),
      t('customers.bill.orderType'),
      t('customers.bill.projects'),
      t('customers.bill.staff'),
      t('customers.bill.payType'),
      t('customers.bill.total'),
      t('customers.bill.amount'),
    ],
    ...bills.map((bill) => [
      bill.billDay,
      bill.billOrderNo,
      t(orderTypeKey(bill.orderType)),
      bill.projects,
      bill.staff,
      t(payTypeKey(bill.payType)),
      exportAmount(bill.totalAmount),
      exportAmount(bill.actualAmount),
    ]),
    [],
    [t('customers.history.appointments')],
    [
      t('customers.appointment.day'),
      t('customers.appointment.time'),
      t('customers.appointment.projects'),
      t('customers.appointment.technician'),
      t('customers.appointment.status'),
    ],
    ...appointments.map((row) => [row.appointDay, row.startTime, row.projects, row.technician, row.status]),
  ];
  downloadText(`${baseName}.csv`, toExportCsv(rows), 'text/csv');
}
