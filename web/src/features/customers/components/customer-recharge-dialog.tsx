import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomerDetail } from '../../../../../contract/customers';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { decimalToCents } from '../../../lib/money.format';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useShopMoney } from '../../../lib/use-shop-money';
import { type TPayType, type TVipRechargeInput, useRechargeRules, useVipRecharge } from '../api';

const CUSTOM_AMOUNT = 'custom';
const PAY_TYPES: readonly TPayType[] = ['cash', 'card', 'other'];
/** SPEC §5: a recharge is a positive amount of at most 1,000,000.00. */
const MAX_CENTS = 100_000_000;

type TFormValues = { choice: string; amount: string | null; payType: TPayType };

/** A member's recharge (prepayCard/vipRecharge): a recharge rule, or an amount typed in, and how it was paid. */
export function CustomerRechargeDialog({ customer, onClose }: { customer: TCustomerDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const [form] = Form.useForm<TFormValues>();
  const rulesQuery = useRechargeRules(true);
  const recharge = useVipRecharge();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const choice = Form.useWatch('choice', form);
  const rules = rulesQuery.data?.list ?? [];

  const handleFinish = (values: TFormValues) => {
    const body: TVipRechargeInput =
      values.choice === CUSTOM_AMOUNT
        ? { customerId: customer.id, rechargeAmount: decimalToCents(values.amount) ?? 0, payType: values.payType }
        : { customerId: customer.id, rechargeRuleId: Number(values.choice), payType: values.payType };
    recharge.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onClose();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.field === 'rechargeAmount') {
            form.setFields([{ name: 'amount', errors: [error.message] }]);
          } else notify.error(error.message || errorText('GENERIC', language));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('customers.recharge.title', { name: customer.customName })}
      okText={t('customers.recharge.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={recharge.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="customer-muted">
        {t('customers.recharge.current', {
          cardNo: customer.cardNo || '—',
          balance: money(customer.availableBalance),
        })}
      </p>
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={{ choice: CUSTOM_AMOUNT, amount: null, payType: 'cash' }}
        onFinish={handleFinish}
      >
        <Form.Item name="choice" label={t('customers.recharge.rule')}>
          {rulesQuery.isPending ? (
            <Skeleton active title={false} paragraph={{ rows: 2 }} />
          ) : (
            <Radio.Group className="customer-rule-list">
              {rules.map((rule) => (
                <Radio key={rule.id} value={String(rule.id)} className="customer-rule">
                  <span className="customer-rule__name">{rule.ruleName}</span>
                  <span className="customer-muted">
                    {rule.giftAmount > 0
                      ? t('customers.recharge.ruleWithGift', {
                          amount: money(rule.rechargeAmount),
                          gift: money(rule.giftAmount),
                        })
                      : t('customers.recharge.ruleAmount', { amount: money(rule.rechargeAmount) })}
                  </span>
                </Radio>
              ))}
              <Radio value={CUSTOM_AMOUNT} className="customer-rule">
                <span className="customer-rule__name">{t('customers.recharge.customAmount')}</span>
              </Radio>
            </Radio.Group>
          )}
        </Form.Item>
        {rulesQuery.isError ? <Alert type="info" showIcon title={t('customers.recharge.noRules')} /> : null}
        {choice === CUSTOM_AMOUNT ? (
          <Form.Item
            name="amount"
            label={t('customers.recharge.amount')}
            required
            rules={[
              {
                validator: (_, value: string | null) => {
                  const cents = decimalToCents(value);
                  return cents === null || cents < 1 || cents > MAX_CENTS
                    ? Promise.reject(new Error(errorText('AMOUNT_ERROR', language)))
                    : Promise.resolve();
                },
              },
            ]}
          >
            <InputNumber<string>
              stringMode
              min="0"
              step="1"
              precision={2}
              inputMode="decimal"
              size="large"
              style={{ width: '100%' }}
              autoFocus
            />
          </Form.Item>
        ) : null}
        <Form.Item name="payType" label={t('customers.recharge.payType')}>
          <Radio.Group optionType="button" buttonStyle="solid" size="large">
            {PAY_TYPES.map((payType) => (
              <Radio.Button key={payType} value={payType}>
                {t(`customers.payType.${payType}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
