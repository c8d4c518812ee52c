import SearchOutlined from '@ant-design/icons/SearchOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { isSearchKeyLongEnough } from '../../../../../contract/search-keys';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useCustomerSearch } from '../api';
import { CustomerCards } from '../components/customer-cards';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomerImportDialog } from '../components/customer-import-dialog';
import { useOpenCustomer } from '../customers.navigation';
import '../customers.css';

/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;
const PHONE_LIKE = /^\+?[0-9][0-9 -]*$/;

/** SPEC §2.11 customer search: by name or phone; a phone may match a whole family, and all of them are listed. */
export function CustomerSearchPage() {
  const { t } = useTranslation();
  const openCustomer = useOpenCustomer();
  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [isAdding, setIsAdding] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchQuery = useCustomerSearch(key);
  const list = key ? (searchQuery.data?.list ?? []) : [];
  const totalCount = key ? (searchQuery.data?.totalCount ?? 0) : 0;

  const applySearch = (value: string) => {
    clearTimeout(timer.current);
    setKey(value.trim());
  };

  const handleChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => applySearch(value), SEARCH_DELAY_MS);
  };

  const trimmed = text.trim();
  const draft = PHONE_LIKE.test(trimmed) ? { customPhone: trimmed } : trimmed ? { customName: trimmed } : {};

  return (
    <div className="customers-page">
      <div className="customers-toolbar">
        <Input.Search
          className="customers-toolbar__search"
          size="large"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('customers.search.placeholder')}
          aria-label={t('customers.search.placeholder')}
          enterButton={t('customers.search.button')}
          value={text}
          onChange={(event) => handleChange(event.target.value)}
          onSearch={applySearch}
          loading={Boolean(key) && searchQuery.isFetching}
        />
        <Button type="primary" size="large" icon={<UserAddOutlined aria-hidden />} onClick={() => setIsAdding(true)}>
          {t('customers.add')}
        </Button>
        <Button size="large" icon={<UploadOutlined aria-hidden />} onClick={() => setIsImporting(true)}>
          {t('customers.import.button')}
        </Button>
      </div>

      {key && !isSearchKeyLongEnough(key) ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={errorText('SEARCH_KEY_TOO_SHORT', currentLanguage())}
        />
      ) : key ? (
        <>
          {searchQuery.isSuccess ? (
            <p className="customer-muted customers-count" aria-live="polite">
              {t('customers.search.found', { count: totalCount })}
              {totalCount > list.length ? ` ${t('customers.search.refine', { count: list.length })}` : ''}
            </p>
          ) : null}
          <CustomerCards
            list={list}
            isLoading={searchQuery.isFetching}
            emptyText={t('customers.search.none', { key })}
            onOpen={openCustomer}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.search.hint')} />
      )}

      {isAdding ? (
        <CustomerFormDialog
          customer={null}
          draft={draft}
          onSaved={(customer) => {
            setText(customer.customPhone);
            applySearch(customer.customPhone);
          }}
          onClose={() => setIsAdding(false)}
        />
      ) : null}

      {isImporting ? <CustomerImportDialog onClose={() => setIsImporting(false)} /> : null}
    </div>
  );
}
