import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { ZH5GetSignupEmailCodeInput, ZH5SignupInput } from '../../../../../contract/auth';
import { COUNTRIES, countryOf, type TCountryCode } from '../../../../../contract/countries';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { isRegistrationPassword } from '../../../../../contract/passwords';
import { AltchaProof, type TAltchaHandle } from '../../../components/altcha-proof';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SendCodeButton } from '../../../components/send-code-button';
import { useCountdown } from '../../../components/use-countdown';
import { isErrorKey } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useSession } from '../../../lib/session.store';
import { useGetSignupEmailCode, useGetSignupPhoneMsg, useShopTypeList, useSignup } from '../api';

type TSignupValues = {
  shopName: string;
  region: string;
  address: string;
  managerName: string;
  account: string;
  country: TCountryCode;
  areaCode: string;
  shopType?: number;
  codeChannel: 'sms' | 'email';
  phone: string;
  email?: string;
  code: string;
  password: string;
  confirmPassword: string;
  invitationCode?: string;
  agreeTerms: boolean;
  agreeSms: boolean;
};

type TShape = typeof ZH5SignupInput.shape;

/** SPEC §2.1 /signup and /signup/:invitationCode: every registration field, with the SPEC §5 rules. */
export function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { invitationCode } = useParams();
  const signIn = useSession((state) => state.signIn);
  const [form] = Form.useForm<TSignupValues>();
  const codeChannel = Form.useWatch('codeChannel', form) ?? 'sms';
  const shopTypes = useShopTypeList();
  const sendSms = useGetSignupPhoneMsg();
  const sendEmail = useGetSignupEmailCode();
  const signup = useSignup();
  const countdown = useCountdown();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const proof = useRef<TAltchaHandle>(null);
  const [isProving, setProving] = useState(false);
  const language = currentLanguage();
  const textOf = (key: string) => errorText(isErrorKey(key) ? key : 'CHECK_INPUT', language);

  /** An antd rule from the contract's own field schema (STYLE rule 1: forms reuse the contract). */
  const fieldRule = (field: keyof TShape): Rule => ({
    validator: async (_rule, value) => {
      // Emptiness is the required rule's message; this one checks the shape of what was typed.
      if (value === undefined || value === null || String(value).trim() === '') return;
      const result = (ZH5SignupInput.shape[field] as z.ZodType).safeParse(value ?? '');
      if (!result.success) throw new Error(textOf(result.error.issues[0]?.message ?? 'CHECK_INPUT'));
    },
  });
  const requiredRule = (key: TErrorKey = 'FIELD_REQUIRED'): Rule => ({
    required: true,
    whitespace: true,
    message: errorText(key, language),
  });

  const countryOptions = useMemo(
    () =>
      COUNTRIES.map((country) => ({ value: country.code, label: t(`country.${country.code}`) })).sort((a, b) =>
        a.label.localeCompare(b.label, language),
      ),
    [t, language],
  );

  const handleCountryChange = (code: TCountryCode) => {
    const country = countryOf(code);
    if (country) form.setFieldValue('areaCode', country.areaCode);
  };

  /** Every code sent costs a proof of work (ADR 020), solved here when the robot check was not ticked yet. */
  const takeProof = async () => {
    setProving(true);
    try {
      return await proof.current!.take();
    } catch {
      notify.error(errorText('CAPTCHA_REQUIRED', language));
      return null;
    } finally {
      setProving(false);
    }
  };

  const handleSendCode = async () => {
    if (codeChannel === 'email') {
      const email = ((form.getFieldValue('email') as string | undefined) ?? '').trim();
      const parsed = ZH5GetSignupEmailCodeInput.safeParse({ email });
      if (!parsed.success) {
        form.setFields([{ name: 'email', errors: [errorText('EMAIL_INVALID', language)] }]);
        return;
      }
      const altcha = await takeProof();
      if (altcha) sendEmail.mutate({ email, altcha }, { onSuccess: (data) => countdown.start(data.resendSeconds) });
      return;
    }
    const phone = ((form.getFieldValue('phone') as string | undefined) ?? '').trim();
    if (!phone) {
      // SPEC §5: a phone number is required before sending a code; checked without calling the server.
      notify.error(errorText('PHONE_REQUIRED_FOR_CODE', language));
      form.setFields([{ name: 'phone', errors: [errorText('PHONE_REQUIRED_FOR_CODE', language)] }]);
      return;
    }
    const areaCode = form.getFieldValue('areaCode') as string;
    const altcha = await takeProof();
    if (altcha)
      sendSms.mutate({ areaCode, phone, altcha }, { onSuccess: (data) => countdown.start(data.resendSeconds) });
  };

  const handleFinish = (values: TSignupValues) => {
    const input = {
      shopName: values.shopName,
      region: values.region,
      address: values.address,
      managerName: values.managerName,
      account: values.account,
      areaCode: values.areaCode,
      shopType: values.shopType ?? 0,
      country: values.country,
      codeChannel: values.codeChannel,
      email: values.codeChannel === 'email' ? (values.email ?? '').trim() : '',
      code: values.code,
      phone: values.phone,
      password: values.password,
      confirmPassword: values.confirmPassword,
      invitationCode: values.invitationCode?.trim() || undefined,
      agreeTerms: values.agreeTerms === true,
      agreeSms: values.agreeSms === true,
    };
    signup.mutate(
      { ...input, nonce: nonceKeeper.nonceFor(input) },
      {
        onSuccess: (output) => {
          nonceKeeper.finish();
          signIn(output);
          notify.success(t('signup.success'));
          navigate('/frame/controlPad', { replace: true });
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.field) {
            form.setFields([{ name: error.field as keyof TSignupValues, errors: [error.message] }]);
          }
          notify.error(error.message || t('signup.failed'));
        },
      },
    );
  };

  const defaultCountry = countryOf('IT');

  return (
    <div className="auth-page">
      <section className="auth-card auth-card--wide" aria-labelledby="signup-title">
        <h1 id="signup-title">{t('signup.title')}</h1>
        <Form
          form={form}
          layout="vertical"
          onFinish={handleFinish}
          scrollToFirstError
          // The form checks its own fields: the browser's check would stop it at the robot check's unticked box.
          noValidate
          initialValues={{
            country: defaultCountry?.code,
            areaCode: defaultCountry?.areaCode,
            codeChannel: 'sms',
            invitationCode: invitationCode ?? '',
            agreeTerms: false,
            agreeSms: false,
          }}
        >
          <div className="form-grid">
            <Form.Item
              name="shopName"
              label={t('signup.shopName')}
              rules={[requiredRule('SHOP_NAME_REQUIRED'), fieldRule('shopName')]}
            >
              <Input maxLength={100} autoComplete="organization" />
            </Form.Item>
            <Form.Item
              name="shopType"
              label={t('signup.shopType')}
              rules={[{ required: true, message: errorText('SHOP_TYPE_REQUIRED', language) }]}
            >
              <Select
                loading={shopTypes.isPending}
                options={(shopTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
              />
            </Form.Item>
            <Form.Item name="country" label={t('signup.country')} rules={[requiredRule()]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={countryOptions}
                onChange={handleCountryChange}
              />
            </Form.Item>
            <Form.Item
              name="region"
              label={t('signup.region')}
              rules={[requiredRule('AREA_REQUIRED'), fieldRule('region')]}
            >
              <Input maxLength={100} autoComplete="address-level1" />
            </Form.Item>
            <Form.Item
              className="form-grid__full"
              name="address"
              label={t('signup.address')}
              rules={[requiredRule('ADDRESS_REQUIRED'), fieldRule('address')]}
            >
              <Input maxLength={200} autoComplete="street-address" />
            </Form.Item>
            <Form.Item
              name="managerName"
              label={t('signup.managerName')}
              rules={[requiredRule(), fieldRule('managerName')]}
            >
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="account"
              label={t('signup.account')}
              extra={t('signup.accountHint')}
              rules={[requiredRule('ACCOUNT_REQUIRED'), fieldRule('account')]}
            >
              <Input maxLength={50} autoComplete="username" />
            </Form.Item>
            <Form.Item label={t('signup.phone')} required>
              <Space.Compact block>
                <Form.Item name="areaCode" noStyle>
                  <AreaCodeSelect size="middle" />
                </Form.Item>
                <Form.Item name="phone" noStyle rules={[requiredRule('PHONE_REQUIRED_FOR_CODE'), fieldRule('phone')]}>
                  <Input inputMode="tel" autoComplete="tel-national" aria-label={t('signup.phone')} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
            <Form.Item name="codeChannel" label={t('signup.codeChannel')}>
              <Radio.Group
                options={[
                  { value: 'sms', label: t('signup.channelSms') },
                  { value: 'email', label: t('signup.channelEmail') },
                ]}
              />
            </Form.Item>
            {codeChannel === 'email' ? (
              <Form.Item
                name="email"
                label={t('signup.email')}
                rules={[requiredRule('EMAIL_INVALID'), fieldRule('email')]}
              >
                <Input type="email" maxLength={100} autoComplete="email" />
              </Form.Item>
            ) : null}
            <Form.Item label={t('signup.code')} required>
              <div className="code-row">
                <Form.Item name="code" noStyle rules={[requiredRule('CODE_INVALID')]}>
                  <Input
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={10}
                    aria-label={t('signup.code')}
                  />
                </Form.Item>
                <SendCodeButton
                  seconds={countdown.seconds}
                  isLoading={sendSms.isPending || sendEmail.isPending || isProving}
                  onSend={handleSendCode}
                />
              </div>
            </Form.Item>
            <Form.Item label={t('login.captcha')}>
              <AltchaProof ref={proof} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('signup.password')}
              extra={t('signup.passwordHint')}
              rules={[
                requiredRule(),
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value && !isRegistrationPassword(value)) throw new Error(errorText('PASSWORD_RULE', language));
                  },
                },
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={64} />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('signup.confirmPassword')}
              dependencies={['password']}
              rules={[
                requiredRule(),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string | undefined) => {
                    if (value && value !== getFieldValue('password')) {
                      throw new Error(errorText('PASSWORDS_MISMATCH', language));
                    }
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={64} />
            </Form.Item>
            <Form.Item name="invitationCode" label={t('signup.invitationCode')}>
              <Input maxLength={32} />
            </Form.Item>
            <div className="form-grid__full">
              <Form.Item
                name="agreeTerms"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_rule, value: boolean | undefined) => {
                      if (!value) throw new Error(errorText('TERMS_REQUIRED', language));
                    },
                  },
                ]}
              >
                <Checkbox>
                  {t('signup.agreeTermsPrefix')} <Link to="/servicePolicy">{t('route.servicePolicy')}</Link>{' '}
                  {t('signup.and')} <Link to="/privacy">{t('route.privacy')}</Link>
                </Checkbox>
              </Form.Item>
              <Form.Item name="agreeSms" valuePropName="checked">
                <Checkbox>{t('signup.agreeSms')}</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" block size="large" loading={signup.isPending}>
                {t('signup.submit')}
              </Button>
            </div>
          </div>
        </Form>
        <p className="auth-card__footer">
          {t('signup.haveAccount')} <Link to="/login">{t('signup.loginLink')}</Link>
        </p>
      </section>
    </div>
  );
}
