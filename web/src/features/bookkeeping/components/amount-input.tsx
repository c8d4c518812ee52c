import Input from 'antd/es/input';

type TProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** An adjustment may be negative. */
  isSigned?: boolean;
  placeholder?: string;
  ariaLabel?: string;
};

/**
 * An amount in the shop's currency, kept as typed ('12', '12.50', '12,5'): the form reads it into cents and says
 * 'Amount error' when it is not an amount, as the server would (SPEC §5), rather than silently dropping characters.
 */
export function AmountInput({ id, value, onChange, isDisabled, isSigned, placeholder, ariaLabel }: TProps) {
  return (
    <Input
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode={isSigned ? 'text' : 'decimal'}
      autoComplete="off"
      maxLength={13}
      disabled={isDisabled}
      placeholder={placeholder ?? (isSigned ? '±0.00' : '0.00')}
      aria-label={ariaLabel}
      className="bk-amount"
    />
  );
}
