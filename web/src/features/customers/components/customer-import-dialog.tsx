import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Upload, { type UploadProps } from 'antd/es/upload';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerImportField } from '../../../../../contract/csv';
import {
  CUSTOMER_IMPORT_MAX_ROWS,
  type TCustomerImportRow,
  type TCustomImportOutput,
} from '../../../../../contract/customer-import';
import { currentLanguage } from '../../../lib/i18n.setup';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useImportCustomers } from '../api';
import { legacyEncodingFor, readCustomerCsv, type TCustomerCsv } from '../customers.import';

/** How many rows the preview shows: enough to see the columns landed in the right fields. */
const PREVIEW_ROWS = 5;
const REPORT_PAGE_SIZE = 10;
/** The label of each field a report line or a missing column can name. */
const FIELD_LABEL_KEYS: Record<string, string> = {
  customName: 'customers.field.name',
  customPhone: 'customers.field.phone',
  birth: 'customers.field.birth',
  remark: 'customers.field.remark',
  rating: 'customers.field.rating',
};
const SEPARATOR_KEYS = { ',': 'customers.import.separator.comma', ';': 'customers.import.separator.semicolon' };

type TPreviewRow = TCustomerImportRow & { row: number };
type TReportLine = TCustomImportOutput['errors'][number];
type TFileState = { name: string; csv: TCustomerCsv } | { name: string; isUnreadable: true };

/** A file the dry run can check: both required columns, at least one row and no more than the server takes. */
const isCheckable = (csv: TCustomerCsv) =>
  csv.missingColumns.length === 0 && csv.rows.length > 0 && csv.rows.length <= CUSTOMER_IMPORT_MAX_ROWS;

type TCustomerImportDialogProps = { onClose: () => void };

/**
 * Customers from a CSV file (custom/import): the file is read in the browser, checked by a dry run that reports each
 * row the add-customer rules refuse, and imported on request with one nonce per submission.
 */
export function CustomerImportDialog({ onClose }: TCustomerImportDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const check = useImportCustomers();
  const save = useImportCustomers();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const [file, setFile] = useState<TFileState | null>(null);

  const csv = file && 'csv' in file ? file.csv : null;
  const rows = csv?.rows ?? [];
  const isTooLong = rows.length > CUSTOMER_IMPORT_MAX_ROWS;
  const isReadable = csv !== null && isCheckable(csv);
  const report = isReadable ? check.data : undefined;
  const imported = save.data;
  const fieldLabel = (field: string) => (FIELD_LABEL_KEYS[field] ? t(FIELD_LABEL_KEYS[field]) : field || '—');
  const count = (value: number) => new Intl.NumberFormat(language).format(value);

  const handleFile = async (chosen: File) => {
    check.reset();
    save.reset();
    nonceKeeper.finish();
    let reading: TCustomerCsv;
    try {
      reading = readCustomerCsv(await chosen.arrayBuffer(), legacyEncodingFor(language));
    } catch {
      setFile({ name: chosen.name, isUnreadable: true });
      return;
    }
    setFile({ name: chosen.name, csv: reading });
    if (isCheckable(reading)) check.mutate({ rows: reading.rows, isDryRun: true });
  };

  const handleImport = () => {
    const input = { rows, isDryRun: false };
    save.mutate(
      { ...input, nonce: nonceKeeper.nonceFor(input) },
      {
        onSuccess: () => nonceKeeper.finish(),
        // A transport failure may have reached the server: trying again reuses the nonce, so nothing is added twice.
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
        },
      },
    );
  };

  /** The file stays in the browser: beforeUpload reads it and returns false, so antd uploads nothing. */
  const uploadProps: UploadProps = {
    accept: '.csv,text/csv',
    multiple: false,
    showUploadList: false,
    disabled: save.isPending,
    beforeUpload: (chosen) => {
      void handleFile(chosen);
      return false;
    },
  };

  const previewColumns: ColumnsType<TPreviewRow> = [
    { key: 'row', dataIndex: 'row', title: t('customers.import.row'), width: 64, align: 'right' },
    { key: 'customName', dataIndex: 'customName', title: t('customers.field.name') },
    { key: 'customPhone', dataIndex: 'customPhone', title: t('customers.field.phone') },
    { key: 'birth', dataIndex: 'birth', title: t('customers.field.birth') },
    { key: 'remark', dataIndex: 'remark', title: t('customers.field.remark'), ellipsis: true },
  ];
  const reportColumns: ColumnsType<TReportLine> = [
    { key: 'row', dataIndex: 'row', title: t('customers.import.row'), width: 64, align: 'right' },
    { key: 'field', title: t('customers.import.field'), width: 120, render: (_, line) => fieldLabel(line.field) },
    { key: 'msg', dataIndex: 'msg', title: t('customers.import.problem') },
  ];

  const renderFileProblem = () => {
    if (!file) return null;
    if (!csv) return <Alert type="error" showIcon title={t('customers.import.unreadable')} />;
    if (csv.missingColumns.length > 0) {
      const columns = new Intl.ListFormat(language, { type: 'conjunction' }).format(
        csv.missingColumns.map((field: TCustomerImportField) => fieldLabel(field)),
      );
      return (
        <Alert
          type="error"
          showIcon
          title={t('customers.import.missingColumns', { columns })}
          description={t('customers.import.header')}
        />
      );
    }
    if (rows.length === 0) return <Alert type="error" showIcon title={t('customers.import.empty')} />;
    if (isTooLong) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('customers.import.tooMany', { rows: count(rows.length), max: count(CUSTOMER_IMPORT_MAX_ROWS) })}
        />
      );
    }
    return null;
  };

  const renderReport = () => {
    if (!isReadable) return null;
    if (check.isPending) {
      return (
        <div className="customer-import__checking" aria-live="polite">
          <Spin size="small" /> {t('customers.import.checking')}
        </div>
      );
    }
    if (check.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={check.error.message}
          action={
            <Button size="small" onClick={() => check.mutate({ rows, isDryRun: true })}>
              {t('common.retry')}
            </Button>
          }
        />
      );
    }
    if (!report) return null;
    const hasErrors = report.errors.length > 0;
    return (
      <section className="customer-import__section" aria-label={t('customers.import.reportTitle')}>
        <Alert
          type={report.validCount === 0 ? 'error' : hasErrors ? 'warning' : 'success'}
          showIcon
          title={
            hasErrors
              ? t('customers.import.someValid', { valid: count(report.validCount), total: count(rows.length) })
              : t('customers.import.allValid', { total: count(rows.length) })
          }
        />
        {hasErrors ? (
          <Table<TReportLine>
            rowKey={(line) => `${line.row}-${line.field}`}
            size="small"
            columns={reportColumns}
            dataSource={report.errors}
            pagination={
              report.errors.length > REPORT_PAGE_SIZE
                ? { pageSize: REPORT_PAGE_SIZE, size: 'small', showSizeChanger: false }
                : false
            }
          />
        ) : null}
      </section>
    );
  };

  const footer = imported
    ? [
        <Button key="close" type="primary" onClick={onClose}>
          {t('common.close')}
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!report || report.validCount === 0}
          loading={save.isPending}
          onClick={handleImport}
        >
          {t('customers.import.submit', { count: report?.validCount ?? 0 })}
        </Button>,
      ];

  return (
    <Modal
      open
      title={t('customers.import.title')}
      width={760}
      footer={footer}
      mask={{ closable: false }}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="customer-import">
        {imported ? (
          <Alert type="success" showIcon title={t('customers.import.done', { count: imported.importedCount })} />
        ) : (
          <>
            {file ? (
              <Upload {...uploadProps}>
                <Button icon={<UploadOutlined aria-hidden />} disabled={save.isPending}>
                  {t('customers.import.chooseAnother')}
                </Button>
              </Upload>
            ) : (
              <Upload.Dragger {...uploadProps}>
                <p className="customer-import__icon">
                  <FileTextOutlined aria-hidden />
                </p>
                <p className="customer-import__choose">{t('customers.import.choose')}</p>
                <p className="customer-muted customer-import__hint">
                  {t('customers.import.hint', { max: count(CUSTOMER_IMPORT_MAX_ROWS) })}
                </p>
                <p className="customer-muted customer-import__hint">{t('customers.import.header')}</p>
              </Upload.Dragger>
            )}
            {save.isError ? <Alert type="error" showIcon title={save.error.message} /> : null}
          </>
        )}

        {file ? (
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'file', label: t('customers.import.file'), children: file.name },
              ...(csv
                ? [
                    { key: 'rows', label: t('customers.import.rows'), children: count(rows.length) },
                    { key: 'encoding', label: t('customers.import.encoding'), children: csv.encoding },
                    {
                      key: 'separator',
                      label: t('customers.import.separatorLabel'),
                      children: t(SEPARATOR_KEYS[csv.separator]),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}

        {renderFileProblem()}

        {isReadable && !imported ? (
          <section className="customer-import__section" aria-label={t('customers.import.previewTitle')}>
            <h3 className="customer-import__heading">
              {t('customers.import.preview', {
                shown: count(Math.min(PREVIEW_ROWS, rows.length)),
                total: count(rows.length),
              })}
            </h3>
            <Table<TPreviewRow>
              rowKey="row"
              size="small"
              columns={previewColumns}
              dataSource={rows.slice(0, PREVIEW_ROWS).map((row, index) => ({ ...row, row: index + 1 }))}
              pagination={false}
              scroll={{ x: 560 }}
            />
          </section>
        ) : null}

        {renderReport()}
      </div>
    </Modal>
  );
}
