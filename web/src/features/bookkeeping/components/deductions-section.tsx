import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { TBillDraft, TDeductionField } from '../bookkeeping.form';
import { AmountInput } from './amount-input';

type TProps = {
  draft: TBillDraft;
  onChange: (patch: Partial<TBillDraft>) => void;
  isMember: boolean;
  memberBalance: number | null;
  errors: Record<string, string>;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

/**
 * The deductions of a front-desk bill (SPEC §2.9): coupon, discount, the gift voucher taken from the gift card checked
 * at the payment (its number is there), and the customer's member card (members only, with its balance).
 */
export function DeductionsSection(props: TProps) {
  const { draft, onChange, isMember, memberBalance, errors, money, isDisabled } = props;
  const { t } = useTranslation();
  const item = (field: TDeductionField, extra?: { isDisabled?: boolean; help?: string }) => (
    <Form.Item
      label={t(`bookkeeping.deductions.${field}`)}
      htmlFor={`bk-${field}`}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] ?? extra?.help}
    >
      <AmountInput
        id={`bk-${field}`}
        value={draft[field]}
        isDisabled={isDisabled || extra?.isDisabled}
        onChange={(text) => onChange({ [field]: text })}
      />
    </Form.Item>
  );
  return (
    <div className="bk-deductions">
      {item('coupon')}
      {item('discountDeduction')}
      {item('giftVoucher')}
      {item('memberDeduction', {
        isDisabled: !isMember,
        help: isMember
          ? memberBalance !== null
            ? t('bookkeeping.deductions.memberBalance', { balance: money(memberBalance) })
            : undefined
          : t('bookkeeping.deductions.memberOnly'),
      })}
    </div>
  );
}
