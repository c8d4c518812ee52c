import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { InventoryOrderButtons } from './inventory-order-buttons';
import { InventoryRowActions, type TInventoryActions } from './inventory-row-actions';
import { InventoryTagList } from './inventory-tags';

type TColumnsInput = {
  t: TFunction;
  money: (cents: number) => string;
  /** The all-items list names each item's type under its name. */
  isTypeShown: boolean;
  order: {
    isUpShown: (index: number) => boolean;
    isDownShown: (index: number) => boolean;
    isBusy: boolean;
    onMove: (item: TInventoryItem, direction: -1 | 1) => void;
  };
  actions: TInventoryActions;
};

/** The desktop table's columns (issue 20): the item's figures, its tags, its place in the order and its actions. */
export function inventoryColumns({ t, money, isTypeShown, order, actions }: TColumnsInput) {
  const quantity = (key: 'amount' | 'amountMax' | 'amountCanUse', width: number) => ({
    key,
    dataIndex: key,
    title: t(`inventory.fields.${key}`),
    width,
    align: 'right' as const,
  });
  const columns: ColumnsType<TInventoryItem> = [
    {
      key: 'inventoryName',
      title: t('inventory.fields.inventoryName'),
      width: 160,
      render: (_, item) => (
        <span className="inventory-name-cell">
          <strong>{item.inventoryName || '—'}</strong>
          {isTypeShown ? <span className="inventory-muted">{item.inventoryTypeName}</span> : null}
        </span>
      ),
    },
    { key: 'factoryNo', dataIndex: 'factoryNo', title: t('inventory.fields.factoryNo'), width: 104, ellipsis: true },
    {
      key: 'price',
      title: t('inventory.fields.price'),
      width: 92,
      align: 'right',
      render: (_, item) => money(item.price),
    },
    {
      key: 'priceAll',
      title: t('inventory.fields.priceAll'),
      width: 100,
      align: 'right',
      render: (_, item) => money(item.priceAll),
    },
    quantity('amount', 76),
    quantity('amountMax', 84),
    {
      ...quantity('amountCanUse', 96),
      render: (_, item) =>
        item.isLow ? <strong className="inventory-minus">{item.amountCanUse}</strong> : item.amountCanUse,
    },
    { key: 'storePlace', dataIndex: 'storePlace', title: t('inventory.fields.storePlace'), width: 96, ellipsis: true },
    {
      key: 'notifyFlag',
      title: t('inventory.fields.notifyFlag'),
      width: 80,
      render: (_, item) =>
        item.notifyFlag === 1 ? <Tag color="blue">{t('inventory.on')}</Tag> : <Tag>{t('inventory.off')}</Tag>,
    },
    {
      key: 'notifyAmount',
      title: t('inventory.fields.notifyAmount'),
      width: 80,
      align: 'right',
      render: (_, item) => (item.notifyFlag === 1 ? item.notifyAmount : '—'),
    },
    {
      key: 'tags',
      title: t('inventory.fields.tags'),
      width: 124,
      render: (_, item) => <InventoryTagList item={item} />,
    },
    {
      key: 'order',
      title: t('inventory.columns.order'),
      width: 72,
      render: (_, item, index) => (
        <InventoryOrderButtons
          item={item}
          isUpShown={order.isUpShown(index)}
          isDownShown={order.isDownShown(index)}
          isBusy={order.isBusy}
          onMove={order.onMove}
        />
      ),
    },
    {
      key: 'actions',
      title: t('inventory.columns.actions'),
      width: 132,
      fixed: 'right',
      render: (_, item) => <InventoryRowActions item={item} {...actions} />,
    },
  ];
  return columns;
}

/** The sum of the columns' widths, for the table's horizontal scroll. */
export const columnsWidth = (columns: ColumnsType<TInventoryItem>) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
