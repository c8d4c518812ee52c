import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { itemLabel } from '../inventory.form';

export type TInventoryActions = {
  onChange: (item: TInventoryItem) => void;
  onDetail: (item: TInventoryItem) => void;
  onEdit: (item: TInventoryItem) => void;
  onDelete: (item: TInventoryItem) => void;
};

/** An item's actions, as icon buttons named for the item: change the quantity, details and history, edit, delete. */
export function InventoryRowActions({ item, ...actions }: { item: TInventoryItem } & TInventoryActions) {
  const { t } = useTranslation();
  const name = itemLabel(item);
  const buttons = [
    { key: 'change', icon: <SwapOutlined aria-hidden />, label: t('inventory.actions.change'), run: actions.onChange },
    {
      key: 'detail',
      icon: <HistoryOutlined aria-hidden />,
      label: t('inventory.actions.detail'),
      run: actions.onDetail,
    },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('inventory.actions.edit'), run: actions.onEdit },
    {
      key: 'delete',
      icon: <DeleteOutlined aria-hidden />,
      label: t('inventory.actions.delete'),
      run: actions.onDelete,
    },
  ];
  return (
    <span className="inventory-actions">
      {buttons.map((button) => (
        <Tooltip key={button.key} title={button.label}>
          <Button
            size="small"
            danger={button.key === 'delete'}
            icon={button.icon}
            aria-label={t('inventory.actions.named', { action: button.label, name })}
            onClick={() => button.run(item)}
          />
        </Tooltip>
      ))}
    </span>
  );
}
