import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '../../../../../contract/customers';
import { useShopMoney } from '../../../lib/use-shop-money';
import { CustomerTags } from './customer-tags';

type TCustomerCardsProps = {
  list: readonly TCustomer[];
  isLoading: boolean;
  emptyText: string;
  onOpen: (id: number) => void;
};

/** A customer as a tappable card that opens the customer: a search result, or a row of all customers on a phone. */
export function CustomerCard({ customer, onOpen }: { customer: TCustomer; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  return (
    <li>
      <button
        type="button"
        className="customer-card"
        aria-label={t('customers.openNamed', { name: customer.customName })}
        onClick={() => onOpen(customer.id)}
      >
        <span className="customer-card__main">
          <span className="customer-card__name">{customer.customName}</span>
          <span className="customer-card__phone">
            <PhoneOutlined aria-hidden /> {customer.customPhone}
          </span>
          <CustomerTags customer={customer} />
        </span>
        <span className="customer-card__side">
          {customer.vipFlag !== 0 ? (
            <span className="customer-card__balance">
              <span className="customer-muted">{t('customers.field.balance')}</span>
              <strong>{money(customer.availableBalance)}</strong>
            </span>
          ) : null}
          <RightOutlined aria-hidden className="customer-muted" />
        </span>
      </button>
    </li>
  );
}

/** The search results as cards, whatever the screen. */
export function CustomerCards({ list, isLoading, emptyText, onOpen }: TCustomerCardsProps) {
  if (isLoading && list.length === 0) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.length === 0) return <Empty description={emptyText} />;

  return (
    <ul className="customer-cards">
      {list.map((customer) => (
        <CustomerCard key={customer.id} customer={customer} onOpen={onOpen} />
      ))}
    </ul>
  );
}
