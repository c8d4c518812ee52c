import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import type { TPrepayCard } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useUpdateGiftCard } from '../api';
import { PHONE_PATTERN } from '../marketing.form';

type TFormValues = { phone: string; remark: string };

/** SPEC §2.14 gift card update (prepayCard/update): holder phone and remark, with SPEC §8's success/failure toasts. */
export function GiftCardFormDialog({ card, onClose }: { card: TPrepayCard; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const update = useUpdateGiftCard();
  const nonceKeeper = useRef(createNonceKeeper()).current;

  const handleFinish = async (values: TFormValues) => {
    const input = {
      id: card.id,
      phone: (values.phone ?? '').trim(),
      remark: (values.remark ?? '').trim(),
      version: card.version,
    };
    try {
      await update.mutateAsync({ ...input, nonce: nonceKeeper.nonceFor(input) });
      nonceKeeper.finish();
      notify.success(t('marketing.gift.updateSuccess'));
      onClose();
    } catch (error) {
      const reason = error instanceof Error ? error.message : errorText('GENERIC', language);
      if (error instanceof RpcError && (error.field === 'phone' || error.field === 'remark')) {
        form.setFields([{ name: error.field, errors: [reason] }]);
      }
      notify.error(t('marketing.gift.updateFailed', { reason }));
      // A stale version: the list now shows the stored card, so the user reopens it from there.
      if (error instanceof RpcError && error.errorKey === 'CONFLICT') onClose();
    }
  };

  return (
    <Modal
      open
      title={t('marketing.gift.editTitle', { cardNo: card.cardNo })}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ phone: card.phone, remark: card.remark }}
        onFinish={handleFinish}
      >
        <Form.Item
          name="phone"
          label={t('marketing.gift.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: errorText('PHONE_INVALID', language) }]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('marketing.gift.remark')}
          rules={[{ max: 100, message: errorText('CHECK_INPUT', language) }]}
        >
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
