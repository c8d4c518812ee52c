import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { type TCsvCell, toExportCsv } from '../../../lib/csv-export';
import { downloadText, safeFileName } from '../../../lib/file-download';

/** A report's export to CSV (for spreadsheets) and its printable view (the browser's print, frame hidden). */
export function ReportActions({ fileName, rows }: { fileName: string; rows: () => TCsvCell[][] }) {
  const { t } = useTranslation();
  return (
    <div className="stats-actions no-print">
      <Button
        icon={<DownloadOutlined />}
        onClick={() => downloadText(`${safeFileName(fileName)}.csv`, toExportCsv(rows()), 'text/csv')}
      >
        {t('stats.exportCsv')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('stats.print')}
      </Button>
    </div>
  );
}
