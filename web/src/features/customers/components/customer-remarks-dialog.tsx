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
import { type TCustomerRemarks, useUpdateCustomerRemarks } from '../api';

const REMARK_FIELDS = ['remark', 'remark1', 'remark2', 'remark3', 'remark4'] as const;

/** custom/updateRemark: the remark and remarks 1 to 4, each at most 100 characters (SPEC §5). */
export function CustomerRemarksDialog({ customer, onClose }: { customer: TCustomerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TCustomerRemarks>();
  const updateRemarks = useUpdateCustomerRemarks();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = (values: TCustomerRemarks) => {
    const body = {
      id: customer.id,
      ...Object.fromEntries(REMARK_FIELDS.map((field) => [field, (values[field] ?? '').trim()])),
    } as TCustomerRemarks & { id: number };
    updateRemarks.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.field && (REMARK_FIELDS as readonly string[]).includes(error.field)) {
            form.setFields([{ name: error.field as keyof TCustomerRemarks, errors: [error.message] }]);
          } else notify.error(error.message || errorText('GENERIC', language));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('customers.remarks.title', { name: customer.customName })}
      okText={t('customers.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={updateRemarks.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TCustomerRemarks>
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(REMARK_FIELDS.map((field) => [field, customer[field]]))}
        onFinish={handleFinish}
      >
        {REMARK_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`customers.field.${field}`)}
            rules={[{ max: 100, message: errorText('CHECK_INPUT', language) }]}
          >
            <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
