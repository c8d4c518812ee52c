import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.store';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useInventoryItem } from '../api';
import { itemLabel } from '../inventory.form';
import { InventoryMovements } from './inventory-movements';
import { InventoryTagEditor } from './inventory-tags';

/** One item: its figures, its tags (editable) and its stock history, a page at a time. */
export function InventoryDetailDrawer({ inventoryId, onClose }: { inventoryId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const money = useShopMoney();
  const itemQuery = useInventoryItem(inventoryId);
  const item = itemQuery.data;

  return (
    <Drawer
      open
      title={item ? itemLabel(item) : t('inventory.detail.title')}
      size={isPhone ? '100%' : 720}
      onClose={onClose}
      destroyOnHidden
    >
      {item ? (
        <div className="inventory-detail">
          <Descriptions
            size="small"
            bordered
            column={isPhone ? 1 : 2}
            items={[
              { key: 'type', label: t('inventory.fields.type'), children: item.inventoryTypeName },
              { key: 'factoryNo', label: t('inventory.fields.factoryNo'), children: item.factoryNo || '—' },
              { key: 'price', label: t('inventory.fields.price'), children: money(item.price) },
              { key: 'priceAll', label: t('inventory.fields.priceAll'), children: money(item.priceAll) },
              { key: 'amount', label: t('inventory.fields.amount'), children: item.amount },
              { key: 'amountReserved', label: t('inventory.fields.amountReserved'), children: item.amountReserved },
              { key: 'amountCanUse', label: t('inventory.fields.amountCanUse'), children: item.amountCanUse },
              { key: 'amountMax', label: t('inventory.fields.amountMax'), children: item.amountMax },
              { key: 'storePlace', label: t('inventory.fields.storePlace'), children: item.storePlace || '—' },
              {
                key: 'notify',
                label: t('inventory.fields.notifyAmount'),
                children: item.notifyFlag === 1 ? item.notifyAmount : t('inventory.notifyOff'),
              },
            ]}
          />
          <section className="inventory-detail__section" aria-label={t('inventory.detail.tags')}>
            <h3>{t('inventory.detail.tags')}</h3>
            <InventoryTagEditor item={item} />
          </section>
          <section className="inventory-detail__section" aria-label={t('inventory.detail.history')}>
            <h3>{t('inventory.detail.history')}</h3>
            <InventoryMovements inventoryId={inventoryId} />
          </section>
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Drawer>
  );
}
