import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '../../../../../contract/customers';
import { useCustomerMatches } from '../api';
import type { TCustomerChoice, TPickedCustomer } from '../bookkeeping.form';

/** Typing looks the customer book up after a short pause, not on every key. */
const LOOKUP_DELAY_MS = 300;

export const pickedOf = (customer: TCustomer): TPickedCustomer => ({
  id: customer.id,
  customName: customer.customName,
  customPhone: customer.customPhone,
  vipFlag: customer.vipFlag,
  cardNo: customer.cardNo,
  balance: customer.vipFlag !== 0 ? customer.availableBalance : null,
});

type TSearchProps = {
  id: string;
  value: TPickedCustomer | null;
  onChange: (customer: TPickedCustomer | null) => void;
  isMembersOnly: boolean;
  isDisabled?: boolean;
};

/** The customer book searched by name or phone; a member recharge lists members only. */
export function CustomerSearch({ id, value, onChange, isMembersOnly, isDisabled }: TSearchProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(typed.trim().slice(0, 30)), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useCustomerMatches(key, isMembersOnly);
  const list = key ? (matches.data?.list ?? []) : [];
  const byId = new Map(list.map((customer) => [customer.id, customer]));
  const options = list.map((customer) => ({
    value: customer.id,
    label: (
      <span className="bk-option">
        {customer.customName}
        {customer.customPhone ? <span className="bk-muted"> · {customer.customPhone}</span> : null}
        {customer.vipFlag !== 0 ? <Tag color="gold">{t('bookkeeping.customer.member')}</Tag> : null}
      </span>
    ),
  }));
  if (value && !byId.has(value.id)) {
    options.unshift({ value: value.id, label: <span className="bk-option">{value.customName}</span> });
  }
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value?.id}
      onChange={(customerId) => {
        const customer = byId.get(customerId);
        onChange(customer ? pickedOf(customer) : null);
      }}
      onClear={() => onChange(null)}
      allowClear
      disabled={isDisabled}
      options={options}
      loading={matches.isFetching}
      placeholder={t('bookkeeping.customer.searchPlaceholder')}
      notFoundContent={key ? t('bookkeeping.customer.noMatch') : t('bookkeeping.customer.typeToSearch')}
      style={{ width: '100%' }}
    />
  );
}

type TPickedProps = { customer: TPickedCustomer; balance: number | null; money: (cents: number) => string };

/** A chosen customer: member or not, and a member card's balance when known. */
export function PickedCustomer({ customer, balance, money }: TPickedProps) {
  const { t } = useTranslation();
  return (
    <div className="bk-picked" data-testid="picked-customer">
      <strong>{customer.customName}</strong>
      {customer.customPhone ? <span className="bk-muted">{customer.customPhone}</span> : null}
      {customer.vipFlag !== 0 ? (
        <>
          <Tag color="gold">{t('bookkeeping.customer.member')}</Tag>
          {balance !== null ? <span>{t('bookkeeping.customer.balance', { balance: money(balance) })}</span> : null}
        </>
      ) : (
        <Tag>{t('bookkeeping.customer.regular')}</Tag>
      )}
    </div>
  );
}

type TSectionProps = {
  value: TCustomerChoice;
  onChange: (choice: TCustomerChoice) => void;
  errors: Record<string, string>;
  memberBalance: number | null;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

/** A front-desk bill's customer: one of the book, a walk-in's name and phone, or nobody (SPEC §2.9). */
export function CustomerSection({ value, onChange, errors, memberBalance, money, isDisabled }: TSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('bookkeeping.customer.kind')}>
        <Radio.Group
          value={value.kind}
          disabled={isDisabled}
          aria-label={t('bookkeeping.customer.kind')}
          onChange={(event) => {
            const kind = event.target.value as TCustomerChoice['kind'];
            if (kind === 'none') onChange({ kind });
            else if (kind === 'customer') onChange({ kind, customer: null });
            else onChange({ kind, name: '', phone: '' });
          }}
          optionType="button"
          className="bk-choice"
        >
          <Radio.Button value="none">{t('bookkeeping.customer.none')}</Radio.Button>
          <Radio.Button value="customer">{t('bookkeeping.customer.book')}</Radio.Button>
          <Radio.Button value="walkIn">{t('bookkeeping.customer.walkIn')}</Radio.Button>
        </Radio.Group>
      </Form.Item>
      {value.kind === 'customer' ? (
        <Form.Item
          label={t('bookkeeping.customer.search')}
          htmlFor="bk-customer"
          validateStatus={errors.customerId ? 'error' : undefined}
          help={errors.customerId}
        >
          <CustomerSearch
            id="bk-customer"
            value={value.customer}
            isMembersOnly={false}
            isDisabled={isDisabled}
            onChange={(customer) => onChange({ kind: 'customer', customer })}
          />
          {value.customer ? <PickedCustomer customer={value.customer} balance={memberBalance} money={money} /> : null}
        </Form.Item>
      ) : null}
      {value.kind === 'walkIn' ? (
        <div className="bk-row">
          <Form.Item
            label={t('bookkeeping.customer.name')}
            htmlFor="bk-walkin-name"
            validateStatus={errors.customName ? 'error' : undefined}
            help={errors.customName}
          >
            <Input
              id="bk-walkin-name"
              value={value.name}
              maxLength={40}
              disabled={isDisabled}
              autoComplete="off"
              onChange={(event) => onChange({ ...value, name: event.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('bookkeeping.customer.phone')}
            htmlFor="bk-walkin-phone"
            validateStatus={errors.customPhone ? 'error' : undefined}
            help={errors.customPhone}
          >
            <Input
              id="bk-walkin-phone"
              value={value.phone}
              maxLength={24}
              inputMode="tel"
              disabled={isDisabled}
              autoComplete="off"
              onChange={(event) => onChange({ ...value, phone: event.target.value })}
            />
          </Form.Item>
        </div>
      ) : null}
    </>
  );
}
