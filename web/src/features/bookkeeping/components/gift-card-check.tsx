import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import type { TGiftCardCheck } from '../bookkeeping.form';

type TProps = {
  cardNo: string;
  onCardNoChange: (cardNo: string) => void;
  giftCheck: TGiftCardCheck;
  isGiftChecking: boolean;
  onCheckGiftCard: () => void;
  error: string | undefined;
  isDisabled?: boolean;
};

/**
 * A gift card looked up by its number (on 'Check' or when the field is left): one that is found becomes a way to pay
 * at the till with its balance, and a number no open gift card has is said under the field.
 */
export function GiftCardCheck(props: TProps) {
  const { cardNo, onCardNoChange, giftCheck, isGiftChecking, onCheckGiftCard, error, isDisabled } = props;
  const { t } = useTranslation();
  const typedCardNo = cardNo.trim();
  const isCurrent = giftCheck.status !== 'unchecked' && giftCheck.cardNo === typedCardNo;
  const isMissing = isCurrent && giftCheck.status === 'missing';
  return (
    <Form.Item
      label={t('bookkeeping.deductions.giftCardNo')}
      htmlFor="bk-gift-card-no"
      validateStatus={error ? 'error' : undefined}
      help={error ?? (isMissing ? t('bookkeeping.deductions.giftMissing') : undefined)}
      layout="horizontal"
      colon={false}
      className="bk-inline-item"
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="bk-gift-card-no"
          value={cardNo}
          maxLength={32}
          autoComplete="off"
          disabled={isDisabled}
          onChange={(event) => onCardNoChange(event.target.value)}
          onBlur={() => {
            if (typedCardNo && !isCurrent) onCheckGiftCard();
          }}
        />
        <Button onClick={onCheckGiftCard} loading={isGiftChecking} disabled={isDisabled || typedCardNo === ''}>
          {t('bookkeeping.deductions.check')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
