import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillColumn, TBillDet } from '../../../../../contract/bills';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useTransferLine } from '../api';
import { transferTargets } from '../finance-table';

type TProps = {
  det: TBillDet;
  column: TBillColumn;
  /** The day's columns: whoever can bill and has no line on this bill yet may take the record. */
  columns: TBillColumn[];
  money: (cents: number) => string;
  onClose: () => void;
};
type TFormValues = { shopAccountId?: number; reason?: string };

/**
 * SPEC §2.9 technician adjustment (bill/transfer): select the technician and enter the reason, both required ('Please
 * select the technician and enter the reason'); any failure of the transfer reads 'Adjustment Failed' (SPEC §8).
 */
export function TransferDialog({ det, column, columns, money, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const transfer = useTransferLine();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const [formError, setFormError] = useState<string | null>(null);
  const targets = transferTargets(det, columns);

  const handleFinish = (values: TFormValues) => {
    const reason = (values.reason ?? '').trim();
    if (!values.shopAccountId || !reason) {
      setFormError(errorText('TECHNICIAN_AND_REASON_REQUIRED', language));
      return;
    }
    setFormError(null);
    const body = { lineId: det.id, shopAccountId: values.shopAccountId, reason };
    transfer.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.code === 401) return;
          const text =
            error instanceof RpcError && error.errorKey === 'TECHNICIAN_AND_REASON_REQUIRED'
              ? error.message
              : errorText('ADJUSTMENT_FAILED', language);
          setFormError(text);
          notify.error(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('financeTable.transfer.title')}
      okText={t('financeTable.transfer.save')}
      cancelText={t('common.cancel')}
      confirmLoading={transfer.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="finance-muted">
        {t('financeTable.transfer.from', { amount: money(det.billAmt), name: column.accountName })} · {det.billOrderNo}
      </p>
      {formError ? <Alert type="error" showIcon title={formError} className="finance-edit__alert" /> : null}
      <Form<TFormValues> form={form} layout="vertical" onFinish={handleFinish}>
        <Form.Item name="shopAccountId" label={t('financeTable.transfer.technician')} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('financeTable.transfer.selectTechnician')}
            aria-label={t('financeTable.transfer.technician')}
            options={targets.map((c) => ({ value: c.shopAccountId, label: c.accountName }))}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="reason" label={t('financeTable.transfer.reason')} required>
          <Input.TextArea
            maxLength={200}
            showCount
            placeholder={t('financeTable.transfer.reasonPlaceholder')}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
