import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginOutput } from '../../../../../contract/auth';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { randomId } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useLogin } from '../api';

type TField = 'account' | 'password' | 'captcha';

/** SPEC §2.1: the captcha also appears after this many failed password logins. */
const CAPTCHA_AFTER_FAILURES = 3;
const CAPTCHA_KEYS = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_WRONG']);

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className="field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/**
 * SPEC §2.1 password login with the captcha when required. Plain React state rather than antd Form: this is the
 * first screen most people load, and antd's form machinery (with its tooltip and validator) would double its size.
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (output: TLoginOutput) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const language = currentLanguage();
  const [values, setValues] = useState<Record<TField, string>>({ account: '', password: '', captcha: '' });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [failures, setFailures] = useState(0);
  const [captchaId, setCaptchaId] = useState<string | null>(null);

  const showCaptcha = () => {
    setCaptchaId(randomId());
    setValues((current) => ({ ...current, captcha: '' }));
  };

  const handleChange = (field: TField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: [TField, TErrorKey][] = [
      ['account', 'ACCOUNT_REQUIRED'],
      ['password', 'FIELD_REQUIRED'],
      ...(captchaId ? [['captcha', 'CAPTCHA_REQUIRED'] as [TField, TErrorKey]] : []),
    ];
    const found = Object.fromEntries(
      missing.filter(([field]) => values[field].trim() === '').map(([field, key]) => [field, errorText(key, language)]),
    );
    setErrors(found);
    const first = missing.find(([field]) => found[field]);
    if (first) {
      document.getElementById(`login-${first[0]}`)?.focus();
      return;
    }
    const input = {
      account: values.account.trim(),
      password: values.password,
      ...(captchaId ? { uuid: captchaId, captcha: values.captcha.trim() } : {}),
    };
    login.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const failed = failures + 1;
        setFailures(failed);
        notify.error(error.message || t('login.failed'));
        const isCaptchaError =
          error instanceof RpcError && error.errorKey !== undefined && CAPTCHA_KEYS.has(error.errorKey);
        if (isCaptchaError || captchaId || failed >= CAPTCHA_AFTER_FAILURES) showCaptcha();
      },
    });
  };

  const describedBy = (field: TField) => (errors[field] ? `login-${field}-error` : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Field id="login-account" label={t('login.account')} error={errors.account}>
        <Input
          id="login-account"
          name="account"
          size="large"
          autoComplete="username"
          value={values.account}
          onChange={handleChange('account')}
          status={errors.account ? 'error' : undefined}
          aria-invalid={Boolean(errors.account)}
          aria-describedby={describedBy('account')}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password}>
        <Input.Password
          id="login-password"
          name="password"
          size="large"
          autoComplete="current-password"
          value={values.password}
          onChange={handleChange('password')}
          status={errors.password ? 'error' : undefined}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy('password')}
        />
      </Field>
      {captchaId ? (
        <Field id="login-captcha" label={t('login.captcha')} error={errors.captcha}>
          <div className="captcha-row">
            <Input
              id="login-captcha"
              name="captcha"
              size="large"
              autoComplete="off"
              maxLength={10}
              value={values.captcha}
              onChange={handleChange('captcha')}
              status={errors.captcha ? 'error' : undefined}
              aria-invalid={Boolean(errors.captcha)}
              aria-describedby={describedBy('captcha')}
            />
            <button type="button" className="captcha-button" onClick={showCaptcha} title={t('login.captchaRefresh')}>
              <img src={`api/app/captcha.jpg?uuid=${encodeURIComponent(captchaId)}`} alt={t('login.captchaAlt')} />
            </button>
          </div>
        </Field>
      ) : null}
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
