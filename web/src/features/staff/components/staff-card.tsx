import MoreOutlined from '@ant-design/icons/MoreOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { formatDate } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import type { TStaffFlag } from '../api';
import {
  actionsFor,
  FlagSwitch,
  flagLabelKey,
  isResigned,
  OrderButtons,
  pendingFlagKey,
  StaffStatus,
  StaffTypeTag,
  type TStaffAction,
  type TStaffListProps,
  useActionItems,
} from './staff-row-parts';

const FLAGS: readonly TStaffFlag[] = ['workFlag', 'appointFlag', 'financeFlag'];

/** Phones (< 750 px): one staff member's card; the actions sit in a menu, the switches stay one tap away. */
export function StaffCard({
  staff,
  index,
  list,
  viewer,
  canMove,
  pendingFlags,
  movingId,
  onToggle,
  onMove,
  onAction,
}: TStaffListProps & { staff: TStaff; index: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const actionItems = useActionItems();
  const actions = actionsFor(staff, viewer);
  return (
    <li className={isResigned(staff) ? 'staff-card staff-card--resigned' : 'staff-card'}>
      <div className="staff-card__head">
        <div className="staff-card__who">
          <div className="staff-card__name">
            <span>{staff.name}</span>
            <StaffTypeTag staff={staff} />
          </div>
          <p className="staff-card__meta">
            {staff.phone || null}
            {staff.phone ? <br /> : null}
            {staff.account ? (
              t('staff.loginIs', { account: staff.account })
            ) : (
              <span className="staff-muted">{t('staff.noLogin')}</span>
            )}
            <br />
            {t('staff.joinedOn', { date: formatDate(staff.createDate, language) })}
          </p>
        </div>
        <StaffStatus staff={staff} />
      </div>
      <div className="staff-card__flags">
        {FLAGS.map((flag) => (
          <div key={flag} className="staff-flag">
            <span>{t(flagLabelKey(flag))}</span>
            <FlagSwitch
              staff={staff}
              flag={flag}
              isPending={pendingFlags.has(pendingFlagKey(staff.id, flag))}
              onToggle={onToggle}
            />
          </div>
        ))}
      </div>
      <div className="staff-card__foot">
        <OrderButtons
          staff={staff}
          isFirst={index === 0}
          isLast={index === list.length - 1}
          isDisabled={!canMove || movingId !== null}
          onMove={onMove}
        />
        {actions.length > 0 ? (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: actionItems(staff, actions),
              onClick: ({ key }) => onAction(staff, key as TStaffAction),
            }}
          >
            <Button className="staff-touch" icon={<MoreOutlined />}>
              {t('staff.actionsMenu')}
            </Button>
          </Dropdown>
        ) : null}
      </div>
    </li>
  );
}
