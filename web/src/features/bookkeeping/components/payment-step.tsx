import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf, splitRest, TENDER_METHODS, type TTenderDraft, type TTenderMethod } from '../bookkeeping.form';
import { AmountInput } from './amount-input';

export type TPaymentStepProps = {
  /** The amount to collect in cents: the bill's actual amount, or a recharge's amount paid. */
  amount: number;
  value: TTenderDraft;
  onChange: (tender: TTenderDraft) => void;
  /** Errors at the tender's fields, from the form's checks or the server. */
  errors: Partial<Record<'cashAmount' | 'cardAmount' | 'cashReceived', string>>;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

type TPanelProps = TPaymentStepProps;

/**
 * The cash the customer hands over (issue 21, ADR 027), optional: the change to give shows as it is typed, and the
 * bill records it for the receipt.
 */
function CashReceivedField({ amount, value, onChange, errors, money, isDisabled }: TPanelProps) {
  const { t } = useTranslation();
  const change = changeOf(value, amount);
  return (
    <div className="bk-row bk-cash-received">
      <Form.Item
        label={t('bookkeeping.payment.cashReceived')}
        htmlFor="bk-cash-received"
        validateStatus={errors.cashReceived ? 'error' : undefined}
        help={errors.cashReceived}
      >
        <AmountInput
          id="bk-cash-received"
          value={value.cashReceived ?? ''}
          isDisabled={isDisabled}
          onChange={(cashReceived) => onChange({ ...value, cashReceived })}
        />
      </Form.Item>
      <div className="bk-change" aria-live="polite">
        <span className="bk-muted">{t('bookkeeping.payment.change')}</span>
        <strong data-testid="change-amount">{change === null ? '—' : money(change)}</strong>
      </div>
    </div>
  );
}

/** Split tender: the cash and card parts; typing one fills the other with what is left of the amount. */
function SplitPanel(props: TPanelProps) {
  const { amount, value, onChange, errors, money, isDisabled } = props;
  const { t } = useTranslation();
  return (
    <div className="bk-split">
      <p className="bk-muted">{t('bookkeeping.payment.splitHint', { amount: money(amount) })}</p>
      <div className="bk-row">
        <Form.Item
          label={t('bookkeeping.payment.cashAmount')}
          htmlFor="bk-cash-amount"
          validateStatus={errors.cashAmount ? 'error' : undefined}
          help={errors.cashAmount}
        >
          <AmountInput
            id="bk-cash-amount"
            value={value.cashAmount}
            isDisabled={isDisabled}
            onChange={(cashAmount) => onChange({ ...value, cashAmount, cardAmount: splitRest(amount, cashAmount) })}
          />
        </Form.Item>
        <Form.Item
          label={t('bookkeeping.payment.cardAmount')}
          htmlFor="bk-card-amount"
          validateStatus={errors.cardAmount ? 'error' : undefined}
          help={errors.cardAmount}
        >
          <AmountInput
            id="bk-card-amount"
            value={value.cardAmount}
            isDisabled={isDisabled}
            onChange={(cardAmount) => onChange({ ...value, cardAmount, cashAmount: splitRest(amount, cardAmount) })}
          />
        </Form.Item>
      </div>
      <CashReceivedField {...props} />
    </div>
  );
}

/**
 * The panel a tender shows under the method choice, when it needs more than the choice itself. This is the seam
 * for further tenders (ADR 016): the automatic cash machine adds its method to TENDER_METHODS and its panel here; a
 * panel gets the amount to collect and answers the tender through onChange, and the bill is saved as before.
 */
const TENDER_PANELS: Partial<Record<TTenderMethod, (props: TPanelProps) => ReactNode>> = {
  cash: CashReceivedField,
  split: SplitPanel,
};

/**
 * The payment step of the bookkeeping screen (SPEC §2.9): how the amount is paid — cash, card, other, or cash and
 * card together whose parts add up to the amount.
 */
export function PaymentStep(props: TPaymentStepProps) {
  const { t } = useTranslation();
  const { value, onChange, isDisabled } = props;
  const Panel = TENDER_PANELS[value.method];
  return (
    <div className="bk-payment">
      <Form.Item label={t('bookkeeping.payment.method')} layout="horizontal" colon={false} className="bk-inline-item">
        <Radio.Group
          value={value.method}
          onChange={(event) =>
            onChange({ method: event.target.value as TTenderMethod, cashAmount: '', cardAmount: '' })
          }
          optionType="button"
          buttonStyle="solid"
          disabled={isDisabled}
          aria-label={t('bookkeeping.payment.method')}
          className="bk-tenders"
        >
          {TENDER_METHODS.map((method) => (
            <Radio.Button key={method} value={method}>
              {t(`bookkeeping.payment.${method}`)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      {Panel ? <Panel {...props} /> : null}
    </div>
  );
}
