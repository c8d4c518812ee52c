import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { genericErrorText } from '../../../lib/error-text';

type TProps = {
  title: string;
  isSaving: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The inventory screens' edit dialog, as the project forms have it: closed only by its buttons (no Escape, no click
 * outside), confirm and cancel in the shell's words, a spinner on confirm while saving.
 */
export function InventoryDialog({ title, isSaving, onOk, onClose, children }: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={isSaving}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/** The text of a failed save: the server's message, or the generic fault. */
export const saveErrorText = (error: unknown) => (error instanceof Error ? error.message : genericErrorText());
