import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { TInventoryItem } from '../../../../../contract/inventory';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useShopMoney } from '../../../lib/use-shop-money';
import {
  fetchInventoryAt,
  INVENTORY_PAGE_SIZE,
  useDeleteInventory,
  useInventoryList,
  useInventoryType,
  useInventoryTypeList,
  useSwapInventoryOrder,
} from '../api';
import { InventoryBatchChangeDialog } from '../components/inventory-batch-change-dialog';
import { InventoryCard } from '../components/inventory-card';
import { InventoryChangeDialog } from '../components/inventory-change-dialog';
import { columnsWidth, inventoryColumns } from '../components/inventory-columns';
import { InventoryDetailDrawer } from '../components/inventory-detail-drawer';
import { InventoryFormDialog } from '../components/inventory-form-dialog';
import { isDownVisible, isUpVisible, itemLabel, rowNumber, swapSortOrders } from '../inventory.form';
import '../inventory.css';

const TYPES_PATH = '/frame/chooseInventory/inventoryTypeManage';
/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;

type TDialog =
  | { kind: 'form'; item: TInventoryItem | null }
  | { kind: 'change'; item: TInventoryItem }
  | { kind: 'batch'; items: TInventoryItem[] }
  | { kind: 'detail'; inventoryId: number }
  | null;

/**
 * The items, all of them (/frame/chooseInventory/inventoryManage, with a type filter) or of one type
 * (/frame/inventoryManageByType/:inventoryTypeId): search by name or factory number, add, edit, delete, reorder,
 * change one quantity or several at once, and open an item's tags and stock history.
 */
export function InventoryManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const money = useShopMoney();
  const params = useParams();
  const routeTypeId = params.inventoryTypeId ? Number(params.inventoryTypeId) : undefined;
  const typesQuery = useInventoryTypeList();
  const types = typesQuery.data?.list ?? [];
  const [chosenTypeId, setChosenTypeId] = useState<number | undefined>(undefined);
  const typeId = routeTypeId ?? chosenTypeId;
  const routeType = useInventoryType(routeTypeId).data;

  const [searchText, setSearchText] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [dialog, setDialog] = useState<TDialog>(null);

  // A new search, once typing pauses, starts on page 1 with nothing selected. Only a search that changed: on the first
  // render the timer would otherwise clear the boxes someone ticked in its first moments.
  useEffect(() => {
    const next = searchText.trim();
    if (next === key) return;
    const timer = setTimeout(() => {
      setKey(next);
      setPage(1);
      setSelectedIds([]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, key]);

  const filter = { key, ...(typeId === undefined ? {} : { inventoryTypeId: typeId }) };
  const listQuery = useInventoryList({ curPage: page, limit: INVENTORY_PAGE_SIZE, ...filter });
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;
  const deleteItem = useDeleteInventory();
  const swapOrder = useSwapInventoryOrder();
  const selectedItems = list.filter((item) => selectedIds.includes(item.inventoryId));

  // A delete can empty the last page: show the one before it.
  useEffect(() => {
    if (listQuery.isSuccess && !listQuery.isPlaceholderData && list.length === 0 && page > 1) {
      setPage((current) => current - 1);
    }
  }, [listQuery.isSuccess, listQuery.isPlaceholderData, list.length, page]);

  const handlePage = (next: number) => {
    setPage(next);
    setSelectedIds([]);
  };

  const handleDelete = (item: TInventoryItem) => {
    modal.confirm({
      title: t('inventory.deleteTitle'),
      content: t('inventory.deleteConfirm', { name: itemLabel(item) }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteItem
          .mutateAsync({ inventoryId: item.inventoryId })
          .then(() => setSelectedIds((ids) => ids.filter((id) => id !== item.inventoryId)))
          .catch(() => undefined),
    });
  };

  const handleMove = async (item: TInventoryItem, direction: -1 | 1) => {
    const index = list.findIndex((row) => row.inventoryId === item.inventoryId);
    const position = rowNumber(index, page, INVENTORY_PAGE_SIZE) - 1 + direction;
    // The neighbour of a page's first or last row sits on the page before or after.
    const neighbour = list[index + direction] ?? (await fetchInventoryAt(filter, position).catch(() => null));
    if (neighbour) swapOrder.mutate(swapSortOrders(item, neighbour));
  };

  const actions = {
    onChange: (item: TInventoryItem) => setDialog({ kind: 'change', item }),
    onDetail: (item: TInventoryItem) => setDialog({ kind: 'detail', inventoryId: item.inventoryId }),
    onEdit: (item: TInventoryItem) => setDialog({ kind: 'form', item }),
    onDelete: handleDelete,
  };
  const order = {
    isUpShown: (index: number) => isUpVisible(index, page),
    isDownShown: (index: number) => isDownVisible(index, page, totalCount, INVENTORY_PAGE_SIZE),
    isBusy: swapOrder.isPending,
    onMove: (item: TInventoryItem, direction: -1 | 1) => void handleMove(item, direction),
  };
  const emptyText = t(key ? 'inventory.emptySearch' : 'inventory.empty');

  if (typesQuery.isSuccess && types.length === 0) {
    return (
      <div className="inventory-page">
        <Empty description={t('inventory.noTypes')}>
          {isRouteAvailable(TYPES_PATH) ? (
            <Link to={TYPES_PATH}>
              <Button type="primary">{t('inventory.goToTypes')}</Button>
            </Link>
          ) : null}
        </Empty>
      </div>
    );
  }

  const columns = inventoryColumns({
    t,
    money,
    isTypeShown: routeTypeId === undefined,
    order,
    actions,
  });

  const toolbar = (
    <div className="inventory-toolbar">
      <span className="inventory-toolbar__filters">
        <Input.Search
          className="inventory-search"
          allowClear
          placeholder={t('inventory.searchPlaceholder')}
          aria-label={t('inventory.searchPlaceholder')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => {
            setKey(value.trim());
            handlePage(1);
          }}
        />
        {routeTypeId === undefined ? (
          <Select
            className="inventory-type-filter"
            allowClear
            placeholder={t('inventory.allTypes')}
            aria-label={t('inventory.fields.type')}
            value={chosenTypeId}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
            onChange={(value) => {
              setChosenTypeId(value);
              handlePage(1);
            }}
          />
        ) : null}
      </span>
      <span className="inventory-toolbar__buttons">
        <Button
          icon={<SwapOutlined aria-hidden />}
          disabled={selectedItems.length === 0}
          onClick={() => setDialog({ kind: 'batch', items: selectedItems })}
        >
          {t('inventory.batchChange', { count: selectedItems.length })}
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ kind: 'form', item: null })}
        >
          {t('inventory.add')}
        </Button>
      </span>
    </div>
  );

  const listView = (
    <ResponsivePagedList<TInventoryItem>
      rows={list}
      rowKey="inventoryId"
      columns={columns}
      renderCard={(item, index) => (
        <InventoryCard
          item={item}
          index={index}
          money={money}
          selectedIds={selectedIds}
          onSelect={(inventoryId, isSelected) =>
            setSelectedIds((ids) => (isSelected ? [...ids, inventoryId] : ids.filter((id) => id !== inventoryId)))
          }
          order={order}
          {...actions}
        />
      )}
      query={listQuery}
      isBusy={swapOrder.isPending}
      emptyText={emptyText}
      pager={{
        page,
        pageSize: INVENTORY_PAGE_SIZE,
        totalCount,
        totalText: (count) => t('inventory.total', { count }),
        onPage: handlePage,
      }}
      table={{
        size: 'small',
        rowClassName: (item) => (item.isLow ? 'inventory-row--low' : ''),
        rowSelection: {
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
          columnWidth: 36,
          getCheckboxProps: (item) => ({ 'aria-label': t('inventory.selectNamed', { name: itemLabel(item) }) }),
        },
        tableLayout: 'fixed',
        scroll: { x: columnsWidth(columns) + 36 },
      }}
    />
  );

  return (
    <div className="inventory-page">
      {routeType ? <h2 className="inventory-page__title">{routeType.name}</h2> : null}
      {toolbar}
      {listView}
      {dialog?.kind === 'form' ? (
        <InventoryFormDialog
          item={dialog.item}
          types={types}
          defaultTypeId={typeId ?? null}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'change' ? <InventoryChangeDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'batch' ? (
        <InventoryBatchChangeDialog items={dialog.items} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <InventoryDetailDrawer inventoryId={dialog.inventoryId} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
