import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from './text-input';

type TProps = Omit<ComponentProps<typeof TextInput>, 'type' | 'action'>;

/** A password field with a show/hide button, without antd (the login page loads no antd, ADR 024). */
export function PasswordInput(props: TProps) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={isShown ? 'text' : 'password'}
      action={
        <button
          type="button"
          className="text-input__action"
          aria-label={t(isShown ? 'login.hidePassword' : 'login.showPassword')}
          aria-pressed={isShown}
          onClick={() => setShown((shown) => !shown)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
            />
            {isShown ? null : <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}
