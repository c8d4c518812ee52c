import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECEIPT_CHANNELS } from '../../../../../contract/receipts';
import { RpcError } from '../../../lib/rpc.client';
import { type TSendReceiptOutput, useSendReceipt } from '../api';

type TChannel = (typeof RECEIPT_CHANNELS)[number];
type TProps = { billId: number; channel: TChannel; onClose: () => void };

/**
 * Sends a bill's receipt link (bill/sendReceipt): the channel, and the recipient, which left blank is the bill's
 * customer. The server's messages show at the recipient (field 'to') or above the buttons; a sent link is shown.
 */
export function SendReceiptDialog({ billId, channel: initialChannel, onClose }: TProps) {
  const { t } = useTranslation();
  const send = useSendReceipt();
  const [channel, setChannel] = useState<TChannel>(initialChannel);
  const [to, setTo] = useState('');
  const [sent, setSent] = useState<TSendReceiptOutput | null>(null);
  const error = send.error instanceof Error ? send.error : null;
  const fieldError = error instanceof RpcError && error.field === 'to' ? error.message : undefined;

  const handleSend = () => {
    setSent(null);
    send.mutate({ billId, channel, to: to.trim() }, { onSuccess: setSent });
  };

  return (
    <Modal
      open
      title={t('receipts.send.title')}
      okText={t('receipts.send.submit')}
      cancelText={t('receipts.close')}
      onOk={handleSend}
      onCancel={onClose}
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('receipts.send.channel')}>
          <Radio.Group
            value={channel}
            optionType="button"
            buttonStyle="solid"
            onChange={(event) => {
              setChannel(event.target.value as TChannel);
              send.reset();
            }}
            options={RECEIPT_CHANNELS.map((value) => ({ value, label: t(`receipts.send.channels.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t(`receipts.send.to.${channel}`)}
          htmlFor="receipt-send-to"
          validateStatus={fieldError ? 'error' : undefined}
          help={fieldError ?? t(`receipts.send.toHint.${channel}`)}
        >
          <Input
            id="receipt-send-to"
            value={to}
            maxLength={100}
            inputMode={channel === 'sms' ? 'tel' : 'email'}
            autoComplete="off"
            onChange={(event) => setTo(event.target.value)}
            onPressEnter={handleSend}
          />
        </Form.Item>
      </Form>
      {error && !fieldError ? <Alert type="error" showIcon title={error.message} role="alert" /> : null}
      {sent ? (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('receipts.send.sent', { to: sent.to })}
          description={
            <a href={sent.url} target="_blank" rel="noreferrer" data-testid="receipt-link">
              {t('receipts.send.openLink')}
            </a>
          }
        />
      ) : null}
    </Modal>
  );
}
