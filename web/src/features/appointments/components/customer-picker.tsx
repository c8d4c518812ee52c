import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSearchKeyLongEnough } from '../../../../../contract/search-keys';
import { type TCustomerLookup, useCustomerLookup } from '../api';

/** Typing looks the customer book up after a short pause, not on every key. */
const LOOKUP_DELAY_MS = 300;

type TInputProps = { value?: string; onChange?: (value: string) => void; placeholder: string; id?: string };

/** The name or phone field of a person (a plain input; the matches show under both fields). */
export function CustomerInput({ value, onChange, placeholder, id }: TInputProps) {
  return (
    <Input
      id={id}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      placeholder={placeholder}
      maxLength={30}
      allowClear
      autoComplete="off"
    />
  );
}

type TMatchesProps = {
  name: string;
  phone: string;
  onPick: (customer: TCustomerLookup) => void;
};

/**
 * The customer book's matches for what is typed (the name, else the phone): a tap picks the customer, who is booked
 * by id (the phone shown may be masked, ADR 021), and fills both fields. A name and phone that match nobody make a new
 * customer when the booking is saved (SPEC §2.8), and the row says so.
 */
export function CustomerMatches({ name, phone, onPick }: TMatchesProps) {
  const { t } = useTranslation();
  const typed = (name.trim() || phone.trim()).slice(0, 30);
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(isSearchKeyLongEnough(typed) ? typed : ''), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const lookup = useCustomerLookup(key);
  const list = key ? (lookup.data?.list ?? []) : [];
  const isExact = list.some(
    (c) =>
      c.customName.toLowerCase() === name.trim().toLowerCase() &&
      (phone.trim() === '' || c.customPhone === phone.trim()),
  );
  if (name.trim() === '' && phone.trim() === '') {
    return <p className="appoint-summary">{t('appointments.dialog.temporaryHint')}</p>;
  }
  return (
    <div className="appoint-matches" data-testid="customer-matches">
      {list.map((customer) => (
        <Button key={customer.id} size="small" type={isExact ? 'default' : 'dashed'} onClick={() => onPick(customer)}>
          {customer.customName}
          {customer.customPhone ? ` · ${customer.customPhone}` : ''}
          {customer.vipFlag === 1 ? <Tag color="gold">{t('appointments.kind.vip')}</Tag> : null}
          {customer.status === 'blacklisted' ? <Tag color="red">{t('appointments.blacklisted')}</Tag> : null}
        </Button>
      ))}
      {key && lookup.isSuccess && !isExact && name.trim() !== '' ? (
        <span className="appoint-summary">{t('appointments.dialog.newCustomer')}</span>
      ) : null}
    </div>
  );
}
