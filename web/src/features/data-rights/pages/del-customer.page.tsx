import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../../../contract/errors';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SendCodeButton } from '../../../components/send-code-button';
import { useCountdown } from '../../../components/use-countdown';
import { currentLanguage } from '../../../lib/i18n.setup';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useDelAccount, useDelAccountCode } from '../api';

type TValues = { areaCode: string; phone: string; code: string; isUnderstood: boolean };

/**
 * SPEC §2.1 /del/customer: an end customer erases their data in every salon that holds it, after proving the phone
 * with an SMS code. The page says the same thing whether or not any salon knew the phone.
 */
export function DelCustomerPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TValues>();
  const sendCode = useDelAccountCode();
  const erase = useDelAccount();
  const countdown = useCountdown();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const required = [{ required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) }];

  const handleSendCode = () => {
    const phone = (form.getFieldValue('phone') as string | undefined)?.trim() ?? '';
    if (!phone) {
      form.setFields([{ name: 'phone', errors: [errorText('PHONE_REQUIRED_FOR_CODE', language)] }]);
      return;
    }
    const areaCode = form.getFieldValue('areaCode') as string;
    sendCode.mutate({ areaCode, phone }, { onSuccess: (data) => countdown.start(data.resendSeconds) });
  };

  const handleFinish = (values: TValues) => {
    setFailure(null);
    const input = { areaCode: values.areaCode, phone: values.phone.trim(), code: values.code.trim() };
    erase.mutate(
      { ...input, nonce: nonceKeeper.nonceFor(input) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          setDone(true);
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.field === 'code') {
            form.setFields([{ name: 'code', errors: [error.message] }]);
          } else {
            setFailure(error.message);
          }
        },
      },
    );
  };

  if (isDone) {
    return (
      <article className="doc-page">
        <Result
          status="success"
          title={t('dataRights.doneTitle')}
          subTitle={t('dataRights.doneText')}
          extra={
            <Link to="/">
              <Button type="primary">{t('dataRights.home')}</Button>
            </Link>
          }
        />
      </article>
    );
  }

  return (
    <article className="doc-page">
      <h1>{t('dataRights.title')}</h1>
      <p>{t('dataRights.intro')}</p>
      <p>{t('dataRights.kept')}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        initialValues={{ areaCode: '+39', isUnderstood: false }}
        style={{ maxWidth: 420 }}
      >
        <Form.Item label={t('dataRights.phone')} required>
          <Space.Compact block>
            <Form.Item name="areaCode" noStyle>
              <AreaCodeSelect />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={required}>
              <Input size="large" inputMode="tel" autoComplete="tel-national" aria-label={t('dataRights.phone')} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('dataRights.code')} required>
          <div className="code-row">
            <Form.Item name="code" noStyle rules={required}>
              <Input size="large" inputMode="numeric" autoComplete="one-time-code" aria-label={t('dataRights.code')} />
            </Form.Item>
            <SendCodeButton seconds={countdown.seconds} isLoading={sendCode.isPending} onSend={handleSendCode} />
          </div>
        </Form.Item>
        <Form.Item
          name="isUnderstood"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean) => {
                if (!value) throw new Error(t('dataRights.confirmRequired'));
              },
            },
          ]}
        >
          <Checkbox>{t('dataRights.confirm')}</Checkbox>
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
        <Button type="primary" danger htmlType="submit" size="large" block loading={erase.isPending}>
          {t('dataRights.submit')}
        </Button>
      </Form>
    </article>
  );
}
