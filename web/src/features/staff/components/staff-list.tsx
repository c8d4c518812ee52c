import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { ResponsivePagedList, type TListQuery } from '../../../lib/responsive-paged-list';
import { StaffCard } from './staff-card';
import { useStaffColumns } from './staff-columns';
import { isResigned, type TStaffListProps } from './staff-row-parts';

/**
 * The staff list (SPEC §2.16), unpaged: the table on a desktop, a card each on a phone. The table's spinner shows only
 * for the first load: a switch or a move refetches the list, and its own control already shows that it is busy.
 */
export function StaffList({ query, ...props }: TStaffListProps & { query: TListQuery }) {
  const { t } = useTranslation();
  const columns = useStaffColumns(props);
  return (
    <ResponsivePagedList<TStaff>
      rows={props.list}
      rowKey="id"
      columns={columns}
      renderCard={(staff, index) => <StaffCard {...props} staff={staff} index={index} />}
      query={{ ...query, isFetching: query.isPending }}
      emptyText={t('staff.noMatch')}
      errorText={t('staff.loadError')}
      table={{
        scroll: { x: 1280 },
        rowClassName: (staff) => (isResigned(staff) ? 'staff-row--resigned' : ''),
      }}
    />
  );
}
