import type { Rule } from 'antd/es/form';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { isChangedPassword, isNewInsidePassword, isRegistrationPassword } from '../../../../../contract/passwords';
import type { TStaff } from '../../../../../contract/staff';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { useResetStaffInsidePassword, useResetStaffPassword, useSetStaffAccount } from '../api';

export type TPasswordDialogMode = 'setAccount' | 'resetPassword' | 'resetInsidePassword';

type TValues = { account?: string; password: string; confirmPassword: string };

/**
 * Per mode: the password rule and the SPEC §5 messages, the same checks the contract schemas make on the server.
 * - setAccount: a login password as at registration (8+ with letters and digits), 'Passwords do not match';
 * - resetPassword: a changed password (6+), 'Passwords should match';
 * - resetInsidePassword: a new internal password (9+ letters and digits), 'Passwords should match'.
 */
const MODES: Record<
  TPasswordDialogMode,
  { isValid: (s: string) => boolean; ruleKey: TErrorKey; requiredKey: TErrorKey; mismatchKey: TErrorKey }
> = {
  setAccount: {
    isValid: isRegistrationPassword,
    ruleKey: 'PASSWORD_RULE',
    requiredKey: 'FIELD_REQUIRED',
    mismatchKey: 'PASSWORDS_MISMATCH',
  },
  resetPassword: {
    isValid: isChangedPassword,
    ruleKey: 'PASSWORD_TOO_SHORT',
    requiredKey: 'FIELD_REQUIRED',
    mismatchKey: 'PASSWORDS_SHOULD_MATCH',
  },
  resetInsidePassword: {
    isValid: isNewInsidePassword,
    ruleKey: 'INSIDE_PASSWORD_RULE',
    // SPEC §5 'Internal password field: required (please check the information provided)'.
    requiredKey: 'CHECK_INPUT',
    mismatchKey: 'PASSWORDS_SHOULD_MATCH',
  },
};

/** The server names these fields; the form shows their errors in place. */
const SERVER_FIELDS: Record<string, keyof TValues> = {
  account: 'account',
  password: 'password',
  newPassword: 'password',
  confirmPassword: 'confirmPassword',
};

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]+$/;

type TStaffPasswordDialogProps = { mode: TPasswordDialogMode; staff: TStaff; onClose: () => void };

/**
 * Owner-only (SPEC §6): set a staff member's login (account/setAccount), reset their login password
 * (account/resetPass) or their internal password (account/updateInsidePass with their id).
 */
export function StaffPasswordDialog({ mode, staff, onClose }: TStaffPasswordDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TValues>();
  const setAccount = useSetStaffAccount();
  const resetPassword = useResetStaffPassword();
  const resetInside = useResetStaffInsidePassword();
  const config = MODES[mode];
  const text = (key: TErrorKey) => errorText(key, language);
  const isPending = setAccount.isPending || resetPassword.isPending || resetInside.isPending;

  const passwordRules: Rule[] = [
    { required: true, message: text(config.requiredKey) },
    {
      validator: (_, value: string | undefined) =>
        !value || config.isValid(value) ? Promise.resolve() : Promise.reject(new Error(text(config.ruleKey))),
    },
  ];
  const confirmRules: Rule[] = [
    { required: true, message: text(config.requiredKey) },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(text(config.mismatchKey))),
    }),
  ];

  const handleError = (error: Error) => {
    const field = error instanceof RpcError && error.field ? SERVER_FIELDS[error.field] : undefined;
    if (field) form.setFields([{ name: field, errors: [error.message] }]);
    else notify.error(error.message);
  };

  const handleFinish = (values: TValues) => {
    const callbacks = { onSuccess: onClose, onError: handleError };
    if (mode === 'setAccount') {
      setAccount.mutate(
        {
          id: staff.id,
          account: (values.account ?? '').trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
        },
        callbacks,
      );
    } else {
      const input = { id: staff.id, newPassword: values.password, confirmPassword: values.confirmPassword };
      (mode === 'resetPassword' ? resetPassword : resetInside).mutate(input, callbacks);
    }
  };

  const titleKey =
    mode === 'setAccount' && staff.account ? 'staff.password.changeAccountTitle' : `staff.password.${mode}Title`;

  return (
    <Modal
      open
      title={t(titleKey, { name: staff.name })}
      okText={t('staff.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      maskClosable={false}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p className="staff-hint">{t(`staff.password.${mode}Hint`, { name: staff.name })}</p>
      <Form<TValues>
        form={form}
        layout="vertical"
        initialValues={{ account: staff.account, password: '', confirmPassword: '' }}
        onFinish={handleFinish}
      >
        {mode === 'setAccount' ? (
          <Form.Item
            name="account"
            label={t('staff.password.account')}
            rules={[
              { required: true, whitespace: true, message: text('ACCOUNT_REQUIRED') },
              { pattern: ACCOUNT_PATTERN, message: text('CHECK_INPUT') },
              { max: 50, message: text('CHECK_INPUT') },
            ]}
          >
            <Input size="large" autoComplete="off" autoCapitalize="none" maxLength={50} autoFocus />
          </Form.Item>
        ) : null}
        <Form.Item
          name="password"
          label={t(mode === 'setAccount' ? 'staff.password.password' : 'staff.password.newPassword')}
          rules={passwordRules}
        >
          <Input.Password size="large" autoComplete="new-password" maxLength={64} autoFocus={mode !== 'setAccount'} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('staff.password.confirmPassword')}
          dependencies={['password']}
          rules={confirmRules}
        >
          <Input.Password size="large" autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
