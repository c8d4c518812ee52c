import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Rate from 'antd/es/rate';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerDetail } from '../../../../../contract/customers';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { type TCustomerForm, useCreateCustomer, useUpdateCustomer } from '../api';

type TFormValues = {
  customName: string;
  customPhone: string;
  email: string;
  birth: Dayjs | null;
  remark: string;
  rating: number;
};

/** Same as the contract's ZCustomerPhone, checked before sending. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{4,19}$/;
const FORM_FIELDS = new Set(['customName', 'customPhone', 'email', 'birth', 'remark', 'rating']);
const BIRTH_FORMAT = 'YYYY-MM-DD';

const toFormValues = (customer: TCustomerDetail | null): TFormValues => ({
  customName: customer?.customName ?? '',
  customPhone: customer?.customPhone ?? '',
  email: customer?.email ?? '',
  birth: customer?.birth ? dayjs(customer.birth, BIRTH_FORMAT) : null,
  remark: customer?.remark ?? '',
  rating: customer?.rating ?? 0,
});

const toInput = (values: TFormValues): TCustomerForm => ({
  customName: values.customName.trim(),
  customPhone: values.customPhone.trim(),
  email: (values.email ?? '').trim(),
  birth: values.birth ? values.birth.format(BIRTH_FORMAT) : '',
  remark: (values.remark ?? '').trim(),
  rating: values.rating ?? 0,
});

type TCustomerFormDialogProps = {
  /** null adds a customer. */
  customer: TCustomerDetail | null;
  /** The phone or name just searched for, to start a new customer with. */
  draft?: Partial<Pick<TCustomerForm, 'customName' | 'customPhone'>>;
  onSaved?: (customer: TCustomerDetail) => void;
  onClose: () => void;
};

/** Add a customer (custom/create) or edit one (custom/update with the version it was loaded with). */
export function CustomerFormDialog({ customer, draft, onSaved, onClose }: TCustomerFormDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const isPending = create.isPending || update.isPending;

  const handleError = (error: Error) => {
    if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
    if (error instanceof RpcError && error.field && FORM_FIELDS.has(error.field)) {
      form.setFields([{ name: error.field as keyof TFormValues, errors: [error.message] }]);
      return;
    }
    // CONFLICT: the detail reloads with the newer version, so saving again applies these values over it.
    notify.error(error.message || errorText('GENERIC', language));
  };

  const handleSuccess = (saved: TCustomerDetail) => {
    nonceKeeper.finish();
    onSaved?.(saved);
    onClose();
  };

  const handleFinish = (values: TFormValues) => {
    const input = toInput(values);
    if (customer) {
      const body = { ...input, id: customer.id, version: customer.version };
      update.mutate({ ...body, nonce: nonceKeeper.nonceFor(body) }, { onSuccess: handleSuccess, onError: handleError });
    } else {
      create.mutate(
        { ...input, nonce: nonceKeeper.nonceFor(input) },
        { onSuccess: handleSuccess, onError: handleError },
      );
    }
  };

  return (
    <Modal
      open
      title={customer ? t('customers.form.editTitle', { name: customer.customName }) : t('customers.form.addTitle')}
      okText={t('customers.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{ ...toFormValues(customer), ...draft }}
        onFinish={handleFinish}
        requiredMark
      >
        <Form.Item
          name="customName"
          label={t('customers.field.name')}
          rules={[
            { required: true, whitespace: true, message: errorText('CUSTOMER_NAME_REQUIRED', language) },
            { max: 30, message: errorText('CHECK_INPUT', language) },
          ]}
        >
          <Input size="large" autoComplete="off" maxLength={30} autoFocus />
        </Form.Item>
        <Form.Item
          name="customPhone"
          label={t('customers.field.phone')}
          rules={[
            { required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) },
            { pattern: PHONE_PATTERN, message: errorText('PHONE_INVALID', language) },
          ]}
        >
          <Input size="large" inputMode="tel" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('customers.field.email')}
          rules={[{ type: 'email', message: errorText('EMAIL_INVALID', language) }]}
        >
          <Input size="large" type="email" inputMode="email" autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item name="birth" label={t('customers.field.birth')}>
          <DatePicker
            size="large"
            style={{ width: '100%' }}
            format={BIRTH_FORMAT}
            inputReadOnly
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            placeholder={t('customers.form.birthPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="rating" label={t('customers.field.rating')}>
          <Rate allowClear count={5} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('customers.field.remark')}
          rules={[{ max: 100, message: errorText('CHECK_INPUT', language) }]}
        >
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
