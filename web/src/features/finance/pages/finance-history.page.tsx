import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TBillColumn, TBillDet } from '../../../../../contract/bills';
import { isLocalDate } from '../../../../../contract/shop-time';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useDisplayBill, useFinanceDay } from '../api';
import { BillEditDialog } from '../components/bill-edit-dialog';
import { FinanceFooter } from '../components/finance-footer';
import { FinanceGrid } from '../components/finance-grid';
import { TransferDialog } from '../components/transfer-dialog';
import { formatDay } from '../finance.dates';
import { billConfigOf, dayJump, financeRows, financeTableHeight, isFooterShown } from '../finance-table';
import '../finance.css';

const DAY_FORMAT = 'YYYY-MM-DD';

/** SPEC §2.10 table height, following the window as it is resized. */
function useTableHeight(isPhone: boolean): number {
  const measure = () => financeTableHeight(window.innerHeight, globalThis.navigator?.userAgent ?? '', isPhone);
  const [height, setHeight] = useState(measure);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measure reads only isPhone, which is listed
  useEffect(() => {
    const handleResize = () => setHeight(measure());
    handleResize();
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, [isPhone]);
  return height;
}

const isTouchScreen = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.('(hover: none)').matches);

/**
 * SPEC §2.10 bookkeeping history: a date picker (YYYY-MM-DD, not clearable), 'yesterday' while on the shop's today and
 * 'back to today' otherwise, and that day's finance table with its optional 'total:' row and footer totals. A cell
 * can be edited or moved to another technician; a column header sends its staff member off or back to the post.
 */
export function FinanceHistoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const isPhone = useSession((state) => state.phoneDevice);
  const accountType = useSession((state) => state.user?.accountType);
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [params, setParams] = useSearchParams();
  const today = shopToday(timeZone);
  const dayParam = params.get('day');
  const day = dayParam && isLocalDate(dayParam) ? dayParam : today;
  const jump = dayJump(day, today);
  const dayQuery = useFinanceDay(day);
  const config = billConfigOf(useDisplayBill().data);
  const height = useTableHeight(isPhone);
  const [isTouch] = useState(isTouchScreen);
  const [editing, setEditing] = useState<TBillDet | null>(null);
  const [transferring, setTransferring] = useState<{ det: TBillDet; column: TBillColumn } | null>(null);

  const columns = dayQuery.data?.columns ?? [];
  const rows = useMemo(() => financeRows(dayQuery.data?.columns ?? [], dayQuery.data?.slots ?? []), [dayQuery.data]);
  const staticOrder = dayQuery.data?.staticOrder ?? null;
  const hasBills = columns.some((column) => column.billDetList.length > 0);

  const setDay = (next: string) => setParams(next === today ? {} : { day: next }, { replace: true });

  const content =
    dayQuery.isError && !dayQuery.data ? (
      <Alert
        type="error"
        showIcon
        title={dayQuery.error.message}
        action={<Button onClick={() => void dayQuery.refetch()}>{t('common.retry')}</Button>}
      />
    ) : dayQuery.isPending ? (
      <Skeleton active paragraph={{ rows: 8 }} />
    ) : columns.length === 0 ? (
      <Empty description={t('financeTable.noStaff')} />
    ) : (
      <>
        <FinanceGrid
          label={t('financeTable.tableLabel', { day: formatDay(day, language) })}
          columns={columns}
          rows={rows}
          height={height}
          isTotalRowShown={config.showHeji}
          money={money}
          timeZone={timeZone}
          isTouch={isTouch}
          onEdit={setEditing}
          onTransfer={(det, column) => setTransferring({ det, column })}
        />
        {hasBills ? null : <p className="finance-muted finance-page__note">{t('financeTable.noBills')}</p>}
      </>
    );

  return (
    <div className="finance-page">
      <div className="finance-toolbar">
        <DatePicker
          className="finance-toolbar__day"
          size="large"
          format={DAY_FORMAT}
          allowClear={false}
          inputReadOnly={isPhone}
          aria-label={t('financeTable.day')}
          value={dayjs(day)}
          onChange={(value) => {
            if (value) setDay(value.format(DAY_FORMAT));
          }}
        />
        <Button
          size="large"
          icon={jump.kind === 'yesterday' ? <LeftOutlined aria-hidden /> : <CalendarOutlined aria-hidden />}
          onClick={() => setDay(jump.target)}
        >
          {t(jump.kind === 'yesterday' ? 'financeTable.yesterday' : 'financeTable.backToToday')}
        </Button>
      </div>
      {content}
      {isFooterShown(config, staticOrder, accountType) && staticOrder ? (
        <FinanceFooter staticOrder={staticOrder} money={money} />
      ) : null}
      {editing ? <BillEditDialog cell={editing} billDay={day} money={money} onClose={() => setEditing(null)} /> : null}
      {transferring ? (
        <TransferDialog
          det={transferring.det}
          column={transferring.column}
          columns={columns}
          money={money}
          onClose={() => setTransferring(null)}
        />
      ) : null}
    </div>
  );
}
