import DownOutlined from '@ant-design/icons/DownOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { formatDate } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import type { TStaffFlag } from '../api';
import {
  actionsFor,
  FlagSwitch,
  OrderButtons,
  pendingFlagKey,
  StaffStatus,
  StaffTypeTag,
  type TStaffAction,
  type TStaffListProps,
  useActionItems,
} from './staff-row-parts';

/** The staff table's columns (desktop and iPad): one row per staff member, in staff order. */
export function useStaffColumns({
  list,
  viewer,
  canMove,
  pendingFlags,
  movingId,
  onToggle,
  onMove,
  onAction,
}: TStaffListProps): ColumnsType<TStaff> {
  const { t } = useTranslation();
  const language = currentLanguage();
  const actionItems = useActionItems();

  const flagColumn = (flag: TStaffFlag, titleKey: string) => ({
    title: t(titleKey),
    key: flag,
    width: 96,
    align: 'center' as const,
    render: (_: unknown, staff: TStaff) => (
      <FlagSwitch
        staff={staff}
        flag={flag}
        isPending={pendingFlags.has(pendingFlagKey(staff.id, flag))}
        onToggle={onToggle}
      />
    ),
  });

  const columns: ColumnsType<TStaff> = [
    {
      title: t('staff.column.name'),
      key: 'name',
      width: 170,
      render: (_, staff) => <span className="staff-name">{staff.name}</span>,
    },
    { title: t('staff.column.phone'), dataIndex: 'phone', key: 'phone', width: 140 },
    {
      title: t('staff.column.login'),
      key: 'account',
      width: 150,
      render: (_, staff) => (staff.account ? staff.account : <span className="staff-muted">{t('staff.noLogin')}</span>),
    },
    { title: t('staff.column.type'), key: 'type', render: (_, staff) => <StaffTypeTag staff={staff} /> },
    { title: t('staff.column.status'), key: 'status', render: (_, staff) => <StaffStatus staff={staff} /> },
    flagColumn('workFlag', 'staff.flag.onDuty'),
    flagColumn('appointFlag', 'staff.flag.canBook'),
    flagColumn('financeFlag', 'staff.flag.canBill'),
    {
      title: t('staff.column.joined'),
      key: 'createDate',
      width: 170,
      render: (_, staff) => formatDate(staff.createDate, language),
    },
    {
      title: t('staff.column.order'),
      key: 'order',
      width: 104,
      render: (_, staff, index) => (
        <OrderButtons
          staff={staff}
          isFirst={index === 0}
          isLast={index === list.length - 1}
          isDisabled={!canMove || movingId !== null}
          onMove={onMove}
        />
      ),
    },
    {
      title: t('staff.column.actions'),
      key: 'actions',
      width: 220,
      render: (_, staff) => {
        const actions = actionsFor(staff, viewer);
        const more = actions.filter((action) => action !== 'edit');
        return (
          <span className="staff-actions">
            {actions.includes('edit') ? (
              <Button className="staff-touch" icon={<EditOutlined />} onClick={() => onAction(staff, 'edit')}>
                {t('staff.action.edit')}
              </Button>
            ) : null}
            {more.length > 0 ? (
              <Dropdown
                trigger={['click']}
                menu={{ items: actionItems(staff, more), onClick: ({ key }) => onAction(staff, key as TStaffAction) }}
              >
                <Button
                  className="staff-touch"
                  aria-label={t('staff.labelFor', { label: t('staff.more'), name: staff.name })}
                >
                  {t('staff.more')} <DownOutlined />
                </Button>
              </Dropdown>
            ) : null}
          </span>
        );
      },
    },
  ];

  return columns;
}
