import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { type TAppointLog, useAppointLogs, useStaffNames } from '../api';
import {
  describeLog,
  formatDay,
  formatInstant,
  formatMinutes,
  isTemporaryCustomer,
  logTypeColor,
  logTypeKey,
  type TCustomerValue,
  type TLogField,
} from '../appointment-history.format';
import '../appointment-history.css';

/** One appointment's log shows a short page; the shop's whole log a longer one. */
const APPOINTMENT_PAGE_SIZE = 10;
const SHOP_PAGE_SIZE = 20;

type TValueFormatter = (field: TLogField, value: unknown) => string;

/** A log value in words: days and minutes in the reader's language, technicians by name, flags as states. */
function useValueFormatter(): TValueFormatter {
  const { t } = useTranslation();
  const language = currentLanguage();
  const names = useStaffNames();
  return (field, value) => {
    if (value === undefined || value === null || value === '') return '—';
    switch (field) {
      case 'appointDay':
        return formatDay(String(value), language);
      case 'duration':
      case 'additionTime':
        return typeof value === 'number' ? formatMinutes(value, language) : String(value);
      case 'shopAccountId':
        return names.get(Number(value)) ?? t('appointmentHistory.log.technicianId', { id: String(value) });
      case 'arrivedFlag':
        return t(value === 1 ? 'appointmentHistory.state.arrived' : 'appointmentHistory.state.notArrived');
      case 'customer': {
        const customer = value as TCustomerValue;
        if (isTemporaryCustomer(customer)) return t('appointmentHistory.temporaryCustomer');
        return customer.phone ? `${customer.name} (${customer.phone})` : customer.name;
      }
      default:
        return String(value);
    }
  };
}

function LogEntry({ row, isShopWide, format }: { row: TAppointLog; isShopWide: boolean; format: TValueFormatter }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const { mode, changes } = describeLog(row.before, row.after);
  const customer = row.customName || t('appointmentHistory.temporaryCustomer');
  return (
    <li className="log-entry">
      <div className="log-entry__head">
        <Tag color={logTypeColor(row.operType)} className="log-entry__type">
          {t(`appointmentHistory.logType.${logTypeKey(row.operType)}`)}
        </Tag>
        <time className="log-entry__time" dateTime={row.createTime}>
          {formatInstant(row.createTime, language, timeZone)}
        </time>
        {row.operatorName ? (
          <span className="log-entry__operator">{t('appointmentHistory.log.by', { name: row.operatorName })}</span>
        ) : null}
      </div>
      {isShopWide ? (
        <div className="log-entry__about">
          {t('appointmentHistory.log.about', {
            customer,
            day: formatDay(row.appointDay, language),
            time: row.startTime,
          })}
          {row.productNames ? <span className="log-entry__projects"> · {row.productNames}</span> : null}
        </div>
      ) : null}
      {changes.length > 0 && mode === 'unchanged' ? (
        <div className="log-entry__caption">{t('appointmentHistory.log.asItWas')}</div>
      ) : null}
      {changes.length > 0 ? (
        <dl className={mode === 'changed' ? 'log-changes' : 'log-changes log-changes--inline'}>
          {changes.map((change) => (
            <div key={change.field} className="log-change">
              <dt>{t(`appointmentHistory.log.field.${change.field}`)}</dt>
              <dd>
                {mode === 'changed' ? (
                  <>
                    <span className="visually-hidden">{t('appointmentHistory.log.before')} </span>
                    <del className="log-change__before">{format(change.field, change.before)}</del>
                    <span className="log-change__arrow" aria-hidden>
                      →
                    </span>
                    <span className="visually-hidden"> {t('appointmentHistory.log.after')} </span>
                    <ins className="log-change__after">{format(change.field, change.after)}</ins>
                  </>
                ) : (
                  format(change.field, mode === 'created' ? change.after : change.before)
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {row.reason ? (
        <p className="log-entry__reason">{t('appointmentHistory.log.reason', { reason: row.reason })}</p>
      ) : null}
    </li>
  );
}

/**
 * SPEC §2.8 / §3 modification log and operation log: every change with its type, what it changed (before → after;
 * a booking shows what was booked), when, by whom and why. With an appointId it is that appointment's log, without one
 * the shop's whole operation log, a page at a time.
 */
export function AppointmentLogList({ appointId }: { appointId?: number }) {
  const { t } = useTranslation();
  const format = useValueFormatter();
  const isShopWide = appointId === undefined;
  const pageSize = isShopWide ? SHOP_PAGE_SIZE : APPOINTMENT_PAGE_SIZE;
  // The page belongs to the appointment it was chosen for: another appointment starts on page 1.
  const [paging, setPaging] = useState({ appointId, page: 1 });
  const page = paging.appointId === appointId ? paging.page : 1;
  const setPage = (next: number) => setPaging({ appointId, page: next });
  const logsQuery = useAppointLogs({ appointId, curPage: page, limit: pageSize });
  const rows = logsQuery.data?.list ?? [];
  const totalCount = logsQuery.data?.totalCount ?? 0;

  if (logsQuery.isError && !logsQuery.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={logsQuery.error.message}
        action={<Button onClick={() => void logsQuery.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (logsQuery.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (rows.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t(isShopWide ? 'appointmentHistory.log.emptyShop' : 'appointmentHistory.log.empty')}
      />
    );
  }
  return (
    <div className="log-list" aria-busy={logsQuery.isFetching}>
      <ol className="log-list__entries">
        {rows.map((row) => (
          <LogEntry key={row.id} row={row} isShopWide={isShopWide} format={format} />
        ))}
      </ol>
      {totalCount > pageSize ? (
        <Pagination
          className="history-pagination"
          size="small"
          current={page}
          pageSize={pageSize}
          total={totalCount}
          showSizeChanger={false}
          showTotal={(total) => t('appointmentHistory.log.total', { count: total })}
          onChange={setPage}
        />
      ) : null}
    </div>
  );
}
