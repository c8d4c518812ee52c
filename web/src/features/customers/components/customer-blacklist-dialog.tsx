import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerDetail } from '../../../../../contract/customers';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useAddToBlacklist } from '../api';

type TFormValues = { remark: string };

/** SPEC §2.11 'Confirm adding to blacklist', with the reason (customBlank/create). */
export function CustomerBlacklistDialog({ customer, onClose }: { customer: TCustomerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const addToBlacklist = useAddToBlacklist();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = (values: TFormValues) => {
    const body = { customerId: customer.id, remark: (values.remark ?? '').trim() };
    addToBlacklist.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.field === 'remark') {
            form.setFields([{ name: 'remark', errors: [error.message] }]);
          } else notify.error(error.message || errorText('GENERIC', language));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('customers.blacklist.confirmTitle')}
      okText={t('customers.blacklist.confirmOk')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={addToBlacklist.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('customers.blacklist.confirmText', { name: customer.customName, phone: customer.customPhone })}</p>
      <Form<TFormValues> form={form} layout="vertical" initialValues={{ remark: '' }} onFinish={handleFinish}>
        <Form.Item
          name="remark"
          label={t('customers.blacklist.reason')}
          rules={[{ max: 100, message: errorText('CHECK_INPUT', language) }]}
        >
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
