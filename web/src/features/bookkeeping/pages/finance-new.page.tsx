import { BillForm } from '../components/bill-form';
import '../bookkeeping.css';

/** Front-desk bookkeeping (SPEC §2.9) at /frame/financeNew: a new bill or recharge. */
export function FinanceNewPage() {
  return (
    <div className="bk-page">
      <BillForm mode={{ kind: 'new' }} />
    </div>
  );
}
