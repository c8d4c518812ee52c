import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';

type TProps = {
  isPending: boolean;
  /** Rows on this page; none shows `emptyText`. */
  count: number;
  emptyText: string;
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  /** The pager's class, for the feature's own spacing. */
  paginationClassName?: string;
  /** The page's cards. */
  children: ReactNode;
};

/** A list page's phone view: a skeleton while loading, the empty text, or the cards with a small pager under them. */
export function PhonePagedList(props: TProps) {
  if (props.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (props.count === 0) return <Empty description={props.emptyText} />;
  return (
    <>
      {props.children}
      {props.totalCount > props.pageSize ? (
        <Pagination
          className={props.paginationClassName}
          size="small"
          current={props.page}
          pageSize={props.pageSize}
          total={props.totalCount}
          showSizeChanger={false}
          onChange={props.onPage}
        />
      ) : null}
    </>
  );
}
