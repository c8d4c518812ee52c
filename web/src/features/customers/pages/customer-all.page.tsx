import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '../../../../../contract/customers';
import { exportAmount, toExportCsv } from '../../../lib/csv-export';
import { downloadText } from '../../../lib/file-download';
import { currentLanguage } from '../../../lib/i18n.setup';
import { openableRow, ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { useShopMoney } from '../../../lib/use-shop-money';
import { fetchAllCustomers, type TCustomerListInput, useCustomerList } from '../api';
import { CustomerCard } from '../components/customer-cards';
import { CustomerImportDialog } from '../components/customer-import-dialog';
import { CustomerTags } from '../components/customer-tags';
import { formatDay, formatMoment } from '../customers.format';
import { useOpenCustomer } from '../customers.navigation';
import '../customers.css';

type TUserType = TCustomerListInput['userType'];
const USER_TYPES: readonly TUserType[] = [0, 1, 2];
const PAGE_SIZES = [10, 20, 50, 100];

/**
 * SPEC §2.11 all customers (behind the internal password): filter by user type, a page at a time, CSV export, and
 * CSV import.
 */
export function CustomerAllPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const isPhone = useSession((state) => state.phoneDevice);
  const openCustomer = useOpenCustomer();
  const [userType, setUserType] = useState<TUserType>(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [isImporting, setIsImporting] = useState(false);

  const listQuery = useCustomerList({ curPage: page, limit: pageSize, key: '', userType });
  const list = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  const [isExporting, setIsExporting] = useState(false);

  /** Exports every customer of the chosen user type, whatever page is on screen. */
  const handleExport = async () => {
    setIsExporting(true);
    let customers: TCustomer[];
    try {
      customers = await fetchAllCustomers(userType);
    } catch {
      // The rpc client has shown the error.
      return;
    } finally {
      setIsExporting(false);
    }
    const header = [
      t('customers.field.name'),
      t('customers.field.phone'),
      t('customers.field.email'),
      t('customers.field.birth'),
      t('customers.field.userType'),
      t('customers.field.cardNo'),
      t('customers.field.balance'),
      t('customers.field.visitCount'),
      t('customers.field.totalSpend'),
      t('customers.field.status'),
      t('customers.field.createTime'),
    ];
    const rows = customers.map((customer) => [
      customer.customName,
      customer.customPhone,
      customer.email,
      customer.birth,
      t(customer.vipFlag !== 0 ? 'customers.userType.2' : 'customers.userType.1'),
      customer.cardNo,
      exportAmount(customer.availableBalance),
      customer.visitCount,
      exportAmount(customer.totalSpend),
      t(`customers.status.${customer.status}`),
      customer.createTime,
    ]);
    downloadText('customers.csv', toExportCsv([header, ...rows]), 'text/csv');
  };

  const columns: ColumnsType<TCustomer> = [
    {
      key: 'customName',
      title: t('customers.field.name'),
      width: 180,
      render: (_, customer) => (
        <Button
          type="link"
          className="customer-link"
          onClick={(event) => {
            event.stopPropagation();
            openCustomer(customer.id);
          }}
        >
          {customer.customName}
        </Button>
      ),
    },
    { key: 'customPhone', dataIndex: 'customPhone', title: t('customers.field.phone'), width: 160 },
    {
      key: 'tags',
      title: t('customers.field.userType'),
      render: (_, customer) =>
        customer.vipFlag === 0 && customer.status === 'normal' ? (
          <span className="customer-muted">{t('customers.userType.1')}</span>
        ) : (
          <CustomerTags customer={customer} />
        ),
    },
    {
      key: 'balance',
      title: t('customers.field.balance'),
      align: 'right',
      width: 130,
      render: (_, customer) => (customer.vipFlag !== 0 ? money(customer.availableBalance) : '—'),
    },
    { key: 'visitCount', dataIndex: 'visitCount', title: t('customers.field.visitCount'), align: 'right', width: 100 },
    {
      key: 'totalSpend',
      title: t('customers.field.totalSpend'),
      align: 'right',
      width: 130,
      render: (_, customer) => money(customer.totalSpend),
    },
    {
      key: 'birth',
      title: t('customers.field.birth'),
      width: 130,
      render: (_, customer) => formatDay(customer.birth, language),
    },
    {
      key: 'createTime',
      title: t('customers.field.createTime'),
      width: 160,
      render: (_, customer) => formatMoment(customer.createTime, language),
    },
  ];

  return (
    <div className="customers-page">
      <div className="customers-toolbar">
        <Segmented<TUserType>
          value={userType}
          onChange={(value) => {
            setUserType(value);
            setPage(1);
          }}
          options={USER_TYPES.map((value) => ({ value, label: t(`customers.userTypeFilter.${value}`) }))}
          aria-label={t('customers.field.userType')}
        />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          disabled={list.length === 0}
          loading={isExporting}
          onClick={() => void handleExport()}
        >
          {t('customers.exportCsv')}
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setIsImporting(true)}>
          {t('customers.import.button')}
        </Button>
        {listQuery.isSuccess && isPhone ? (
          <span className="customer-muted customers-toolbar__count">{t('customers.total', { count: totalCount })}</span>
        ) : null}
      </div>

      <ResponsivePagedList<TCustomer>
        rows={list}
        rowKey="id"
        columns={columns}
        renderCard={(customer) => <CustomerCard customer={customer} onOpen={openCustomer} />}
        query={listQuery}
        emptyText={t(`customers.emptyList.${userType}`)}
        pager={{
          page,
          pageSize,
          totalCount,
          pageSizes: PAGE_SIZES,
          totalText: (count) => t('customers.total', { count }),
          onPage: setPage,
          onPageSize: setPageSize,
        }}
        table={{
          onRow: (customer) => openableRow(() => openCustomer(customer.id), 'customer-row'),
          scroll: { x: 1000, y: 750 },
        }}
      />

      {isImporting ? <CustomerImportDialog onClose={() => setIsImporting(false)} /> : null}
    </div>
  );
}
