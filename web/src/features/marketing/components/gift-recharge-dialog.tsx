import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { PAY_TYPES, type TPrepayCard } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { decimalToCents } from '../../../lib/money.format';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useShopMoney } from '../../../lib/use-shop-money';
import { fetchCardByNo, type TGiftRechargeForm, type TPayType, useGiftRecharge } from '../api';
import { CARD_NO_PATTERN, isValidMoney, PHONE_PATTERN } from '../marketing.form';

type TFormValues = { cardNo: string; phone: string; amount: string | null; payType: TPayType };

/** The server's field names, mapped to this form's (the amount is typed in units, sent as rechargeAmount cents). */
const SERVER_FIELDS: Record<string, keyof TFormValues> = {
  cardNo: 'cardNo',
  phone: 'phone',
  rechargeAmount: 'amount',
  payType: 'payType',
};

type TCardLookup = { cardNo: string; card: TPrepayCard | null } | null;

type TGiftRechargeDialogProps = {
  /** The card recharged from its row; null recharges a card by number, or makes a new one. */
  card: TPrepayCard | null;
  onClose: () => void;
};

/**
 * SPEC §2.14 gift card recharge (prepayCard/giftRecharge): the card number is optional (a new card gets one), then
 * phone, amount (typed as money, sent as cents) and how it was paid. A typed number is looked up, so the user sees
 * whether it tops up an existing card or makes a new one.
 */
export function GiftRechargeDialog({ card, onClose }: TGiftRechargeDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const [form] = Form.useForm<TFormValues>();
  const recharge = useGiftRecharge();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const [lookup, setLookup] = useState<TCardLookup>(card ? { cardNo: card.cardNo, card } : null);
  const message = (key: TErrorKey) => errorText(key, language);

  const handleCardNoBlur = async () => {
    const cardNo = String(form.getFieldValue('cardNo') ?? '').trim();
    if (card || !CARD_NO_PATTERN.test(cardNo)) {
      if (!card) setLookup(null);
      return;
    }
    if (lookup?.cardNo === cardNo) return;
    const found = await fetchCardByNo(cardNo);
    // A member card cannot be topped up here; the server answers that on save.
    setLookup({ cardNo, card: found });
    if (found?.phone && !String(form.getFieldValue('phone') ?? '').trim()) form.setFieldValue('phone', found.phone);
  };

  const handleFinish = async (values: TFormValues) => {
    const cardNo = values.cardNo.trim();
    const input: TGiftRechargeForm = {
      ...(cardNo ? { cardNo } : {}),
      phone: (values.phone ?? '').trim(),
      rechargeAmount: decimalToCents(values.amount) ?? 0,
      payType: values.payType,
    };
    try {
      const result = await recharge.mutateAsync({ ...input, nonce: nonceKeeper.nonceFor(input) });
      nonceKeeper.finish();
      notify.success(t('marketing.gift.rechargeDone', { cardNo: result.card.cardNo }));
      onClose();
    } catch (error) {
      const text = error instanceof Error ? error.message : message('GENERIC');
      const field = error instanceof RpcError && error.field ? SERVER_FIELDS[error.field] : undefined;
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else notify.error(text);
    }
  };

  const lookupText = () => {
    if (!lookup) return t('marketing.gift.recharge.cardNoHint');
    if (!lookup.card) return t('marketing.gift.recharge.newCard');
    return t('marketing.gift.recharge.existingCard', {
      cardNo: lookup.card.cardNo,
      balance: money(lookup.card.availableBalance),
    });
  };

  return (
    <Modal
      open
      title={
        card ? t('marketing.gift.recharge.titleNamed', { cardNo: card.cardNo }) : t('marketing.gift.recharge.title')
      }
      keyboard={false}
      mask={{ closable: false }}
      okText={t('marketing.gift.recharge.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={recharge.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ cardNo: card?.cardNo ?? '', phone: card?.phone ?? '', amount: null, payType: 'cash' }}
        onFinish={handleFinish}
        requiredMark
      >
        <Form.Item
          name="cardNo"
          label={t('marketing.gift.cardNo')}
          extra={lookupText()}
          rules={[{ pattern: /^[A-Za-z0-9-]{0,32}$/, message: message('CHECK_INPUT') }]}
        >
          <Input
            maxLength={32}
            autoComplete="off"
            disabled={Boolean(card)}
            placeholder={t('marketing.gift.recharge.cardNoPlaceholder')}
            onBlur={() => void handleCardNoBlur()}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('marketing.gift.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: message('PHONE_INVALID') }]}
        >
          <Input maxLength={20} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('marketing.gift.recharge.amount')}
          required
          rules={[
            {
              validator: (_, value: string | null) =>
                isValidMoney(value, true) ? Promise.resolve() : Promise.reject(new Error(message('AMOUNT_ERROR'))),
            },
          ]}
        >
          <InputNumber<string>
            stringMode
            min="0.01"
            step="1"
            precision={2}
            inputMode="decimal"
            placeholder="100.00"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="payType" label={t('marketing.gift.recharge.payType')} validateTrigger="onChange">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={PAY_TYPES.map((payType) => ({ value: payType, label: t(`marketing.payType.${payType}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
