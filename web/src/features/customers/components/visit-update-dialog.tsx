import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { type TCustomerVisit, useUpdateVisit } from '../api';

export const VISIT_STATUSES = [0, 1, 2] as const;
type TFormValues = { dutyFlag: 0 | 1 | 2; remark: string };

/** customVisit/update: the status and result of one follow-up visit, with the version it was listed with. */
export function VisitUpdateDialog({ visit, onClose }: { visit: TCustomerVisit; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const updateVisit = useUpdateVisit();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = (values: TFormValues) => {
    const body = {
      id: visit.id,
      dutyFlag: values.dutyFlag,
      remark: (values.remark ?? '').trim(),
      version: visit.version,
    };
    updateVisit.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          notify.error(error.message || errorText('GENERIC', language));
          if (error instanceof RpcError && error.errorKey === 'CONFLICT') onClose();
        },
      },
    );
  };

  const initialStatus = (VISIT_STATUSES as readonly number[]).includes(visit.dutyFlag) ? visit.dutyFlag : 0;

  return (
    <Modal
      open
      title={t('customers.visits.updateTitle', { name: visit.customerName })}
      okText={t('customers.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={updateVisit.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="customer-muted">
        {t('customers.visits.summary', { day: visit.appointDay, service: visit.salonProductName || '—' })}
      </p>
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{ dutyFlag: initialStatus, remark: visit.remark }}
        onFinish={handleFinish}
      >
        <Form.Item name="dutyFlag" label={t('customers.visits.status')}>
          <Radio.Group optionType="button" buttonStyle="solid" size="large">
            {VISIT_STATUSES.map((status) => (
              <Radio.Button key={status} value={status}>
                {t(`customers.visitStatus.${status}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('customers.visits.result')}
          rules={[{ max: 200, message: errorText('CHECK_INPUT', language) }]}
        >
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3, maxRows: 6 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
