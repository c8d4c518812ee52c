import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TProduct } from '../../../../../contract/projects';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useSession } from '../../../lib/session.store';
import {
  fetchProductAt,
  PROJECT_PAGE_SIZE,
  useDeleteProduct,
  useProductList,
  useProductTypeList,
  useSwapSortOrder,
} from '../api';
import { ProjectColorCell } from '../components/project-color-cell';
import { ProjectFormDialog } from '../components/project-form-dialog';
import {
  isDownVisible,
  isUpVisible,
  readColorHistory,
  rememberColor,
  rowNumber,
  swapSortOrders,
} from '../projects.form';
import '../projects.css';
import { useShopMoney } from '../../../lib/use-shop-money';

const TYPES_PATH = '/frame/chooseProject/projectTypeManage';
/** Typing searches after a short pause, so each keystroke does not send a request. */
const SEARCH_DEBOUNCE_MS = 300;

type TDialog = { product: TProduct | null } | null;
type TRowMenu = { product: TProduct; x: number; y: number } | null;

/** Keeps clicks on a cell's own controls (swatch, order buttons, picker panel) from opening the phone row menu. */
const Contained = ({ children }: { children: ReactNode }) => (
  <span className="project-cell-controls" onClick={(event) => event.stopPropagation()}>
    {children}
  </span>
);

/** SPEC §2.15 project management: type tabs, search, the project list with colour and order, add/edit/delete. */
export function ProjectManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const screens = Grid.useBreakpoint();
  const isExtraSmall = !screens.sm;
  const isPhone = useSession((state) => state.phoneDevice);
  // Phones and narrow desktops (a tablet beside the type tabs) get the compact columns, so all of them fit.
  const isCompact = isPhone || !screens.lg;
  const language = currentLanguage();
  const money = useShopMoney();

  const typesQuery = useProductTypeList();
  const types = typesQuery.data?.list ?? [];
  const [chosenTypeId, setChosenTypeId] = useState<number | null>(null);
  // The first type is selected at first, and again when the chosen one is deleted.
  const activeTypeId = types.some((type) => type.id === chosenTypeId) ? chosenTypeId : (types[0]?.id ?? null);

  const [keyword, setKeyword] = useState('');
  const [searchKey, setSearchKey] = useState('');
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [rowMenu, setRowMenu] = useState<TRowMenu>(null);
  const [colorHistory, setColorHistory] = useState(readColorHistory);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const filter = { key: searchKey, productTypeId: activeTypeId ?? undefined };
  const listQuery = useProductList(
    { curPage: page, limit: PROJECT_PAGE_SIZE, ...filter },
    activeTypeId !== null && typesQuery.isSuccess,
  );
  const products = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;
  const deleteProduct = useDeleteProduct();
  const swapSortOrder = useSwapSortOrder();

  // A delete can empty the last page: show the one before it.
  useEffect(() => {
    if (listQuery.isSuccess && !listQuery.isPlaceholderData && products.length === 0 && page > 1) {
      setPage((current) => current - 1);
    }
  }, [listQuery.isSuccess, listQuery.isPlaceholderData, products.length, page]);

  const resetView = () => {
    setPage(1);
    setSelectedIds([]);
  };

  const applySearch = (value: string) => {
    clearTimeout(searchTimer.current);
    setSearchKey(value.trim());
    resetView();
  };

  const handleKeywordChange = (value: string) => {
    setKeyword(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => applySearch(value), SEARCH_DEBOUNCE_MS);
  };

  const handleTypeChange = (key: string) => {
    setChosenTypeId(Number(key));
    resetView();
  };

  const handleColorUsed = (color: string) => setColorHistory(rememberColor(color));

  const handleDelete = (product: TProduct) => {
    modal.confirm({
      title: t('projects.deleteTitle'),
      content: t('projects.deleteConfirm', { name: product.name }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteProduct
          .mutateAsync({ ...product, productId: product.id, delFlag: 1 })
          .then(() => setSelectedIds((ids) => ids.filter((id) => id !== product.id)))
          .catch(() => undefined),
    });
  };

  const handleMove = async (product: TProduct, rowIndex: number, direction: -1 | 1) => {
    const position = rowNumber(rowIndex, page, PROJECT_PAGE_SIZE) - 1 + direction;
    // The neighbour of a page's first or last row sits on the page before or after.
    const neighbour = products[rowIndex + direction] ?? (await fetchProductAt(filter, position).catch(() => null));
    if (!neighbour) return;
    swapSortOrder.mutate(swapSortOrders(product, neighbour));
  };

  const selectedProduct =
    selectedIds.length === 1 ? (products.find((product) => product.id === selectedIds[0]) ?? null) : null;

  const handleRowClick = (product: TProduct, event: MouseEvent) => {
    // The selection checkbox (shown on phones wider than extra-small) selects; it does not open the menu.
    const isSelectionCell = event.target instanceof Element && event.target.closest('.ant-table-selection-column');
    if (!isPhone || isSelectionCell) return;
    setRowMenu({ product, x: event.clientX, y: event.clientY });
  };

  const columns: ColumnsType<TProduct> = [
    ...(isPhone
      ? []
      : [
          {
            key: 'index',
            title: t('projects.columns.index'),
            width: isCompact ? 48 : 70,
            render: (_: unknown, __: TProduct, index: number) => rowNumber(index, page, PROJECT_PAGE_SIZE),
          },
        ]),
    {
      key: 'name',
      dataIndex: 'name',
      title: t('projects.columns.name'),
      ellipsis: !isCompact,
      className: 'project-name-cell',
    },
    {
      key: 'unitPrice',
      title: t('projects.columns.unitPrice'),
      align: 'right',
      width: isCompact ? 64 : 140,
      render: (_, product) => money(product.unitPrice),
    },
    {
      key: 'duration',
      title: t('projects.columns.duration'),
      align: 'right',
      width: isCompact ? 60 : 120,
      render: (_, product) =>
        new Intl.NumberFormat(language, {
          style: 'unit',
          unit: 'minute',
          unitDisplay: isCompact ? 'narrow' : 'short',
        }).format(product.duration),
    },
    {
      key: 'bgColor',
      title: t('projects.columns.color'),
      width: isCompact ? 64 : 90,
      render: (_, product) => (
        <Contained>
          <ProjectColorCell product={product} history={colorHistory} onColorUsed={handleColorUsed} />
        </Contained>
      ),
    },
    {
      key: 'order',
      title: t('projects.columns.order'),
      width: isCompact ? 64 : 110,
      render: (_, product, index) => (
        <Contained>
          <span className="project-order">
            {isUpVisible(index, page) ? (
              <Button
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                aria-label={t('projects.moveUpNamed', { name: product.name })}
                disabled={swapSortOrder.isPending}
                onClick={() => void handleMove(product, index, -1)}
              />
            ) : (
              <span className="project-order__gap" />
            )}
            {isDownVisible(index, page, totalCount, PROJECT_PAGE_SIZE) ? (
              <Button
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                aria-label={t('projects.moveDownNamed', { name: product.name })}
                disabled={swapSortOrder.isPending}
                onClick={() => void handleMove(product, index, 1)}
              />
            ) : null}
          </span>
        </Contained>
      ),
    },
  ];

  const toolbar = (
    <div className="projects-toolbar">
      <Input.Search
        className="projects-search"
        value={keyword}
        placeholder={t('projects.searchPlaceholder')}
        aria-label={t('projects.searchPlaceholder')}
        enterButton={t('projects.search')}
        allowClear
        onChange={(event) => handleKeywordChange(event.target.value)}
        onSearch={applySearch}
      />
      <span className="projects-toolbar__buttons">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ product: null })}>
          {t('projects.add')}
        </Button>
        {isExtraSmall ? null : (
          <>
            <Button
              icon={<EditOutlined aria-hidden />}
              disabled={!selectedProduct}
              onClick={() => selectedProduct && setDialog({ product: selectedProduct })}
            >
              {t('projects.update')}
            </Button>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              disabled={!selectedProduct}
              onClick={() => selectedProduct && handleDelete(selectedProduct)}
            >
              {t('projects.delete')}
            </Button>
          </>
        )}
      </span>
    </div>
  );

  const table = (
    <ResponsivePagedList<TProduct>
      rows={products}
      rowKey="id"
      columns={columns}
      query={listQuery}
      isBusy={swapSortOrder.isPending}
      emptyText={t(searchKey ? 'projects.emptySearch' : 'projects.empty')}
      pager={{
        page,
        pageSize: PROJECT_PAGE_SIZE,
        totalCount,
        totalText: (count) => t('projects.total', { count }),
        onPage: (next) => {
          setPage(next);
          setSelectedIds([]);
        },
      }}
      table={{
        size: isCompact ? 'small' : 'middle',
        rowSelection: isExtraSmall
          ? undefined
          : {
              selectedRowKeys: selectedIds,
              onChange: (keys) => setSelectedIds(keys.map(Number)),
              columnWidth: isCompact ? 36 : 48,
            },
        onRow: (product) => ({
          onClick: (event) => handleRowClick(product, event),
          className: isPhone ? 'project-row--tappable' : undefined,
        }),
        tableLayout: 'fixed',
        scroll: { y: 750 },
      }}
    />
  );

  if (typesQuery.isSuccess && types.length === 0) {
    return (
      <div className="projects-page">
        <Empty description={t('projects.noTypes')}>
          {isRouteAvailable(TYPES_PATH) ? (
            <Link to={TYPES_PATH}>
              <Button type="primary">{t('projects.goToTypes')}</Button>
            </Link>
          ) : null}
        </Empty>
      </div>
    );
  }

  return (
    <div className="projects-page">
      <Tabs
        className="projects-tabs"
        tabPlacement={isPhone ? 'top' : 'start'}
        activeKey={activeTypeId === null ? undefined : String(activeTypeId)}
        onChange={handleTypeChange}
        items={types.map((type) => ({
          key: String(type.id),
          label: type.name,
          children:
            type.id === activeTypeId ? (
              <div className="projects-pane">
                {toolbar}
                {table}
              </div>
            ) : null,
        }))}
      />
      {dialog ? (
        <ProjectFormDialog
          product={dialog.product}
          types={types}
          defaultTypeId={activeTypeId}
          colorHistory={colorHistory}
          onColorUsed={handleColorUsed}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {rowMenu ? (
        <Dropdown
          open
          trigger={['click']}
          onOpenChange={(isOpen) => {
            if (!isOpen) setRowMenu(null);
          }}
          menu={{
            items: [
              { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('projects.edit') },
              { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('projects.delete'), danger: true },
            ],
            onClick: ({ key }) => {
              const { product } = rowMenu;
              setRowMenu(null);
              if (key === 'edit') setDialog({ product });
              else handleDelete(product);
            },
          }}
        >
          <span className="project-row-menu-anchor" style={{ left: rowMenu.x, top: rowMenu.y }} />
        </Dropdown>
      ) : null}
    </div>
  );
}
