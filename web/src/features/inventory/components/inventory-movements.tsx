import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TInventoryMovement } from '../../../../../contract/inventory';
import { formatShopTime } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { MOVEMENT_PAGE_SIZE, useInventoryMovements } from '../api';

const KIND_COLORS: Record<TInventoryMovement['kind'], string> = {
  initial: 'default',
  restock: 'green',
  use: 'blue',
  sale: 'geekblue',
  loss: 'red',
  count: 'purple',
  edit: 'gold',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** An item's stock history, newest first: when, who, why, and the quantity before and after. */
export function InventoryMovements({ inventoryId }: { inventoryId: number }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [page, setPage] = useState(1);
  const query = useInventoryMovements(inventoryId, page);
  const list = query.data?.list ?? [];
  const totalCount = query.data?.totalCount ?? 0;
  const when = (movement: TInventoryMovement) => formatShopTime(movement.createTime, language, timeZone);
  const kindTag = (movement: TInventoryMovement) => (
    <Tag color={KIND_COLORS[movement.kind]}>{t(`inventory.kinds.${movement.kind}`)}</Tag>
  );

  const columns: ColumnsType<TInventoryMovement> = [
    { key: 'time', title: t('inventory.movement.time'), width: 150, render: (_, movement) => when(movement) },
    { key: 'kind', title: t('inventory.movement.kind'), width: 110, render: (_, movement) => kindTag(movement) },
    { key: 'before', dataIndex: 'amountBefore', title: t('inventory.movement.before'), width: 64, align: 'right' },
    {
      key: 'change',
      title: t('inventory.movement.change'),
      width: 68,
      align: 'right',
      render: (_, movement) => (
        <strong className={movement.changeAmount < 0 ? 'inventory-minus' : 'inventory-plus'}>
          {signed(movement.changeAmount)}
        </strong>
      ),
    },
    { key: 'after', dataIndex: 'amountAfter', title: t('inventory.movement.after'), width: 64, align: 'right' },
    { key: 'who', dataIndex: 'accountName', title: t('inventory.movement.who'), width: 100, ellipsis: true },
    { key: 'remark', dataIndex: 'remark', title: t('inventory.movement.remark'), ellipsis: true },
  ];
  return (
    <ResponsivePagedList<TInventoryMovement>
      rows={list}
      rowKey="id"
      columns={columns}
      renderCard={(movement) => (
        <li className="inventory-movement-card">
          <div className="inventory-card__row">
            {kindTag(movement)}
            <strong className={movement.changeAmount < 0 ? 'inventory-minus' : 'inventory-plus'}>
              {signed(movement.changeAmount)}
            </strong>
            <span className="inventory-muted">
              {movement.amountBefore} → {movement.amountAfter}
            </span>
          </div>
          <div className="inventory-muted">
            {when(movement)} · {movement.accountName}
          </div>
          {movement.remark ? <div>{movement.remark}</div> : null}
        </li>
      )}
      query={query}
      emptyText={t('inventory.detail.noHistory')}
      pager={{ page, pageSize: MOVEMENT_PAGE_SIZE, totalCount, onPage: setPage }}
      table={{ size: 'small' }}
    />
  );
}
