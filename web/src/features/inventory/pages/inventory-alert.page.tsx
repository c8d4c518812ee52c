import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { INVENTORY_PAGE_SIZE, useInventoryAlert } from '../api';
import { InventoryChangeDialog } from '../components/inventory-change-dialog';
import { itemLabel } from '../inventory.form';
import '../inventory.css';

/**
 * The low-stock alert (SPEC §2.13): the items whose alert is on and whose available quantity is below their threshold,
 * each with a restock button. It shares the header bell's read, so a restock here clears the bell's dot at once.
 */
export function InventoryAlertPage() {
  const { t } = useTranslation();
  const alertQuery = useInventoryAlert();
  const list = alertQuery.data?.list ?? [];
  const [page, setPage] = useState(1);
  const [restocking, setRestocking] = useState<TInventoryItem | null>(null);

  const restockButton = (item: TInventoryItem) => (
    <Button
      size="small"
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      aria-label={t('inventory.alert.restockNamed', { name: itemLabel(item) })}
      onClick={() => setRestocking(item)}
    >
      {t('inventory.alert.restock')}
    </Button>
  );

  const columns: ColumnsType<TInventoryItem> = [
    {
      key: 'name',
      title: t('inventory.fields.inventoryName'),
      render: (_, item) => (
        <span className="inventory-name-cell">
          <strong>{itemLabel(item)}</strong>
          <span className="inventory-muted">{item.inventoryTypeName}</span>
        </span>
      ),
    },
    {
      key: 'amountCanUse',
      title: t('inventory.fields.amountCanUse'),
      width: 140,
      align: 'right',
      render: (_, item) => <strong className="inventory-minus">{item.amountCanUse}</strong>,
    },
    {
      key: 'notifyAmount',
      dataIndex: 'notifyAmount',
      title: t('inventory.alert.threshold'),
      width: 140,
      align: 'right',
    },
    { key: 'storePlace', dataIndex: 'storePlace', title: t('inventory.fields.storePlace'), width: 160, ellipsis: true },
    { key: 'actions', title: t('inventory.columns.actions'), width: 180, render: (_, item) => restockButton(item) },
  ];

  // The alert list comes whole: it is paged here, and a restock that empties the last page shows the one before.
  const shownPage = Math.min(page, Math.max(1, Math.ceil(list.length / INVENTORY_PAGE_SIZE)));
  const pageItems = list.slice((shownPage - 1) * INVENTORY_PAGE_SIZE, shownPage * INVENTORY_PAGE_SIZE);

  return (
    <div className="inventory-page">
      <p className="inventory-muted inventory-page__hint">{t('inventory.alert.hint')}</p>
      <ResponsivePagedList<TInventoryItem>
        rows={pageItems}
        rowKey="inventoryId"
        columns={columns}
        renderCard={(item) => (
          <li className="inventory-card inventory-card--low">
            <div className="inventory-card__row">
              <span className="inventory-card__name">
                <strong>{itemLabel(item)}</strong>
                <span className="inventory-muted">{item.inventoryTypeName}</span>
              </span>
              {restockButton(item)}
            </div>
            <div className="inventory-muted">
              {t('inventory.alert.line', { canUse: item.amountCanUse, threshold: item.notifyAmount })}
            </div>
          </li>
        )}
        query={alertQuery}
        emptyText={t('inventory.alert.empty')}
        pager={{ page: shownPage, pageSize: INVENTORY_PAGE_SIZE, totalCount: list.length, onPage: setPage }}
      />
      {restocking ? (
        <InventoryChangeDialog item={restocking} mode="restock" onClose={() => setRestocking(null)} />
      ) : null}
    </div>
  );
}
