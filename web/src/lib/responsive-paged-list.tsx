import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import Table, { type ColumnsType, type TablePaginationConfig, type TableProps } from 'antd/es/table';
import { Fragment, type Key, type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusableScroll } from './focusable-scroll';
import { useSession } from './session.store';
import './responsive-paged-list.css';

/** A phone has less height to give: a table body that scrolls inside the page scrolls within this on a phone. */
const PHONE_BODY_HEIGHT = 550;

/** A server-paged list's place and how to move it. */
export type TPager = {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  /** The sizes a desktop may choose from, with `onPageSize`; without them the size is fixed. */
  pageSizes?: number[];
  /** A new size (the list then goes back to page 1). */
  onPageSize?: (pageSize: number) => void;
  /** The count beside the desktop pager. */
  totalText?: (count: number) => string;
};

/** What the list reads of its query (TanStack Query's result has it all). */
export type TListQuery = {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  data?: unknown;
  refetch: () => unknown;
};

/** The table settings a list may add to the ones this component owns (rows, columns, loading, pager, empty text). */
export type TTableSettings<T> = Pick<
  TableProps<T>,
  'size' | 'scroll' | 'tableLayout' | 'onRow' | 'rowClassName' | 'rowSelection' | 'expandable'
>;

type TProps<T> = {
  /** The rows of the page on screen. */
  rows: readonly T[];
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  /**
   * One row's card on a phone, an `<li>` of the list. Without it a phone gets the table too, in its small size
   * (a list whose phone view is a narrow table passes narrower columns itself).
   */
  renderCard?: (row: T, index: number) => ReactNode;
  /**
   * The list's read: a skeleton on a phone before its first answer, the table's spinner while it reads, and its
   * error with a retry in place of the list when nothing came.
   */
  query: TListQuery;
  /** A write in flight, which the table's spinner shows too. */
  isBusy?: boolean;
  emptyText: string;
  /** The error's text when the list does not show the server's. */
  errorText?: string;
  /** Without it the rows are the whole list and there is no pager. */
  pager?: TPager;
  table?: TTableSettings<T>;
};

/**
 * The one pager of a list, for its table or its cards: shown only while there is another page to go to (or, on a
 * desktop with sizes to choose, more rows than the smallest size); a desktop adds the size changer and the count.
 */
export function pagerConfig(pager: TPager, isPhone: boolean): TablePaginationConfig | false {
  const sizes = isPhone || !pager.onPageSize ? undefined : pager.pageSizes;
  if (pager.totalCount <= Math.min(pager.pageSize, ...(sizes ?? []))) return false;
  return {
    current: pager.page,
    pageSize: pager.pageSize,
    total: pager.totalCount,
    showSizeChanger: sizes !== undefined,
    pageSizeOptions: sizes,
    size: isPhone ? 'small' : undefined,
    showTotal: isPhone ? undefined : pager.totalText,
    onChange: (page, pageSize) => {
      if (pageSize !== pager.pageSize) pager.onPageSize?.(pageSize);
      pager.onPage(pageSize === pager.pageSize ? page : 1);
    },
  };
}

/**
 * The props of a table row that opens something (a detail, a drawer): a click, or Enter or Space on the focused row,
 * so a keyboard reaches what a mouse does (WCAG 2.1.1). Keys pressed on a control inside the row are the control's.
 */
export function openableRow(open: () => void, className?: string) {
  return {
    onClick: open,
    tabIndex: 0,
    className,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open();
    },
  };
}

/**
 * A list page's list: a table on a desktop, the cards on a phone (the session's `phoneDevice`), with one pager, one
 * empty state, a skeleton while the first page loads and the load error with a retry.
 */
export function ResponsivePagedList<T extends object>(props: TProps<T>) {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const { query } = props;
  const pagination = props.pager ? pagerConfig(props.pager, isPhone) : false;
  const tableRef = useRef<HTMLDivElement>(null);
  useFocusableScroll(tableRef, t('common.tableScrolls'));
  const empty = <Empty description={props.emptyText} />;

  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={props.errorText ?? query.error.message}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  if (isPhone && props.renderCard) {
    if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
    if (props.rows.length === 0) return empty;
    return (
      <>
        <ul className="paged-list-cards">
          {props.rows.map((row, index) => (
            <Fragment key={row[props.rowKey] as Key}>{props.renderCard?.(row, index)}</Fragment>
          ))}
        </ul>
        {pagination ? <Pagination className="paged-list-pager" {...pagination} /> : null}
      </>
    );
  }

  const { size = 'middle', scroll, ...settings } = props.table ?? {};
  return (
    <div ref={tableRef}>
      <Table<T>
        {...settings}
        rowKey={props.rowKey}
        size={isPhone ? 'small' : size}
        columns={props.columns}
        dataSource={props.rows}
        loading={query.isFetching || props.isBusy}
        pagination={pagination}
        // A phone's narrow columns need no sideways scroll; a body that scrolls on a desktop scrolls, shorter, here.
        scroll={isPhone ? (scroll?.y ? { y: PHONE_BODY_HEIGHT } : undefined) : scroll}
        locale={{ emptyText: empty }}
      />
    </div>
  );
}
