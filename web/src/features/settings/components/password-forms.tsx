import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { isChangedPassword, isNewInsidePassword } from '../../../../../contract/passwords';
import { currentLanguage } from '../../../lib/i18n.setup';
import { RpcError } from '../../../lib/rpc.client';
import { useSession } from '../../../lib/session.store';
import { useUpdateInsidePass, useUpdatePass } from '../api';

type TPasswordValues = { oldPassword?: string; loginPassword?: string; newPassword: string; confirmPassword: string };

/** Client-side checks with the server's own texts (contract/errors.ts), so both say the same thing. */
function useRules() {
  const language = currentLanguage();
  const text = (key: TErrorKey) => errorText(key, language);
  const required: Rule = { required: true, message: text('FIELD_REQUIRED') };
  const rule =
    (isValid: (value: string) => boolean, key: TErrorKey): Rule =>
    () => ({
      validator: async (_rule, value: string | undefined) => {
        if (value && !isValid(value)) throw new Error(text(key));
      },
    });
  const matchesNew: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('newPassword')) throw new Error(text('PASSWORDS_SHOULD_MATCH'));
    },
  });
  return { required, rule, matchesNew };
}

/** Shows a server error on its field when the server names one of the form's fields, else above the button. */
function useServerError(form: ReturnType<typeof Form.useForm<TPasswordValues>>[0], fields: readonly string[]) {
  const [failure, setFailure] = useState<string | null>(null);
  const handleError = (error: Error) => {
    if (error instanceof RpcError && error.field && fields.includes(error.field)) {
      form.setFields([{ name: error.field as keyof TPasswordValues, errors: [error.message] }]);
    } else {
      setFailure(error.message);
    }
  };
  return { failure, clearFailure: () => setFailure(null), handleError };
}

function FormFooter({ failure, isPending, label }: { failure: string | null; isPending: boolean; label: string }) {
  const isPhone = useSession((state) => state.phoneDevice);
  return (
    <>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Button type="primary" htmlType="submit" loading={isPending} block={isPhone} size={isPhone ? 'large' : 'middle'}>
        {label}
      </Button>
    </>
  );
}

/** SPEC §5 'Change password': the old one must be right; the new one 6+ characters, typed twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const [form] = Form.useForm<TPasswordValues>();
  const { required, rule, matchesNew } = useRules();
  const update = useUpdatePass();
  const { failure, clearFailure, handleError } = useServerError(form, [
    'oldPassword',
    'newPassword',
    'confirmPassword',
  ]);

  const handleFinish = (values: TPasswordValues) => {
    clearFailure();
    update.mutate(
      {
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      },
      { onSuccess: () => form.resetFields(), onError: handleError },
    );
  };

  return (
    <Form
      form={form}
      name="login-password"
      size={isPhone ? 'large' : 'middle'}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={clearFailure}
    >
      <Form.Item name="oldPassword" label={t('settings.password.old')} rules={[required]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('settings.password.new')}
        rules={[required, rule(isChangedPassword, 'PASSWORD_TOO_SHORT')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.password.confirm')}
        dependencies={['newPassword']}
        rules={[required, matchesNew]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormFooter failure={failure} isPending={update.isPending} label={t('settings.password.changeLogin')} />
    </Form>
  );
}

/**
 * SPEC §2.16, §5: the internal password, 9+ letters and digits. 'change' proves the old internal password; 'reset'
 * proves the login password instead, for when the internal one is forgotten.
 */
export function InsidePasswordForm({ mode }: { mode: 'change' | 'reset' }) {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const [form] = Form.useForm<TPasswordValues>();
  const { required, rule, matchesNew } = useRules();
  const update = useUpdateInsidePass();
  const proofField = mode === 'change' ? 'oldPassword' : 'loginPassword';
  const { failure, clearFailure, handleError } = useServerError(form, [proofField, 'newPassword', 'confirmPassword']);

  const handleFinish = (values: TPasswordValues) => {
    clearFailure();
    update.mutate(
      {
        [proofField]: values[proofField] ?? '',
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      },
      { onSuccess: () => form.resetFields(), onError: handleError },
    );
  };

  return (
    <Form
      form={form}
      // A name per form keeps the input ids (and so the labels) apart: three forms share the field names.
      name={`inside-password-${mode}`}
      size={isPhone ? 'large' : 'middle'}
      layout="vertical"
      requiredMark={false}
      onFinish={handleFinish}
      onValuesChange={clearFailure}
    >
      <Form.Item
        name={proofField}
        label={mode === 'change' ? t('settings.password.oldInside') : t('settings.password.login')}
        rules={[required]}
      >
        <Input.Password autoComplete={mode === 'change' ? 'off' : 'current-password'} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('settings.password.newInside')}
        extra={t('settings.password.insideRule')}
        rules={[required, rule(isNewInsidePassword, 'INSIDE_PASSWORD_RULE')]}
      >
        <Input.Password autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('settings.password.confirm')}
        dependencies={['newPassword']}
        rules={[required, matchesNew]}
      >
        <Input.Password autoComplete="off" />
      </Form.Item>
      <FormFooter
        failure={failure}
        isPending={update.isPending}
        label={mode === 'change' ? t('settings.password.changeInside') : t('settings.password.resetInside')}
      />
    </Form>
  );
}
