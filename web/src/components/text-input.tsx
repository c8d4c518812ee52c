import type { InputHTMLAttributes, ReactNode } from 'react';

type TProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  isInvalid?: boolean;
  /** A button drawn inside the field, after the text (the password's show/hide). */
  action?: ReactNode;
};

/** A text field without antd, drawn as antd's large input (the light pages load no antd, ADR 024). */
export function TextInput({ isInvalid = false, action, ...inputProps }: TProps) {
  return (
    <span className={`text-input${isInvalid ? ' text-input--invalid' : ''}`}>
      <input {...inputProps} aria-invalid={isInvalid} />
      {action}
    </span>
  );
}
