import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import {
  centsOf,
  leftToPayBefore,
  type TBillDraft,
  type TDeductionField,
  type TGiftCardCheck,
  type TTenderMethod,
  wholeBalanceText,
} from '../bookkeeping.form';
import { GiftCardCheck } from './gift-card-check';

type TProps = {
  draft: TBillDraft;
  onChange: (patch: Partial<TBillDraft>) => void;
  isMember: boolean;
  memberBalance: number | null;
  giftCheck: TGiftCardCheck;
  isGiftChecking: boolean;
  onCheckGiftCard: () => void;
  /** The error at the gift card number, from the form's checks or the server. */
  giftCardError: string | undefined;
  /** What is still to pay after the deductions, in cents. */
  actual: number;
  money: (cents: number) => string;
  isDisabled?: boolean;
};

type TCardWay = { field: TDeductionField; kind: 'member' | 'gift'; balance: number };

/**
 * The member card balance and a gift card as ways to pay (issue 21): the gift card is looked up by its number here,
 * 'Use the whole balance' puts min(balance, what is left to pay) into the card's deduction, and 'Pay the rest in cash
 * / by card' chooses the tender of what is left, so the cashier never works out a split. The amounts land in the same
 * bill fields (memberDeduction, giftVoucher), which the deductions show.
 */
export function CardBalancePay({
  draft,
  onChange,
  isMember,
  memberBalance,
  giftCheck,
  isGiftChecking,
  onCheckGiftCard,
  giftCardError,
  actual,
  money,
  isDisabled,
}: TProps) {
  const { t } = useTranslation();
  const giftCardNo = draft.giftCardNo.trim();
  const ways: TCardWay[] = [];
  if (isMember && memberBalance !== null)
    ways.push({ field: 'memberDeduction', kind: 'member', balance: memberBalance });
  if (giftCheck.status === 'found' && giftCheck.cardNo === giftCardNo) {
    ways.push({ field: 'giftVoucher', kind: 'gift', balance: giftCheck.balance });
  }
  const payRest = (method: TTenderMethod) =>
    onChange({ tender: { method, cashAmount: '', cardAmount: '', cashReceived: draft.tender.cashReceived } });
  const isCardUsed = ways.some((way) => (centsOf(draft[way.field], true) ?? 0) > 0);

  return (
    <section className="bk-card-pay" aria-label={t('bookkeeping.cardPay.title')} data-testid="card-pay">
      <h3 className="bk-card-pay__title">{t('bookkeeping.cardPay.title')}</h3>
      {ways.length === 0 ? <p className="bk-muted">{t('bookkeeping.cardPay.none')}</p> : null}
      <GiftCardCheck
        cardNo={draft.giftCardNo}
        onCardNoChange={(giftCardNo) => onChange({ giftCardNo })}
        giftCheck={giftCheck}
        isGiftChecking={isGiftChecking}
        onCheckGiftCard={onCheckGiftCard}
        error={giftCardError}
        isDisabled={isDisabled}
      />
      {ways.map((way) => {
        const used = centsOf(draft[way.field], true) ?? 0;
        return (
          <div key={way.kind} className="bk-card-pay__way">
            <span>
              {t(`bookkeeping.cardPay.${way.kind}`, { balance: money(way.balance) })}
              {used > 0 ? (
                <span className="bk-muted"> · {t('bookkeeping.cardPay.used', { amount: money(used) })}</span>
              ) : null}
            </span>
            <Button
              size="small"
              disabled={isDisabled || way.balance <= 0 || leftToPayBefore(draft, way.field) === 0}
              aria-label={t(`bookkeeping.cardPay.useWhole.${way.kind}`)}
              onClick={() => onChange({ [way.field]: wholeBalanceText(draft, way.field, way.balance) })}
            >
              {t('bookkeeping.cardPay.useWhole.label')}
            </Button>
          </div>
        );
      })}
      {isCardUsed && actual > 0 ? (
        <div className="bk-card-pay__rest">
          <span>{t('bookkeeping.cardPay.rest', { amount: money(actual) })}</span>
          <span className="bk-card-pay__buttons">
            <Button size="small" disabled={isDisabled} onClick={() => payRest('cash')}>
              {t('bookkeeping.cardPay.restCash')}
            </Button>
            <Button size="small" disabled={isDisabled} onClick={() => payRest('card')}>
              {t('bookkeeping.cardPay.restCard')}
            </Button>
          </span>
        </div>
      ) : null}
    </section>
  );
}
