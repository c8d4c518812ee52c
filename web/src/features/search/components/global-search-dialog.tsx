import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openReceipt } from '../../../lib/receipt.bridge';
import { useIsPathOpen } from '../../../lib/route.access';
import { useShopMoney } from '../../../lib/use-shop-money';
import { needsInsidePassword, useSearchAppointments, useSearchBills, useSearchCustomers } from '../api';
import { searchPlan } from '../search.rules';
import '../search.css';

/** Typing searches after a short pause, so each key press does not send three requests. */
const DEBOUNCE_MS = 250;
const BOARD = '/frame/appointNew';
const ORDER_HISTORY = '/frame/choosePerformance/orderHistory';
const customerPath = (id: number) => `/frame/chooseCustomerPage/customerDetail/${id}`;

type TResult = { key: string; label: ReactNode; detail?: ReactNode; open: (() => void) | null };

function ResultGroup({ title, results }: { title: string; results: TResult[] }) {
  if (results.length === 0) return null;
  return (
    <section className="global-search__group" aria-label={title}>
      <h3 className="global-search__title">{title}</h3>
      <ul className="global-search__list">
        {results.map((result) => (
          <li key={result.key}>
            <button
              type="button"
              className="global-search__result"
              onClick={result.open ?? undefined}
              disabled={!result.open}
            >
              <span className="global-search__label">{result.label}</span>
              {result.detail ? <span className="global-search__detail">{result.detail}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The global search (issue 22, Ctrl-K): customers by name, phone or card number, appointments by customer, bills by
 * number, each opening its screen. It asks the same list calls as those screens, so the same menus and the internal
 * password (bills) decide what it finds; a screen the account's menus do not open is listed but not opened.
 */
export function GlobalSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPathOpen = useIsPathOpen();
  const money = useShopMoney();
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const plan = searchPlan(key, {
    canAppointments: isPathOpen('/frame/appointmentHistory'),
    canFinance: isPathOpen(ORDER_HISTORY),
  });
  const customers = useSearchCustomers(key, plan.customers);
  const appointments = useSearchAppointments(key, plan.appointments);
  const bills = useSearchBills(key, plan.bills);

  const go = (path: string) => () => {
    onClose();
    navigate(path);
  };

  const customerResults: TResult[] = plan.customers
    ? (customers.data?.list ?? []).map((customer) => ({
        key: `c-${customer.id}`,
        label: customer.customName,
        detail: [customer.customPhone, customer.cardNo].filter(Boolean).join(' · '),
        open: isPathOpen(customerPath(customer.id)) ? go(customerPath(customer.id)) : null,
      }))
    : [];
  const appointmentResults: TResult[] = plan.appointments
    ? (appointments.data?.list ?? []).map((item) => {
        const isActive = item.delFlag === 0 && item.lostFlag === 0;
        return {
          key: `a-${item.id}`,
          label: `${item.appointDay} ${item.startTime} · ${item.customName || t('search.temporaryCustomer')}`,
          detail: isActive ? item.technicianName : <Tag>{item.delFlag ? t('search.deleted') : t('search.missed')}</Tag>,
          open: go(`${BOARD}/${item.appointDay}${isActive ? `?open=${item.id}` : ''}`),
        };
      })
    : [];
  const billResults: TResult[] = plan.bills
    ? (bills.data?.list ?? []).map((bill) => ({
        key: `b-${bill.id}`,
        label: bill.billOrderNo,
        detail: [bill.billDay, bill.customName, money(bill.actualAmount)].filter(Boolean).join(' · '),
        open: () => {
          onClose();
          openReceipt({ billId: bill.id, billOrderNo: bill.billOrderNo });
        },
      }))
    : [];
  if (plan.bills && needsInsidePassword(bills.error)) {
    billResults.push({ key: 'b-password', label: t('search.billsNeedPassword'), open: go(ORDER_HISTORY) });
  }

  const all = [...customerResults, ...appointmentResults, ...billResults];
  const isSearching = [customers, appointments, bills].some((query) => query.isFetching);
  const isKeyShort = text.trim() !== '' && !plan.customers && !plan.bills;
  const status = isKeyShort
    ? t('search.keyTooShort')
    : key && !isSearching && all.length === 0
      ? t('search.nothingFound')
      : '';

  return (
    <Modal open title={t('search.title')} onCancel={onClose} footer={null} destroyOnHidden className="global-search">
      <Input
        autoFocus
        allowClear
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => all.find((result) => result.open)?.open?.()}
      />
      <div className="global-search__results" aria-live="polite" aria-busy={isSearching}>
        <ResultGroup title={t('search.customers')} results={customerResults} />
        <ResultGroup title={t('search.appointments')} results={appointmentResults} />
        <ResultGroup title={t('search.bills')} results={billResults} />
        {status ? (
          <p className="global-search__status" role="status">
            {status}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
