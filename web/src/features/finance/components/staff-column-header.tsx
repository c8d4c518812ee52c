import Popconfirm from 'antd/es/popconfirm';
import { useTranslation } from 'react-i18next';
import type { TBillColumn } from '../../../../../contract/bills';
import { notify } from '../../../lib/notify.bridge';
import { useLeaveJob } from '../api';
import { columnTone } from '../finance-table';

/**
 * A finance-table column header (SPEC §2.10): the staff member's name, red when off post (jobFlag 2) and blue for a
 * temporary employee. Clicking it offers 'leave post' or 'back at post' (bill/leaveJob).
 */
export function StaffColumnHeader({ column }: { column: TBillColumn }) {
  const { t } = useTranslation();
  const leaveJob = useLeaveJob();
  const tone = columnTone(column);
  const isAway = column.jobFlag === 2;
  const name = column.accountName;

  const handleConfirm = () =>
    leaveJob.mutateAsync({ shopAccountId: column.shopAccountId, jobFlag: isAway ? 0 : 2 }).catch((error: Error) => {
      notify.error(error.message);
    });

  return (
    <Popconfirm
      title={t(isAway ? 'financeTable.column.backConfirm' : 'financeTable.column.leaveConfirm', { name })}
      okText={t(isAway ? 'financeTable.column.backAtPost' : 'financeTable.column.leavePost')}
      cancelText={t('common.cancel')}
      onConfirm={handleConfirm}
    >
      <button
        type="button"
        className="finance-head"
        aria-label={t('financeTable.column.actions', { name })}
        aria-haspopup="dialog"
      >
        <span className="finance-head__name">{name}</span>
        {tone === 'away' ? <span className="finance-head__tag">{t('financeTable.column.away')}</span> : null}
        {tone === 'temporary' ? <span className="finance-head__tag">{t('financeTable.column.temporary')}</span> : null}
      </button>
    </Popconfirm>
  );
}
