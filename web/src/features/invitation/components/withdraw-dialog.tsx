import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import type { TInviterRule } from '../../../../../contract/invitations';
import { genericErrorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n.setup';
import { decimalToCents, formatCny } from '../../../lib/money.format';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useWithdraw } from '../api';
import { checkWithdrawAmount } from '../invitation.format';

type TValues = { amount: string; payeeName: string; payeeAccount: string };
const FIELDS: readonly (keyof TValues)[] = ['amount', 'payeeName', 'payeeAccount'];

type TProps = { rule: TInviterRule; onClose: () => void };

/**
 * SPEC §2.18 withdraw: an amount up to the available rebate, the payee's name and wallet account. The form checks
 * the amount first; the server's refusal (above the available amount, below the minimum, ...) is shown with its text.
 */
export function WithdrawDialog({ rule, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TValues>();
  const withdraw = useWithdraw();
  const [nonceKeeper] = useState(() => createNonceKeeper());
  const [serverError, setServerError] = useState<string | null>(null);
  const money = (cents: number) => formatCny(cents, language);

  const amountRule = {
    validator: (_: unknown, value: string | undefined) => {
      const problem = checkWithdrawAmount(decimalToCents(value), rule.availableAmount, rule.minWithdrawAmount);
      if (problem === 'format') return Promise.reject(new Error(errorText('AMOUNT_ERROR', language)));
      if (problem === 'exceedsAvailable') {
        return Promise.reject(new Error(errorText('WITHDRAW_EXCEEDS_AVAILABLE', language)));
      }
      if (problem === 'belowMinimum') {
        return Promise.reject(
          new Error(errorText('WITHDRAW_BELOW_MINIMUM', language, { min: money(rule.minWithdrawAmount) })),
        );
      }
      return Promise.resolve();
    },
  };
  const required = { required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) };

  const handleSubmit = async (values: TValues) => {
    setServerError(null);
    const input = {
      amount: decimalToCents(values.amount) ?? 0,
      payeeName: values.payeeName.trim(),
      payeeAccount: values.payeeAccount.trim(),
    };
    try {
      await withdraw.mutateAsync({ ...input, nonce: nonceKeeper.nonceFor(input) });
      nonceKeeper.finish();
      onClose();
    } catch (error) {
      const message = error instanceof RpcError ? error.message : genericErrorText();
      const field = error instanceof RpcError ? error.field : undefined;
      if (field && (FIELDS as readonly string[]).includes(field)) {
        form.setFields([{ name: field as keyof TValues, errors: [message] }]);
      } else {
        setServerError(message);
      }
    }
  };

  return (
    <Modal
      open
      title={t('invite.withdraw.title')}
      okText={t('invite.withdraw.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={withdraw.isPending}
      maskClosable={false}
      destroyOnHidden
    >
      <p className="invite-muted">
        {t('invite.withdraw.available', { amount: money(rule.availableAmount) })}{' '}
        {t('invite.withdraw.minimum', { amount: money(rule.minWithdrawAmount) })}
      </p>
      <Form<TValues> form={form} layout="vertical" onFinish={handleSubmit} requiredMark={false}>
        <Form.Item
          name="amount"
          label={t('invite.withdraw.amount')}
          rules={[amountRule]}
          validateTrigger="onBlur"
          extra={t('invite.withdraw.arrives', { days: rule.withdrawDays })}
        >
          <Input prefix="¥" inputMode="decimal" autoComplete="off" maxLength={12} />
        </Form.Item>
        <Form.Item name="payeeName" label={t('invite.withdraw.payeeName')} rules={[required]} validateTrigger="onBlur">
          <Input autoComplete="name" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="payeeAccount"
          label={t('invite.withdraw.payeeAccount')}
          rules={[required, { min: 3, message: errorText('CHECK_INPUT', language) }]}
          validateTrigger="onBlur"
        >
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
      {serverError ? <Alert type="error" showIcon title={serverError} /> : null}
    </Modal>
  );
}
