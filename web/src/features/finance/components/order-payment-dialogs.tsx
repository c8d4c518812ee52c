import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useUpdateOrderStatus, useUpdateTransactionId } from '../api';

type TProps = { bill: TBill; money: (cents: number) => string; onClose: () => void };
type TFormValues = { transactionId?: string };

/** A failed write keeps the dialog open: the field's error under it, anything else as a toast. */
function handleWriteError(
  error: Error,
  setFieldError: (text: string) => void,
  nonceKeeper: ReturnType<typeof createNonceKeeper>,
) {
  if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
  if (error instanceof RpcError && error.code === 401) return;
  if (error instanceof RpcError && error.field === 'transactionId') setFieldError(error.message);
  else notify.error(error.message);
}

/**
 * bill/updateOrderStatus: an unpaid order becomes paid, with the payment's transaction id when there is one. Its card
 * deductions are taken now, so 'Insufficient deduction amount!' can still come back.
 */
export function MarkPaidDialog({ bill, money, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const updateStatus = useUpdateOrderStatus();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = (values: TFormValues) => {
    const transactionId = (values.transactionId ?? '').trim();
    const body = { billId: bill.id, status: 'paid' as const, ...(transactionId ? { transactionId } : {}) };
    updateStatus.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) =>
          handleWriteError(error, (text) => form.setFields([{ name: 'transactionId', errors: [text] }]), nonceKeeper),
      },
    );
  };

  return (
    <Modal
      open
      title={t('orderHistory.markPaidTitle', { orderNo: bill.billOrderNo })}
      okText={t('orderHistory.markPaid')}
      cancelText={t('common.cancel')}
      confirmLoading={updateStatus.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="order-dialog__amount">{money(bill.actualAmount)}</p>
      <p className="order-muted">{t('orderHistory.markPaidHint')}</p>
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{ transactionId: bill.transactionId }}
        onFinish={handleFinish}
      >
        <Form.Item name="transactionId" label={t('orderHistory.transactionId')}>
          <Input maxLength={64} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** bill/updateOrderTransactionId: stores the payment provider's transaction id on an order (required). */
export function TransactionIdDialog({ bill, onClose }: Omit<TProps, 'money'>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const updateTransactionId = useUpdateTransactionId();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = (values: TFormValues) => {
    const body = { billId: bill.id, transactionId: (values.transactionId ?? '').trim() };
    updateTransactionId.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) =>
          handleWriteError(error, (text) => form.setFields([{ name: 'transactionId', errors: [text] }]), nonceKeeper),
      },
    );
  };

  return (
    <Modal
      open
      title={t('orderHistory.transactionIdTitle', { orderNo: bill.billOrderNo })}
      okText={t('orderHistory.save')}
      cancelText={t('common.cancel')}
      confirmLoading={updateTransactionId.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{ transactionId: bill.transactionId }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="transactionId"
          label={t('orderHistory.transactionId')}
          rules={[{ required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) }]}
        >
          <Input maxLength={64} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
