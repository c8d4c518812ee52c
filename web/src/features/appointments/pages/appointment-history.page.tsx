import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TAppointment } from '../../../../../contract/appointments';
import { currentLanguage } from '../../../lib/i18n.setup';
import { openableRow, ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useIsPathOpen } from '../../../lib/route.access';
import { isRouteAvailable } from '../../../lib/route.registry';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useAppointmentHistory } from '../api';
import { dayRangeInput, formatDay, formatInstant, formatMinutes } from '../appointment-history.format';
import { AppointmentDetailDrawer } from '../components/appointment-detail-drawer';
import { AppointmentLogList } from '../components/appointment-log-list';
import { CustomerName, KindTag, ProjectList, StateTag } from '../components/appointment-tags';
import { HistoryCard } from '../components/history-card';
import '../appointment-history.css';

/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;
const PAGE_SIZES = [10, 20, 50, 100];
const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_BOARD = '/frame/appointNew/:date';
const MONTH_VIEW = '/frame/appointmentInMonth';
const dayBoardPath = (day: string) => `/frame/appointNew/${day}`;

type TTab = 'list' | 'log';

/**
 * SPEC §2.8 appointment history: every appointment (deleted and missed too) newest first, searched by customer name
 * or phone within a day range, a page at a time; a row opens its detail with the modification log and the SMS. A
 * second tab shows the shop's whole operation log (?tab=log).
 */
export function AppointmentHistoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const isPathOpen = useIsPathOpen();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'log' ? 'log' : 'list';
  const [searchText, setSearchText] = useState('');
  const [key, setKey] = useState('');
  const [range, setRange] = useState<[string, string] | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [selected, setSelected] = useState<TAppointment | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setKey(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const listQuery = useAppointmentHistory({ curPage: page, limit: pageSize, key, ...dayRangeInput(range) });
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;
  const isFiltered = key !== '' || range !== null;
  const emptyText = t(isFiltered ? 'appointmentHistory.emptyFiltered' : 'appointmentHistory.empty');

  const today = shopToday(timeZone);
  const canOpenBoard = isRouteAvailable(DAY_BOARD) && isPathOpen(dayBoardPath(today));
  const canOpenMonth = isRouteAvailable(MONTH_VIEW) && isPathOpen(MONTH_VIEW);
  const handleOpenDay = canOpenBoard ? (day: string) => navigate(dayBoardPath(day)) : undefined;

  const columns: ColumnsType<TAppointment> = [
    {
      key: 'day',
      title: t('appointmentHistory.column.day'),
      width: 140,
      fixed: 'left',
      render: (_, a) => (
        <Button
          type="link"
          className="history-link"
          aria-label={t('appointmentHistory.openDetail', { day: formatDay(a.appointDay, language), time: a.startTime })}
          onClick={(event) => {
            event.stopPropagation();
            setSelected(a);
          }}
        >
          {formatDay(a.appointDay, language)}
        </Button>
      ),
    },
    {
      key: 'time',
      title: t('appointmentHistory.column.time'),
      width: 110,
      render: (_, a) => `${a.startTime}–${a.endTime}`,
    },
    {
      key: 'customer',
      title: t('appointmentHistory.column.customer'),
      width: 160,
      render: (_, a) => <CustomerName appointment={a} />,
    },
    {
      key: 'phone',
      title: t('appointmentHistory.column.phone'),
      width: 140,
      render: (_, a) => a.customPhone || '—',
    },
    {
      key: 'projects',
      title: t('appointmentHistory.column.projects'),
      width: 200,
      render: (_, a) => <ProjectList projects={a.projects} />,
    },
    { key: 'technician', dataIndex: 'technicianName', title: t('appointmentHistory.column.technician'), width: 130 },
    {
      key: 'duration',
      title: t('appointmentHistory.column.duration'),
      width: 100,
      render: (_, a) => formatMinutes(a.duration, language),
    },
    {
      key: 'kind',
      title: t('appointmentHistory.column.kind'),
      width: 110,
      render: (_, a) => <KindTag appointment={a} />,
    },
    {
      key: 'state',
      title: t('appointmentHistory.column.state'),
      width: 190,
      render: (_, a) => <StateTag appointment={a} />,
    },
    {
      key: 'remark',
      title: t('appointmentHistory.column.remark'),
      width: 180,
      ellipsis: true,
      render: (_, a) => a.remark || '—',
    },
    {
      key: 'createTime',
      title: t('appointmentHistory.column.createTime'),
      width: 170,
      render: (_, a) => formatInstant(a.createTime, language, timeZone),
    },
  ];

  const toolbar = (
    <div className="history-toolbar">
      <Input.Search
        className="history-toolbar__search"
        size="large"
        allowClear
        placeholder={t('appointmentHistory.search')}
        aria-label={t('appointmentHistory.search')}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => {
          setKey(value.trim());
          setPage(1);
        }}
      />
      <DatePicker.RangePicker
        className="history-toolbar__range"
        size="large"
        allowEmpty={[false, false]}
        placeholder={[t('appointmentHistory.fromDay'), t('appointmentHistory.toDay')]}
        aria-label={t('appointmentHistory.range')}
        value={range ? [dayjs(range[0]), dayjs(range[1])] : null}
        onChange={(values) => {
          const [from, to] = values ?? [];
          setRange(from && to ? [from.format(DAY_FORMAT), to.format(DAY_FORMAT)] : null);
          setPage(1);
        }}
      />
      {listQuery.isSuccess ? (
        <span className="history-toolbar__count">{t('appointmentHistory.total', { count: totalCount })}</span>
      ) : null}
    </div>
  );

  const listView = (
    <ResponsivePagedList<TAppointment>
      rows={list}
      rowKey="id"
      columns={columns}
      renderCard={(a) => <HistoryCard appointment={a} onOpen={setSelected} />}
      query={listQuery}
      emptyText={emptyText}
      pager={{
        page,
        pageSize,
        totalCount,
        pageSizes: PAGE_SIZES,
        totalText: (count) => t('appointmentHistory.total', { count }),
        onPage: setPage,
        onPageSize: setPageSize,
      }}
      table={{
        scroll: { x: 1700 },
        rowClassName: (a) => (a.delFlag === 1 || a.lostFlag === 1 ? 'history-row history-row--closed' : 'history-row'),
        onRow: (a) => openableRow(() => setSelected(a)),
      }}
    />
  );

  return (
    <div className="history-page">
      <div className="history-links">
        {canOpenBoard ? (
          <Button icon={<CalendarOutlined />} onClick={() => navigate(dayBoardPath(today))}>
            {t('appointmentHistory.todayBoard')}
          </Button>
        ) : null}
        {canOpenMonth ? (
          <Button icon={<AppstoreOutlined />} onClick={() => navigate(MONTH_VIEW)}>
            {t('appointmentHistory.monthView')}
          </Button>
        ) : null}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(next) => setParams(next === 'log' ? { tab: 'log' } : {}, { replace: true })}
        items={[
          {
            key: 'list',
            label: t('appointmentHistory.tab.list'),
            children: (
              <div className="history-list">
                {toolbar}
                {listView}
              </div>
            ),
          },
          {
            key: 'log',
            label: t('appointmentHistory.tab.log'),
            children: tab === 'log' ? <AppointmentLogList /> : null,
          },
        ]}
      />
      <AppointmentDetailDrawer appointment={selected} onClose={() => setSelected(null)} onOpenDay={handleOpenDay} />
    </div>
  );
}
