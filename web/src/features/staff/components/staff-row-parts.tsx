import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import Button from 'antd/es/button';
import type { MenuProps } from 'antd/es/menu';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import type { TStaffFlag } from '../api';
import { isFlagShownOn } from '../staff.flags';

/** What can be done to one staff member from the list (SPEC §2.16). */
export type TStaffAction =
  | 'edit'
  | 'projects'
  | 'setAccount'
  | 'resetPassword'
  | 'resetInsidePassword'
  | 'permissions'
  | 'resign'
  | 'reWork'
  | 'delete';

export const isOwnerRow = (staff: TStaff) => staff.accountType === 1;
export const isResigned = (staff: TStaff) => staff.status === 'resigned';

/** Who looks at the list: the owner sees the login, password and permission actions. */
export type TViewer = { id: number | undefined; isOwner: boolean };

/**
 * The actions offered for a staff member. Logins, passwords and permissions are for the owner only (SPEC §6, ADR 007;
 * the server refuses everyone else too); the owner's row and the viewer's own row cannot be resigned or deleted, and
 * the owner's cannot be restricted. Temporary staff (accountType 3) are never booked, so they have no appointable
 * projects.
 */
export function actionsFor(staff: TStaff, viewer: TViewer): TStaffAction[] {
  const isOwner = isOwnerRow(staff);
  const isProtected = isOwner || staff.id === viewer.id;
  const isOwnerUser = viewer.isOwner;
  if (isResigned(staff)) return isProtected ? [] : ['reWork', 'delete'];
  const actions: TStaffAction[] = ['edit'];
  if (staff.accountType !== 3) actions.push('projects');
  if (isOwnerUser && !isOwner) {
    actions.push('setAccount');
    if (staff.account) actions.push('resetPassword', 'resetInsidePassword');
    actions.push('permissions');
  }
  if (!isProtected) actions.push('resign', 'delete');
  return actions;
}

const DANGER_ACTIONS: ReadonlySet<TStaffAction> = new Set(['resign', 'delete']);

/** The dropdown entries of a set of actions, labelled in the current language. */
export function useActionItems() {
  const { t } = useTranslation();
  return (staff: TStaff, actions: TStaffAction[]): MenuProps['items'] =>
    actions.map((action) => ({
      key: action,
      danger: DANGER_ACTIONS.has(action),
      label: action === 'setAccount' && staff.account ? t('staff.action.changeAccount') : t(`staff.action.${action}`),
    }));
}

const TYPE_KEYS: Record<number, { key: string; color: string }> = {
  1: { key: 'manager', color: 'blue' },
  2: { key: 'staff', color: 'green' },
  3: { key: 'temporary', color: 'purple' },
  4: { key: 'resigned', color: 'default' },
};

/** SPEC §3 type labels: manager, staff, temporary, resigned. */
export function StaffTypeTag({ staff }: { staff: TStaff }) {
  const { t } = useTranslation();
  const type = TYPE_KEYS[staff.type] ?? TYPE_KEYS[2];
  return (
    <span className="staff-status">
      <Tag color={type.color}>{t(`staff.type.${type.key}`)}</Tag>
      {isOwnerRow(staff) ? <Tag color="gold">{t('staff.owner')}</Tag> : null}
    </span>
  );
}

/** SPEC §3 status: normal or resigned. */
export function StaffStatus({ staff }: { staff: TStaff }) {
  const { t } = useTranslation();
  const resigned = isResigned(staff);
  return (
    <span className="staff-status">
      <span className={resigned ? 'staff-status__dot staff-status__dot--resigned' : 'staff-status__dot'} />
      {t(resigned ? 'staff.status.resigned' : 'staff.status.normal')}
    </span>
  );
}

const FLAG_LABELS: Record<TStaffFlag, string> = {
  workFlag: 'staff.flag.onDuty',
  appointFlag: 'staff.flag.canBook',
  financeFlag: 'staff.flag.canBill',
};

type TFlagSwitchProps = {
  staff: TStaff;
  flag: TStaffFlag;
  isPending: boolean;
  onToggle: (staff: TStaff, flag: TStaffFlag, value: 0 | 1) => void;
};

/** One of the three flags (0 = on), saved at once. A resigned staff member's show off and are not edited. */
export function FlagSwitch({ staff, flag, isPending, onToggle }: TFlagSwitchProps) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={isFlagShownOn(staff, flag)}
      loading={isPending}
      disabled={isResigned(staff)}
      aria-label={t('staff.labelFor', { label: t(FLAG_LABELS[flag]), name: staff.name })}
      onChange={(checked) => onToggle(staff, flag, checked ? 0 : 1)}
    />
  );
}

export const flagLabelKey = (flag: TStaffFlag) => FLAG_LABELS[flag];

type TOrderButtonsProps = {
  staff: TStaff;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  onMove: (staff: TStaff, direction: 'up' | 'down') => void;
};

/** Move up / move down in staff order (account/upSortOrder, downSortOrder). */
export function OrderButtons({ staff, isFirst, isLast, isDisabled, onMove }: TOrderButtonsProps) {
  const { t } = useTranslation();
  return (
    <span className="staff-order">
      <Button
        className="staff-touch"
        icon={<ArrowUpOutlined />}
        disabled={isFirst || isDisabled}
        aria-label={t('staff.labelFor', { label: t('staff.moveUp'), name: staff.name })}
        title={t('staff.moveUp')}
        onClick={() => onMove(staff, 'up')}
      />
      <Button
        className="staff-touch"
        icon={<ArrowDownOutlined />}
        disabled={isLast || isDisabled}
        aria-label={t('staff.labelFor', { label: t('staff.moveDown'), name: staff.name })}
        title={t('staff.moveDown')}
        onClick={() => onMove(staff, 'down')}
      />
    </span>
  );
}

export type TStaffListProps = {
  list: TStaff[];
  viewer: TViewer;
  /** Moving is off while a search filters the list: a neighbour on screen may not be the neighbour in staff order. */
  canMove: boolean;
  pendingFlags: ReadonlySet<string>;
  movingId: number | null;
  onToggle: (staff: TStaff, flag: TStaffFlag, value: 0 | 1) => void;
  onMove: (staff: TStaff, direction: 'up' | 'down') => void;
  onAction: (staff: TStaff, action: TStaffAction) => void;
};

export const pendingFlagKey = (id: number, flag: TStaffFlag) => `${id}:${flag}`;
