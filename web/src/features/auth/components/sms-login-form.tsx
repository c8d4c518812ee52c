import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginOutput } from '../../../../../contract/auth';
import { errorText } from '../../../../../contract/errors';
import { AltchaProof, type TAltchaHandle } from '../../../components/altcha-proof';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SendCodeButton } from '../../../components/send-code-button';
import { useCountdown } from '../../../components/use-countdown';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { useGetLoginPhoneMsg, useLoginByPhoneMsg } from '../api';

type TSmsValues = { areaCode: string; phone: string; code: string };

/** SPEC §2.1 SMS-code login: area code, phone, code with a resend countdown (loaded only when this mode is chosen). */
export function SmsLoginForm({ onSignedIn }: { onSignedIn: (output: TLoginOutput) => void }) {
  const { t } = useTranslation();
  const [smsForm] = Form.useForm<TSmsValues>();
  const loginByPhone = useLoginByPhoneMsg();
  const sendCode = useGetLoginPhoneMsg();
  const countdown = useCountdown();
  const language = currentLanguage();
  const required = [{ required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) }];
  const proof = useRef<TAltchaHandle>(null);
  const [isProving, setProving] = useState(false);

  const handleSendCode = async () => {
    const phone = (smsForm.getFieldValue('phone') as string | undefined)?.trim() ?? '';
    if (!phone) {
      // SPEC §5: checked here, without calling the server.
      notify.error(errorText('PHONE_REQUIRED_FOR_CODE', language));
      return;
    }
    const areaCode = smsForm.getFieldValue('areaCode') as string;
    // Every code sent costs a proof of work (ADR 020), solved here when the robot check was not ticked yet.
    setProving(true);
    let altcha: string;
    try {
      altcha = await proof.current!.take();
    } catch {
      notify.error(errorText('CAPTCHA_REQUIRED', language));
      return;
    } finally {
      setProving(false);
    }
    sendCode.mutate({ areaCode, phone, altcha }, { onSuccess: (data) => countdown.start(data.resendSeconds) });
  };

  const handleSmsLogin = (values: TSmsValues) => {
    loginByPhone.mutate(
      { areaCode: values.areaCode, phone: values.phone.trim(), code: values.code.trim() },
      { onSuccess: onSignedIn, onError: (error) => notify.error(error.message || t('login.failed')) },
    );
  };

  return (
    <Form
      form={smsForm}
      layout="vertical"
      onFinish={handleSmsLogin}
      requiredMark={false}
      initialValues={{ areaCode: '+39' }}
      // The form checks its own fields: the browser's check would stop it at the robot check's unticked box.
      noValidate
    >
      <Form.Item label={t('login.phone')} required>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle>
            <AreaCodeSelect />
          </Form.Item>
          <Form.Item name="phone" noStyle rules={required}>
            <Input size="large" inputMode="tel" autoComplete="tel-national" aria-label={t('login.phone')} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('login.code')} required>
        <div className="code-row">
          <Form.Item name="code" noStyle rules={required}>
            <Input size="large" inputMode="numeric" autoComplete="one-time-code" aria-label={t('login.code')} />
          </Form.Item>
          <SendCodeButton
            seconds={countdown.seconds}
            isLoading={sendCode.isPending || isProving}
            onSend={handleSendCode}
          />
        </div>
      </Form.Item>
      <Form.Item label={t('login.captcha')}>
        <AltchaProof ref={proof} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={loginByPhone.isPending}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
