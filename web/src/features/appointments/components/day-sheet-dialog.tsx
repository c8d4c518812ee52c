import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { TDayBoard } from '../api';
import { DaySheet, type TDaySheetLayout } from './day-sheet';

/** While the day sheet prints, the body carries this class and the print stylesheet shows only the sheet's copy. */
const PRINTING_CLASS = 'is-printing-day-sheet';

type TDaySheetDialogProps = { board: TDayBoard; title: string; shopName: string; onClose: () => void };

/**
 * The day sheet from the board's toolbar: a preview, the choice of one page per technician or one page for all, and
 * the browser's print dialog. The printed copy is a second rendering at the top of the body, so that the app's
 * frame, the board and the dialog itself stay off the paper.
 */
export function DaySheetDialog({ board, title, shopName, onClose }: TDaySheetDialogProps) {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<TDaySheetLayout>('perTechnician');
  useEffect(() => {
    const done = () => document.body.classList.remove(PRINTING_CLASS);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      done();
    };
  }, []);
  const handlePrint = () => {
    document.body.classList.add(PRINTING_CLASS);
    window.print();
  };
  const sheet = <DaySheet board={board} title={title} shopName={shopName} layout={layout} />;
  return (
    <Modal
      open
      width={900}
      title={t('appointments.sheet.title', { day: title })}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('appointments.action.cancel')}
        </Button>,
        <Button key="print" type="primary" icon={<PrinterOutlined aria-hidden />} onClick={handlePrint}>
          {t('appointments.sheet.print')}
        </Button>,
      ]}
    >
      <Segmented
        block
        className="day-sheet-layout"
        value={layout}
        onChange={(value) => setLayout(value as TDaySheetLayout)}
        options={[
          { value: 'perTechnician', label: t('appointments.sheet.perTechnician') },
          { value: 'allOnOne', label: t('appointments.sheet.allOnOne') },
        ]}
      />
      <div className="day-sheet-preview">{sheet}</div>
      {createPortal(<div className="day-sheet-print">{sheet}</div>, document.body)}
    </Modal>
  );
}
