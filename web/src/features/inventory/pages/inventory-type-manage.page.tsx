import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInventoryType } from '../../../../../contract/inventory';
import { formatDate } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { useDeleteInventoryType, useInventoryTypeList } from '../api';
import { InventoryTypeFormDialog } from '../components/inventory-type-form-dialog';
import '../inventory.css';

type TDialog = { type: TInventoryType | null } | null;

/**
 * Inventory types: list, add, rename and delete (ADR 026: the server refuses a type that still holds items with
 * INVENTORY_TYPE_IN_USE, and its message is toasted). A type's name opens its items.
 */
export function InventoryTypeManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const isPhone = useSession((state) => state.phoneDevice);
  const language = currentLanguage();
  const typesQuery = useInventoryTypeList();
  const deleteType = useDeleteInventoryType();
  const [dialog, setDialog] = useState<TDialog>(null);

  const handleDelete = (type: TInventoryType) => {
    modal.confirm({
      title: t('inventory.deleteTitle'),
      content: t('inventory.types.deleteConfirm', { name: type.name }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteType.mutateAsync({ id: type.id }).catch(() => undefined),
    });
  };

  const columns: ColumnsType<TInventoryType> = [
    {
      key: 'name',
      title: t('inventory.types.name'),
      render: (_, type) => <Link to={`/frame/inventoryManageByType/${type.id}`}>{type.name}</Link>,
    },
    {
      key: 'inventoryCount',
      dataIndex: 'inventoryCount',
      title: t('inventory.types.inventoryCount'),
      width: isPhone ? 72 : 140,
      align: 'right',
    },
    ...(isPhone
      ? []
      : [
          {
            key: 'createTime',
            title: t('inventory.types.createTime'),
            width: 200,
            render: (_: unknown, type: TInventoryType) => formatDate(type.createTime, language),
          },
        ]),
    {
      key: 'actions',
      title: t('inventory.columns.actions'),
      width: isPhone ? 96 : 200,
      render: (_, type) => (
        <span className="inventory-actions">
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('inventory.types.editNamed', { name: type.name })}
            onClick={() => setDialog({ type })}
          >
            {isPhone ? null : t('inventory.actions.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('inventory.types.deleteNamed', { name: type.name })}
            onClick={() => handleDelete(type)}
          >
            {isPhone ? null : t('inventory.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="inventory-page">
      <div className="inventory-toolbar">
        <span className="inventory-muted">{t('inventory.types.hint')}</span>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ type: null })}>
          {t('inventory.types.add')}
        </Button>
      </div>
      <ResponsivePagedList<TInventoryType>
        rows={typesQuery.data?.list ?? []}
        rowKey="id"
        columns={columns}
        query={typesQuery}
        emptyText={t('inventory.types.empty')}
      />
      {dialog ? <InventoryTypeFormDialog type={dialog.type} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
