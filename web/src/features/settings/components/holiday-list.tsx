import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TPage } from '../../../../../contract/common';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList, type TListQuery } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { formatLocalDateTime } from '../settings.format';

/** A row of either list: shop holidays have no employee or kind. */
export type THolidayRow = {
  id: number;
  number: number;
  startTime: string;
  endTime: string;
  remark: string;
  accountId?: number;
  accountName?: string;
  kind?: 'holiday' | 'leave';
};

type THolidayListProps = {
  /** The holidays' read, a page at a time. */
  query: TListQuery & { data: TPage<THolidayRow> | undefined };
  isStaff: boolean;
  onPageChange: (curPage: number) => void;
  onEdit: (row: THolidayRow) => void;
  onDelete: (row: THolidayRow) => Promise<unknown>;
};

/** Holidays and leave: a table on a desktop, one card per entry on a phone; delete asks first. */
export function HolidayList({ query, isStaff, onPageChange, onEdit, onDelete }: THolidayListProps) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const page = query.data;
  const rows = page?.list ?? [];

  const handleDelete = (row: THolidayRow) =>
    modal.confirm({
      title: t('settings.holidays.deleteConfirm'),
      content: `${formatLocalDateTime(row.startTime, language)} – ${formatLocalDateTime(row.endTime, language)}`,
      okText: t('settings.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onDelete(row),
    });

  const kindTag = (row: THolidayRow) =>
    row.kind ? <Tag color={row.kind === 'leave' ? 'orange' : 'blue'}>{t(`settings.kind.${row.kind}`)}</Tag> : null;

  const actions = (row: THolidayRow) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button icon={<EditOutlined />} onClick={() => onEdit(row)} size={isPhone ? 'large' : 'middle'}>
        {t('settings.edit')}
      </Button>
      <Button danger icon={<DeleteOutlined />} onClick={() => handleDelete(row)} size={isPhone ? 'large' : 'middle'}>
        {t('settings.delete')}
      </Button>
    </div>
  );

  const columns: ColumnsType<THolidayRow> = [
    { key: 'number', title: t('settings.holidays.number'), dataIndex: 'number', width: 90 },
    ...(isStaff
      ? ([
          { key: 'accountName', title: t('settings.holidays.employee'), dataIndex: 'accountName' },
          { key: 'kind', title: t('settings.holidays.kind'), render: (_: unknown, row: THolidayRow) => kindTag(row) },
        ] as ColumnsType<THolidayRow>)
      : []),
    {
      key: 'start',
      title: t('settings.holidays.start'),
      render: (_, row) => formatLocalDateTime(row.startTime, language),
    },
    { key: 'end', title: t('settings.holidays.end'), render: (_, row) => formatLocalDateTime(row.endTime, language) },
    { key: 'remark', title: t('settings.holidays.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'actions', title: t('settings.actions'), width: 220, render: (_, row) => actions(row) },
  ];

  return (
    <ResponsivePagedList<THolidayRow>
      rows={rows}
      rowKey="id"
      columns={columns}
      renderCard={(row) => (
        <li>
          <Card size="small">
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 8 }}>
              <strong>
                {t('settings.holidays.numberShort', { number: row.number })}
                {row.accountName ? ` · ${row.accountName}` : ''}
              </strong>
              {kindTag(row)}
            </div>
            <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px' }}>
              <dt style={{ color: 'var(--muted)' }}>{t('settings.holidays.start')}</dt>
              <dd style={{ margin: 0 }}>{formatLocalDateTime(row.startTime, language)}</dd>
              <dt style={{ color: 'var(--muted)' }}>{t('settings.holidays.end')}</dt>
              <dd style={{ margin: 0 }}>{formatLocalDateTime(row.endTime, language)}</dd>
              {row.remark ? (
                <>
                  <dt style={{ color: 'var(--muted)' }}>{t('settings.holidays.remark')}</dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{row.remark}</dd>
                </>
              ) : null}
            </dl>
            {actions(row)}
          </Card>
        </li>
      )}
      query={query}
      emptyText={t('settings.holidays.empty')}
      pager={
        page
          ? { page: page.curPage, pageSize: page.limit, totalCount: page.totalCount, onPage: onPageChange }
          : undefined
      }
      table={{ scroll: { x: 'max-content', y: 750 } }}
    />
  );
}
