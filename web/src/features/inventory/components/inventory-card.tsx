import Checkbox from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { itemLabel } from '../inventory.form';
import { InventoryOrderButtons } from './inventory-order-buttons';
import { InventoryRowActions, type TInventoryActions } from './inventory-row-actions';
import { InventoryTagList } from './inventory-tags';

type TProps = {
  item: TInventoryItem;
  /** The row's place on its page, for the order buttons. */
  index: number;
  money: (cents: number) => string;
  selectedIds: readonly number[];
  onSelect: (inventoryId: number, isSelected: boolean) => void;
  order: {
    isUpShown: (index: number) => boolean;
    isDownShown: (index: number) => boolean;
    isBusy: boolean;
    onMove: (item: TInventoryItem, direction: -1 | 1) => void;
  };
} & TInventoryActions;

/** An item on a phone, as a card with the same figures as the desktop table. */
export function InventoryCard({ item, index, money, selectedIds, onSelect, order, ...actions }: TProps) {
  const { t } = useTranslation();
  return (
    <li className={item.isLow ? 'inventory-card inventory-card--low' : 'inventory-card'}>
      <div className="inventory-card__row">
        <Checkbox
          checked={selectedIds.includes(item.inventoryId)}
          aria-label={t('inventory.selectNamed', { name: itemLabel(item) })}
          onChange={(event) => onSelect(item.inventoryId, event.target.checked)}
        />
        <span className="inventory-card__name">
          <strong>{itemLabel(item)}</strong>
          {item.inventoryName && item.factoryNo ? <span className="inventory-muted">{item.factoryNo}</span> : null}
        </span>
        <InventoryOrderButtons
          item={item}
          isUpShown={order.isUpShown(index)}
          isDownShown={order.isDownShown(index)}
          isBusy={order.isBusy}
          onMove={order.onMove}
        />
      </div>
      <dl className="inventory-card__facts">
        <div>
          <dt>{t('inventory.fields.amountCanUse')}</dt>
          <dd className={item.isLow ? 'inventory-minus' : undefined}>
            <strong>{item.amountCanUse}</strong> / {item.amount}
          </dd>
        </div>
        <div>
          <dt>{t('inventory.fields.price')}</dt>
          <dd>{money(item.price)}</dd>
        </div>
        <div>
          <dt>{t('inventory.fields.priceAll')}</dt>
          <dd>{money(item.priceAll)}</dd>
        </div>
        <div>
          <dt>{t('inventory.fields.amountMax')}</dt>
          <dd>{item.amountMax}</dd>
        </div>
        <div>
          <dt>{t('inventory.fields.notifyAmount')}</dt>
          <dd>{item.notifyFlag === 1 ? item.notifyAmount : t('inventory.notifyOff')}</dd>
        </div>
        <div>
          <dt>{t('inventory.fields.storePlace')}</dt>
          <dd>{item.storePlace || '—'}</dd>
        </div>
      </dl>
      <div className="inventory-card__row inventory-card__row--end">
        <InventoryTagList item={item} />
        <InventoryRowActions item={item} {...actions} />
      </div>
    </li>
  );
}
