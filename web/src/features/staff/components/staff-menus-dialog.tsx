import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import type { DataNode } from 'antd/es/tree';
import Tree from 'antd/es/tree';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALWAYS_GRANTED, MENUS, TOP_MENUS, type TUserMenu } from '../../../../../contract/menus';
import type { TStaff } from '../../../../../contract/staff';
import { useIsMenuPathShown } from '../../../lib/menu.entries';
import { useAssignMenus, useStaffMenus } from '../api';
import { grantTreeMenus } from '../staff.menu-tree';

const ALWAYS_IDS: ReadonlySet<number> = new Set(
  TOP_MENUS.filter((menu) => (ALWAYS_GRANTED as readonly string[]).includes(menu.key)).map((menu) => menu.id),
);
const childrenOf = (parentId: number) => MENUS.filter((menu) => menu.parentId === parentId);

/** The first-level menus a staff member's userMenus grant (a second-level entry grants its parent). */
export function grantedTopIds(userMenus: readonly Pick<TUserMenu, 'id' | 'parentId' | 'menuType'>[]): Set<number> {
  const topIds = new Set(TOP_MENUS.map((menu) => menu.id));
  const granted = new Set<number>(ALWAYS_IDS);
  for (const menu of userMenus) {
    const id = menu.menuType === 0 ? menu.id : menu.parentId;
    if (topIds.has(id)) granted.add(id);
  }
  return granted;
}

/** Tree keys: a first-level menu and its children are checked together, since grants are per first-level menu. */
const checkedKeysOf = (granted: ReadonlySet<number>) =>
  [...granted].flatMap((id) => [String(id), ...childrenOf(id).map((child) => String(child.id))]);

type TStaffMenusDialogProps = { staff: TStaff; onClose: () => void };

/**
 * SPEC §6 per-employee menu grants, for the owner. Each first-level menu is a checkbox; its second-level entries the
 * shop is offered show under it and follow it. The dashboard and renewal are always granted.
 */
export function StaffMenusDialog({ staff, onClose }: TStaffMenusDialogProps) {
  const { t } = useTranslation();
  const menusQuery = useStaffMenus(staff.id);
  const assign = useAssignMenus();
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const loaded = useMemo(() => (menusQuery.data ? grantedTopIds(menusQuery.data) : null), [menusQuery.data]);
  const granted = edited ?? loaded;

  const isShown = useIsMenuPathShown();
  const treeData: DataNode[] = useMemo(
    () =>
      grantTreeMenus(isShown).map(({ menu, entries }) => ({
        key: String(menu.id),
        title: t(`menu.${menu.key}`),
        disableCheckbox: ALWAYS_IDS.has(menu.id),
        children: entries.map((child) => ({
          key: String(child.id),
          title: t(`secondMenu.${child.menuName}`, { defaultValue: child.menuName }),
          disableCheckbox: true,
        })),
      })),
    [t, isShown],
  );

  const toggle = (key: Key) => {
    if (!granted) return;
    const id = Number(key);
    if (ALWAYS_IDS.has(id) || !TOP_MENUS.some((menu) => menu.id === id)) return;
    const next = new Set(granted);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setEdited(next);
  };

  const handleSave = () => {
    if (!granted) return;
    const menuIds = [...granted].sort((a, b) => a - b);
    assign.mutate({ accountId: staff.id, menuIds }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      title={t('staff.menus.title', { name: staff.name })}
      okText={t('staff.form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !granted }}
      confirmLoading={assign.isPending}
      maskClosable={false}
      onOk={handleSave}
      onCancel={onClose}
    >
      <p className="staff-hint">{t('staff.menus.hint')}</p>
      {!staff.account ? <Alert className="staff-hint" type="info" showIcon title={t('staff.menus.noLogin')} /> : null}
      {menusQuery.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('staff.menus.loadError')}
          action={<Button onClick={() => void menusQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : granted ? (
        <Tree
          className="staff-menu-tree"
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          treeData={treeData}
          checkedKeys={checkedKeysOf(granted)}
          onCheck={(_, info) => toggle(info.node.key)}
          onClick={(_, node) => toggle(node.key)}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
