import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { TRechargeRule } from '../../../../../contract/prepay';
import type { TBillDraft } from '../bookkeeping.form';
import { AmountInput } from './amount-input';
import { CustomerSearch, PickedCustomer } from './customer-section';

const TYPED_AMOUNT = 'typed';

type TProps = {
  draft: TBillDraft;
  onChange: (patch: Partial<TBillDraft>) => void;
  rules: TRechargeRule[];
  memberBalance: number | null;
  errors: Record<string, string>;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

/**
 * A recharge through the prepaid ledger (SPEC §2.9, ADR 011), with no staff lines: a member's card by a recharge
 * rule or an amount typed in, or a gift card by its number (a new card when left empty) with its holder's phone.
 */
export function RechargeSection({ draft, onChange, rules, memberBalance, errors, money, isDisabled }: TProps) {
  const { t } = useTranslation();
  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);
  const amountItem = (
    <Form.Item
      label={t('bookkeeping.recharge.amount')}
      htmlFor="bk-recharge-amount"
      validateStatus={status('rechargeAmount')}
      help={errors.rechargeAmount}
      className="bk-total"
    >
      <AmountInput
        id="bk-recharge-amount"
        value={draft.rechargeAmount}
        isDisabled={isDisabled}
        onChange={(rechargeAmount) => onChange({ rechargeAmount })}
      />
    </Form.Item>
  );

  if (draft.orderType === 'giftCardRecharge') {
    return (
      <>
        <div className="bk-row">
          <Form.Item
            label={t('bookkeeping.recharge.cardNo')}
            htmlFor="bk-recharge-card"
            validateStatus={status('giftCardNo')}
            help={errors.giftCardNo ?? t('bookkeeping.recharge.cardNoHint')}
          >
            <Input
              id="bk-recharge-card"
              value={draft.rechargeCardNo}
              maxLength={32}
              autoComplete="off"
              disabled={isDisabled}
              onChange={(event) => onChange({ rechargeCardNo: event.target.value })}
            />
          </Form.Item>
          <Form.Item
            label={t('bookkeeping.recharge.phone')}
            htmlFor="bk-recharge-phone"
            validateStatus={status('phone')}
            help={errors.phone}
          >
            <Input
              id="bk-recharge-phone"
              value={draft.rechargePhone}
              maxLength={24}
              inputMode="tel"
              autoComplete="off"
              disabled={isDisabled}
              onChange={(event) => onChange({ rechargePhone: event.target.value })}
            />
          </Form.Item>
        </div>
        {amountItem}
      </>
    );
  }

  const picked = draft.customer.kind === 'customer' ? draft.customer.customer : null;
  const choice = draft.rechargeRuleId === null ? TYPED_AMOUNT : String(draft.rechargeRuleId);
  return (
    <>
      <Form.Item
        label={t('bookkeeping.recharge.member')}
        htmlFor="bk-recharge-member"
        validateStatus={status('customerId')}
        help={errors.customerId}
      >
        <CustomerSearch
          id="bk-recharge-member"
          value={picked}
          isMembersOnly
          isDisabled={isDisabled}
          onChange={(customer) => onChange({ customer: { kind: 'customer', customer } })}
        />
        {picked ? <PickedCustomer customer={picked} balance={memberBalance} money={money} /> : null}
      </Form.Item>
      <Form.Item
        label={t('bookkeeping.recharge.rule')}
        validateStatus={status('rechargeRuleId')}
        help={errors.rechargeRuleId}
      >
        <Radio.Group
          value={choice}
          disabled={isDisabled}
          aria-label={t('bookkeeping.recharge.rule')}
          className="bk-rules"
          onChange={(event) => {
            const value = String(event.target.value);
            onChange({ rechargeRuleId: value === TYPED_AMOUNT ? null : Number(value) });
          }}
        >
          {rules.map((rule) => (
            <Radio key={rule.id} value={String(rule.id)} className="bk-rule">
              <span className="bk-rule__name">{rule.ruleName}</span>{' '}
              <span className="bk-muted">
                {rule.giftAmount > 0
                  ? t('bookkeeping.recharge.ruleWithGift', {
                      amount: money(rule.rechargeAmount),
                      gift: money(rule.giftAmount),
                    })
                  : money(rule.rechargeAmount)}
              </span>
            </Radio>
          ))}
          <Radio value={TYPED_AMOUNT} className="bk-rule">
            {t('bookkeeping.recharge.typedAmount')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {choice === TYPED_AMOUNT ? amountItem : null}
    </>
  );
}
