import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { TBillDraft, TDeductionField, TGiftCardCheck } from '../bookkeeping.form';
import { AmountInput } from './amount-input';

type TProps = {
  draft: TBillDraft;
  onChange: (patch: Partial<TBillDraft>) => void;
  isMember: boolean;
  memberBalance: number | null;
  giftCheck: TGiftCardCheck;
  isGiftChecking: boolean;
  onCheckGiftCard: () => void;
  errors: Record<string, string>;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

/**
 * The deductions of a front-desk bill (SPEC §2.9): coupon, gift voucher taken from a gift card (looked up for its
 * balance), the customer's member card (members only, with its balance) and discount.
 */
export function DeductionsSection(props: TProps) {
  const { draft, onChange, isMember, memberBalance, giftCheck, isGiftChecking, onCheckGiftCard, errors, money } = props;
  const { isDisabled } = props;
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
  const typedCardNo = draft.giftCardNo.trim();
  const giftNote =
    giftCheck.status === 'found' && giftCheck.cardNo === typedCardNo
      ? t('bookkeeping.deductions.giftBalance', { balance: money(giftCheck.balance) })
      : giftCheck.status === 'missing' && giftCheck.cardNo === typedCardNo
        ? t('bookkeeping.deductions.giftMissing')
        : undefined;
  return (
    <div className="bk-deductions">
      <div className="bk-row">
        {item('coupon')}
        {item('discountDeduction')}
      </div>
      <div className="bk-row">
        {item('giftVoucher')}
        <Form.Item
          label={t('bookkeeping.deductions.giftCardNo')}
          htmlFor="bk-gift-card-no"
          validateStatus={errors.giftCardNo ? 'error' : undefined}
          help={errors.giftCardNo ?? <span data-testid="gift-card-balance">{giftNote}</span>}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              id="bk-gift-card-no"
              value={draft.giftCardNo}
              maxLength={32}
              autoComplete="off"
              disabled={isDisabled}
              onChange={(event) => onChange({ giftCardNo: event.target.value })}
              onBlur={() => {
                if (typedCardNo && (giftCheck.status === 'unchecked' || giftCheck.cardNo !== typedCardNo)) {
                  onCheckGiftCard();
                }
              }}
            />
            <Button onClick={onCheckGiftCard} loading={isGiftChecking} disabled={isDisabled || typedCardNo === ''}>
              {t('bookkeeping.deductions.check')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </div>
      <div className="bk-row">
        {item('memberDeduction', {
          isDisabled: !isMember,
          help: isMember
            ? memberBalance !== null
              ? t('bookkeeping.deductions.memberBalance', { balance: money(memberBalance) })
              : undefined
            : t('bookkeeping.deductions.memberOnly'),
        })}
        <div />
      </div>
    </div>
  );
}
