import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginOutput } from '../../../../../contract/auth';
import type { TErrorKey } from '../../../../../contract/errors';
import { AltchaProof, type TAltchaHandle, type TProofLevel } from '../../../components/altcha-proof';
import { PasswordInput } from '../../../components/password-input';
import { TextInput } from '../../../components/text-input';
import { errorTextLater } from '../../../lib/error-text.later';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { useLogin } from '../api';

type TField = 'account' | 'password';

/** SPEC §2.1: the robot check (ALTCHA, ADR 020, in place of the picture captcha) appears after this many failures. */
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
 * SPEC §2.1 password login with the robot check when required (a longer one past the server's failure limits). Plain
 * React state and native fields rather than antd: this is the first screen most people load, and it loads no antd at
 * all (ADR 024).
 */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (output: TLoginOutput) => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<Record<TField, string>>({ account: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [failures, setFailures] = useState(0);
  const [proofLevel, setProofLevel] = useState<TProofLevel | null>(null);
  const [isProving, setProving] = useState(false);
  const proof = useRef<TAltchaHandle>(null);

  const handleChange = (field: TField) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: [TField, TErrorKey][] = [
      ['account', 'ACCOUNT_REQUIRED'],
      ['password', 'FIELD_REQUIRED'],
    ];
    const found = Object.fromEntries(
      await Promise.all(
        missing
          .filter(([field]) => values[field].trim() === '')
          .map(async ([field, key]) => [field, await errorTextLater(key)] as const),
      ),
    );
    setErrors(found);
    const first = missing.find(([field]) => found[field]);
    if (first) {
      document.getElementById(`login-${first[0]}`)?.focus();
      return;
    }
    let altcha: string | undefined;
    if (proofLevel && proof.current) {
      setProving(true);
      try {
        altcha = await proof.current.take();
      } catch {
        notify.error(await errorTextLater('CAPTCHA_REQUIRED'));
        return;
      } finally {
        setProving(false);
      }
    }
    const input = { account: values.account.trim(), password: values.password, ...(altcha ? { altcha } : {}) };
    login.mutate(input, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const failed = failures + 1;
        setFailures(failed);
        notify.error(error.message || t('login.failed'));
        const key = error instanceof RpcError ? error.errorKey : undefined;
        if (key === 'CAPTCHA_STRONGER_REQUIRED') setProofLevel('strong');
        else if ((key && CAPTCHA_KEYS.has(key)) || failed >= CAPTCHA_AFTER_FAILURES) {
          setProofLevel((current) => current ?? 'base');
        }
      },
    });
  };

  const isBusy = login.isPending || isProving;
  /** What the two fields share: their id, value, change handler and error state. */
  const fieldProps = (field: TField) => ({
    id: `login-${field}`,
    name: field,
    value: values[field],
    onChange: handleChange(field),
    isInvalid: Boolean(errors[field]),
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Field id="login-account" label={t('login.account')} error={errors.account}>
        <TextInput {...fieldProps('account')} autoComplete="username" />
      </Field>
      <Field id="login-password" label={t('login.password')} error={errors.password}>
        <PasswordInput {...fieldProps('password')} autoComplete="current-password" />
      </Field>
      {proofLevel ? (
        <div className="field">
          <span className="field__label">{t('login.captcha')}</span>
          <AltchaProof key={proofLevel} level={proofLevel} ref={proof} />
        </div>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        aria-busy={isBusy}
        disabled={isBusy}
      >
        {isBusy ? <span className="button__spinner" aria-hidden="true" /> : null}
        {t('login.submit')}
      </button>
    </form>
  );
}
