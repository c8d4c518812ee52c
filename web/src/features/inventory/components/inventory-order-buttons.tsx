import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { itemLabel } from '../inventory.form';

type TProps = {
  item: TInventoryItem;
  isUpShown: boolean;
  isDownShown: boolean;
  isBusy: boolean;
  onMove: (item: TInventoryItem, direction: -1 | 1) => void;
};

/** Move an item one place up or down the list (a swap with its neighbour). */
export function InventoryOrderButtons({ item, isUpShown, isDownShown, isBusy, onMove }: TProps) {
  const { t } = useTranslation();
  const name = itemLabel(item);
  return (
    <span className="inventory-order">
      {isUpShown ? (
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('inventory.actions.moveUpNamed', { name })}
          disabled={isBusy}
          onClick={() => onMove(item, -1)}
        />
      ) : (
        <span className="inventory-order__gap" />
      )}
      {isDownShown ? (
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('inventory.actions.moveDownNamed', { name })}
          disabled={isBusy}
          onClick={() => onMove(item, 1)}
        />
      ) : null}
    </span>
  );
}
