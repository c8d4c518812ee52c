import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../contract/errors';
import { isInsideDialogPassword } from '../../../contract/passwords';
import { usePwdInside } from '../features/auth/api';
import { currentLanguage } from '../lib/i18n.setup';
import { insidePasswordHash } from '../lib/md5';
import { RpcError } from '../lib/rpc.client';
import { useSession } from '../lib/session.store';
import { storage } from '../lib/storage.keys';

/**
 * SPEC §2.5, §6: the internal (leader) password dialog. Enter or the button confirms; neither Escape nor a click
 * outside closes it. Success grants the server-side elevation and sets innerLogin 'true' for the guard.
 */
export function InnerPasswordDialog({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const user = useSession((state) => state.user);
  const pwdInside = usePwdInside();
  const language = currentLanguage();

  const handleFinish = ({ password }: { password: string }) => {
    if (!user) return;
    setFailure(null);
    pwdInside.mutate(
      { accountId: user.id, password: insidePasswordHash(password, user.account) },
      {
        onSuccess: () => {
          storage.set('innerLogin', 'true');
          onSuccess();
        },
        onError: (error) => {
          // SPEC §8: a non-zero code is 'Login failed'; a request error asks to contact system staff.
          const isRequestError = !(error instanceof RpcError) || error.isTransport;
          setFailure(isRequestError ? t('innerPassword.requestError') : t('innerPassword.failed'));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('innerPassword.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={pwdInside.isPending} onClick={() => form.submit()}>
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <div className="inner-password__notes">
        <Alert type="warning" showIcon title={t('innerPassword.tip')} />
        <Alert type="info" showIcon title={t('innerPassword.removalNotice')} />
      </div>
      <Form
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        onValuesChange={() => setFailure(null)}
        requiredMark={false}
      >
        <Form.Item
          name="password"
          label={t('innerPassword.label')}
          rules={[
            { required: true, message: t('innerPassword.required') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && !isInsideDialogPassword(value)) {
                  throw new Error(errorText('INSIDE_PASSWORD_RULE', language));
                }
              },
            },
          ]}
          validateStatus={failure ? 'error' : undefined}
          help={failure ?? undefined}
        >
          <Input.Password autoFocus autoComplete="off" onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
