import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { useSession } from '../../../lib/session.store';
import {
  type TStaffFlag,
  useDeleteStaff,
  useDepartStaff,
  useMoveStaff,
  useReWorkStaff,
  useStaffList,
  useUpdateStaffFlag,
} from '../api';
import { StaffFormDialog } from '../components/staff-form-dialog';
import { StaffList } from '../components/staff-list';
import { StaffMenusDialog } from '../components/staff-menus-dialog';
import { StaffPasswordDialog, type TPasswordDialogMode } from '../components/staff-password-dialog';
import { StaffProjectsDialog } from '../components/staff-projects-dialog';
import { StaffResignWarning } from '../components/staff-resign-warning';
import { isOwnerRow, pendingFlagKey, type TStaffAction } from '../components/staff-row-parts';
import '../components/staff.css';

/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;

type TDialog =
  | { kind: 'add' }
  | { kind: 'edit'; staff: TStaff }
  | { kind: TPasswordDialogMode; staff: TStaff }
  | { kind: 'permissions'; staff: TStaff }
  | { kind: 'projects'; staff: TStaff };

/** SPEC §2.16 staff management: the list in staff order, flags, order, and the dialogs of each action. */
export function EmployerManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const user = useSession((state) => state.user);
  const [searchText, setSearchText] = useState('');
  const [key, setKey] = useState('');
  const [dialog, setDialog] = useState<TDialog | null>(null);
  const [pendingFlags, setPendingFlags] = useState<ReadonlySet<string>>(new Set());
  const [movingId, setMovingId] = useState<number | null>(null);

  const listQuery = useStaffList(key);
  const updateFlag = useUpdateStaffFlag();
  const move = useMoveStaff();
  const remove = useDeleteStaff();
  const depart = useDepartStaff();
  const reWork = useReWorkStaff();

  useEffect(() => {
    const timer = setTimeout(() => setKey(searchText.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const list = listQuery.data?.list ?? [];
  const hasOnlyOwner = !key && listQuery.isSuccess && list.every(isOwnerRow);

  const handleToggle = (staff: TStaff, flag: TStaffFlag, value: 0 | 1) => {
    const pendingKey = pendingFlagKey(staff.id, flag);
    setPendingFlags((current) => new Set(current).add(pendingKey));
    updateFlag.mutate(
      { id: staff.id, flag, value },
      {
        onSettled: () =>
          setPendingFlags((current) => {
            const next = new Set(current);
            next.delete(pendingKey);
            return next;
          }),
      },
    );
  };

  const handleMove = (staff: TStaff, direction: 'up' | 'down') => {
    setMovingId(staff.id);
    move.mutate({ id: staff.id, direction }, { onSettled: () => setMovingId(null) });
  };

  const confirmDelete = (staff: TStaff) =>
    modal.confirm({
      title: t('staff.confirm.deleteTitle'),
      content: t('staff.confirm.deleteText', { name: staff.name }),
      okText: t('staff.action.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ id: staff.id }).catch(() => undefined),
    });

  const confirmResign = (staff: TStaff) => {
    // A link to a day board in the warning leaves the page: the dialog closes with it, nothing is resigned.
    const dialog = { close: () => {} };
    const instance = modal.confirm({
      title: t('staff.confirm.resignTitle'),
      content: <StaffResignWarning staff={staff} onLeave={() => dialog.close()} />,
      okText: t('staff.action.resign'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      width: 480,
      onOk: () => depart.mutateAsync({ id: staff.id }).catch(() => undefined),
    });
    dialog.close = instance.destroy;
  };

  const confirmReWork = (staff: TStaff) =>
    modal.confirm({
      title: t('staff.confirm.reWorkTitle'),
      content: t('staff.confirm.reWorkText', { name: staff.name }),
      okText: t('staff.action.reWork'),
      cancelText: t('common.cancel'),
      onOk: () => reWork.mutateAsync({ id: staff.id }).catch(() => undefined),
    });

  const handleAction = (staff: TStaff, action: TStaffAction) => {
    if (action === 'delete') confirmDelete(staff);
    else if (action === 'resign') confirmResign(staff);
    else if (action === 'reWork') confirmReWork(staff);
    else setDialog({ kind: action, staff });
  };

  const handleReload = async (id: number) => {
    const result = await listQuery.refetch();
    return result.data?.list.find((staff) => staff.id === id);
  };

  const handleClose = () => setDialog(null);

  const listProps = {
    list,
    viewer: { id: user?.id, isOwner: user?.accountType === 1 },
    canMove: !key,
    pendingFlags,
    movingId,
    onToggle: handleToggle,
    onMove: handleMove,
    onAction: handleAction,
  };

  return (
    <div className="staff-page">
      <div className="staff-toolbar">
        <Input
          className="staff-toolbar__search"
          size="large"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('staff.search')}
          aria-label={t('staff.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onPressEnter={() => setKey(searchText.trim())}
        />
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          {t('staff.add')}
        </Button>
        {listQuery.isSuccess ? (
          <span className="staff-toolbar__count">{t('staff.count', { count: listQuery.data.totalCount })}</span>
        ) : null}
      </div>

      <StaffList {...listProps} query={listQuery} />
      {hasOnlyOwner ? (
        <div className="staff-empty">
          <Empty image={<TeamOutlined style={{ fontSize: 48, color: '#1565c0' }} />} description={t('staff.empty')}>
            <p className="staff-hint">{t('staff.emptyHint')}</p>
            <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
              {t('staff.add')}
            </Button>
          </Empty>
        </div>
      ) : null}

      {dialog?.kind === 'add' ? <StaffFormDialog staff={null} onReload={handleReload} onClose={handleClose} /> : null}
      {dialog?.kind === 'edit' ? (
        <StaffFormDialog staff={dialog.staff} onReload={handleReload} onClose={handleClose} />
      ) : null}
      {dialog?.kind === 'setAccount' || dialog?.kind === 'resetPassword' || dialog?.kind === 'resetInsidePassword' ? (
        <StaffPasswordDialog mode={dialog.kind} staff={dialog.staff} onClose={handleClose} />
      ) : null}
      {dialog?.kind === 'permissions' ? <StaffMenusDialog staff={dialog.staff} onClose={handleClose} /> : null}
      {dialog?.kind === 'projects' ? <StaffProjectsDialog staff={dialog.staff} onClose={handleClose} /> : null}
    </div>
  );
}
