import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TLoginOutput } from '../../../../../contract/auth';
import { lazyInAntd } from '../../../app/app.antd-island';
import { PageSpinner } from '../../../components/page-spinner';
import { notify } from '../../../lib/notify.bridge';
import { useSession } from '../../../lib/session.store';
import { PasswordLoginForm } from '../components/password-login-form';

/** The SMS mode (antd's form and the area-code select) loads only when chosen, keeping the login page light. */
const SmsLoginForm = lazyInAntd(() => import('../components/sms-login-form').then((module) => module.SmsLoginForm));

const MODES = ['password', 'sms'] as const;

/** SPEC §2.1 /login: password login and SMS-code login. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [mode, setMode] = useState<'password' | 'sms'>('password');

  const handleSignedIn = (output: TLoginOutput) => {
    signIn(output);
    notify.success(t('login.success'));
    navigate('/frame/controlPad', { replace: true });
  };

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        {/* A two-button switch rather than antd Segmented, which brings its tooltip machinery to the first page. */}
        <fieldset className="mode-switch">
          <legend className="visually-hidden">{t('login.modeLabel')}</legend>
          {MODES.map((value) => (
            <button
              key={value}
              type="button"
              className="mode-switch__option"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
            >
              {t(value === 'password' ? 'login.passwordMode' : 'login.smsMode')}
            </button>
          ))}
        </fieldset>
        {mode === 'password' ? (
          <PasswordLoginForm onSignedIn={handleSignedIn} />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <SmsLoginForm onSignedIn={handleSignedIn} />
          </Suspense>
        )}
        <p className="auth-card__footer">
          {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
        </p>
      </section>
    </div>
  );
}
