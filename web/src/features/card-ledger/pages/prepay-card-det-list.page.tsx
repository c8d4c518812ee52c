import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPrepayLedgerRow } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { useLedgerList, useReloadLedger } from '../api';
import { formatPaidTime, LEDGER_PAGE_SIZE, ledgerListInput, ledgerRowNumber } from '../card-ledger.format';
import { LedgerOrderBlock } from '../components/ledger-order-block';
import '../card-ledger.css';

const EMPTY_FILTERS = { cardNo: '', customPhone: '' };

/**
 * SPEC §2.12 member card transactions: page 1 loads on open; the card number and phone filters search on every
 * change, on Enter and on the Search button; Reset clears both and reloads. Pagination is previous, pager, next.
 */
export function PrepayCardDetListPage() {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const shop = useSession(selectCurrentShop);
  const language = currentLanguage();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const pageSize = LEDGER_PAGE_SIZE;
  const listQuery = useLedgerList(ledgerListInput(filters, page, pageSize));
  const reload = useReloadLedger();
  const rows = listQuery.data?.list ?? [];

  const handleFilterChange = (name: keyof typeof EMPTY_FILTERS, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };

  const handleSearch = () => {
    setPage(1);
    void reload();
  };

  const handleReset = () => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
    void reload();
  };

  const columns: ColumnsType<TPrepayLedgerRow> = [
    ...(isPhone
      ? []
      : [
          {
            key: 'index',
            title: t('cardLedger.index'),
            width: 70,
            render: (_: unknown, __: TPrepayLedgerRow, index: number) => ledgerRowNumber(index, page, pageSize),
          },
        ]),
    {
      key: 'order',
      title: t('cardLedger.order'),
      render: (_, row) => <LedgerOrderBlock row={row} language={language} />,
    },
    {
      key: 'paidTime',
      title: t('cardLedger.paidTime'),
      width: isPhone ? 84 : 200,
      render: (_, row) => {
        const paid = formatPaidTime(row.paidTime, language, shop?.timeZone, isPhone);
        return (
          <span className="ledger-paid-time">
            <span>{paid.date}</span> <span>{paid.time}</span>
          </span>
        );
      },
    },
  ];

  return (
    <div className="ledger-page">
      {/* Enter in either filter submits the form: the same as the Search button. */}
      <form
        className="ledger-filters"
        onSubmit={(event) => {
          event.preventDefault();
          handleSearch();
        }}
      >
        <Input
          className="ledger-filters__input"
          allowClear
          value={filters.cardNo}
          placeholder={t('cardLedger.cardNoPlaceholder')}
          aria-label={t('cardLedger.cardNoPlaceholder')}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => handleFilterChange('cardNo', event.target.value)}
        />
        <Input
          className="ledger-filters__input"
          allowClear
          value={filters.customPhone}
          placeholder={t('cardLedger.phonePlaceholder')}
          aria-label={t('cardLedger.phonePlaceholder')}
          maxLength={24}
          inputMode="tel"
          autoComplete="off"
          onChange={(event) => handleFilterChange('customPhone', event.target.value)}
        />
        <span className="ledger-filters__buttons">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            {t('cardLedger.search')}
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={handleReset}>
            {t('cardLedger.reset')}
          </Button>
        </span>
      </form>
      {/* SPEC §2.12: previous, pager and next only (no total, size changer or jumper). */}
      <ResponsivePagedList<TPrepayLedgerRow>
        rows={rows}
        rowKey="id"
        columns={columns}
        query={listQuery}
        emptyText={t('cardLedger.empty')}
        pager={{ page, pageSize, totalCount: listQuery.data?.totalCount ?? 0, onPage: setPage }}
        table={{ tableLayout: 'fixed', scroll: { y: 750 } }}
      />
    </div>
  );
}
