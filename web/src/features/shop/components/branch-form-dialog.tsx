import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { isRegistrationPassword } from '../../../../../contract/passwords';
import { ZShopSaveBranchShopInput } from '../../../../../contract/shop';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import type { TBranchShop } from '../../../lib/session.store';
import { useSaveBranchShop, useUpdateBranchShop } from '../api';
import { contractRules } from '../shop.form';

type TFormValues = {
  shopName: string;
  address: string;
  contactTel: string;
  contactUser: string;
  account: string;
  password: string;
  confirmPassword: string;
};

const FORM_FIELDS = new Set<string>([
  'shopName',
  'address',
  'contactTel',
  'contactUser',
  'account',
  'password',
  'confirmPassword',
]);

const toFormValues = (branch: TBranchShop | null): TFormValues => ({
  shopName: branch?.shopName ?? '',
  address: branch?.address ?? '',
  contactTel: branch?.customPhone ?? '',
  contactUser: branch?.accountName ?? '',
  account: branch?.account ?? '',
  password: '',
  confirmPassword: '',
});

/**
 * Add or edit a branch (SPEC §2.17: name, address, phone, manager name, account). A new branch gets its own manager
 * login, so adding asks for the first password; editing may leave it empty, or give one to reset it (ADR 017).
 */
export function BranchFormDialog({ branch, onClose }: { branch: TBranchShop | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const save = useSaveBranchShop();
  const update = useUpdateBranchShop();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const isEdit = branch !== null;

  const rules = contractRules(ZShopSaveBranchShopInput.shape, language);
  const passwordRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      // A renamed login needs a new password: the internal password is bound to the account name (ADR 017).
      const account = String(getFieldValue('account') ?? '').trim();
      if (!value && branch && account !== branch.account) throw new Error(t('shop.branch.passwordForRename'));
      if (!value) return;
      if (!isRegistrationPassword(value)) throw new Error(errorText('PASSWORD_RULE', language));
    },
  });
  const confirmRule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const password = getFieldValue('password') as string | undefined;
      if (!password && !value) return;
      if (value !== password) throw new Error(errorText('PASSWORDS_MISMATCH', language));
    },
  });

  const handleError = (error: unknown) => {
    const text = error instanceof Error ? error.message : errorText('GENERIC', language);
    if (error instanceof RpcError && error.field && FORM_FIELDS.has(error.field)) {
      form.setFields([{ name: error.field as keyof TFormValues, errors: [text] }]);
      return;
    }
    notify.error(text);
  };

  const handleFinish = async (values: TFormValues) => {
    const fields = {
      shopName: values.shopName.trim(),
      address: values.address.trim(),
      contactTel: values.contactTel.trim(),
      contactUser: values.contactUser.trim(),
      account: values.account.trim(),
    };
    const passwords = values.password
      ? { password: values.password, confirmPassword: values.confirmPassword ?? '' }
      : undefined;
    try {
      if (branch) {
        const body = { id: branch.id, ...fields, ...passwords };
        await update.mutateAsync({ ...body, nonce: nonceKeeper.nonceFor(body) });
      } else {
        const body = { ...fields, password: values.password, confirmPassword: values.confirmPassword };
        await save.mutateAsync({ ...body, nonce: nonceKeeper.nonceFor(body) });
      }
      nonceKeeper.finish();
      onClose();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Modal
      open
      title={isEdit ? t('shop.branch.editTitle', { name: branch.shopName }) : t('shop.branch.addTitle')}
      okText={t('shop.branch.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending || update.isPending}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={toFormValues(branch)}
        onFinish={handleFinish}
        requiredMark
        className="branch-form"
      >
        <Form.Item
          name="shopName"
          label={t('shop.branch.shopName')}
          rules={[rules.required('SHOP_NAME_REQUIRED'), rules.field('shopName')]}
        >
          <Input maxLength={100} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('shop.branch.address')}
          rules={[rules.required('ADDRESS_REQUIRED'), rules.field('address')]}
        >
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <div className="branch-form__pair">
          <Form.Item
            name="contactTel"
            label={t('shop.branch.phone')}
            rules={[rules.required(), rules.field('contactTel')]}
          >
            <Input maxLength={20} inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="contactUser"
            label={t('shop.branch.manager')}
            rules={[rules.required(), rules.field('contactUser')]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </div>
        <Form.Item
          name="account"
          label={t('shop.branch.account')}
          rules={[rules.required('ACCOUNT_REQUIRED'), rules.field('account')]}
          extra={t('shop.branch.accountHint')}
        >
          <Input maxLength={50} autoComplete="off" autoCapitalize="none" spellCheck={false} />
        </Form.Item>
        <div className="branch-form__pair">
          <Form.Item
            name="password"
            dependencies={['account']}
            label={t(isEdit ? 'shop.branch.newPassword' : 'shop.branch.password')}
            rules={isEdit ? [passwordRule] : [rules.required(), passwordRule]}
            extra={isEdit ? t('shop.branch.passwordKeep') : undefined}
          >
            <Input.Password maxLength={64} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('shop.branch.confirmPassword')}
            dependencies={['password']}
            // A mismatch clears as soon as the two entries agree, without leaving the field first.
            validateTrigger={['onBlur', 'onChange']}
            rules={isEdit ? [confirmRule] : [rules.required(), confirmRule]}
          >
            <Input.Password maxLength={64} autoComplete="new-password" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
