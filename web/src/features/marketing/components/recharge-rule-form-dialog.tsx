import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import type { TRechargeRule } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { decimalToCents } from '../../../lib/money.format';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { fetchRechargeRule, type TRechargeRuleForm, useCreateRechargeRule, useUpdateRechargeRule } from '../api';
import { centsToMoneyText, isValidMoney } from '../marketing.form';

type TFormValues = { ruleName: string; rechargeAmount: string | null; giftAmount: string | null; remark: string };

const FORM_FIELDS = new Set<string>(['ruleName', 'rechargeAmount', 'giftAmount', 'remark']);

const toFormValues = (rule: TRechargeRule | null): TFormValues => ({
  ruleName: rule?.ruleName ?? '',
  rechargeAmount: rule ? centsToMoneyText(rule.rechargeAmount) : null,
  giftAmount: rule ? centsToMoneyText(rule.giftAmount) : '0.00',
  remark: rule?.remark ?? '',
});

const toInput = (values: TFormValues): TRechargeRuleForm => ({
  ruleName: values.ruleName.trim(),
  rechargeAmount: decimalToCents(values.rechargeAmount) ?? 0,
  giftAmount: decimalToCents(values.giftAmount) ?? 0,
  remark: (values.remark ?? '').trim(),
});

/**
 * Add or edit a member recharge rule (SPEC §2.14). Amounts are typed as money (100.00) and sent as cents, each ≥ 0.
 * A CONFLICT reloads the rule (queryById) into the form, so the user edits what is stored now.
 */
export function RechargeRuleFormDialog({ rule, onClose }: { rule: TRechargeRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const create = useCreateRechargeRule();
  const update = useUpdateRechargeRule();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const versionRef = useRef(rule?.version ?? 0);
  const message = (key: TErrorKey) => errorText(key, currentLanguage());

  const handleError = async (error: unknown) => {
    const text = error instanceof Error ? error.message : message('GENERIC');
    if (error instanceof RpcError && error.field && FORM_FIELDS.has(error.field)) {
      form.setFields([{ name: error.field as keyof TFormValues, errors: [text] }]);
      return;
    }
    notify.error(text);
    if (rule && error instanceof RpcError && error.errorKey === 'CONFLICT') {
      const fresh = await fetchRechargeRule(rule.id).catch(() => null);
      if (!fresh) {
        onClose();
        return;
      }
      versionRef.current = fresh.version;
      form.setFieldsValue(toFormValues(fresh));
    }
  };

  const handleFinish = async (values: TFormValues) => {
    const input = toInput(values);
    const body = rule ? { ...input, id: rule.id, version: versionRef.current } : input;
    try {
      const nonce = nonceKeeper.nonceFor(body);
      if (rule) await update.mutateAsync({ ...input, id: rule.id, version: versionRef.current, nonce });
      else await create.mutateAsync({ ...input, nonce });
      nonceKeeper.finish();
      onClose();
    } catch (error) {
      await handleError(error);
    }
  };

  const amountRule = {
    validator: (_: unknown, value: string | null) =>
      isValidMoney(value, false) ? Promise.resolve() : Promise.reject(new Error(message('AMOUNT_ERROR'))),
  };

  return (
    <Modal
      open
      title={t(rule ? 'marketing.rules.editTitle' : 'marketing.rules.addTitle')}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={toFormValues(rule)}
        onFinish={handleFinish}
        requiredMark
      >
        <Form.Item
          name="ruleName"
          label={t('marketing.rules.ruleName')}
          rules={[
            { required: true, whitespace: true, message: message('FIELD_REQUIRED') },
            { max: 30, message: message('CHECK_INPUT') },
          ]}
        >
          <Input maxLength={30} autoComplete="off" autoFocus />
        </Form.Item>
        <div className="marketing-form__pair">
          <Form.Item name="rechargeAmount" label={t('marketing.rules.rechargeAmount')} rules={[amountRule]} required>
            <InputNumber<string>
              stringMode
              min="0"
              step="1"
              precision={2}
              inputMode="decimal"
              placeholder="100.00"
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="giftAmount" label={t('marketing.rules.giftAmount')} rules={[amountRule]} required>
            <InputNumber<string>
              stringMode
              min="0"
              step="1"
              precision={2}
              inputMode="decimal"
              placeholder="0.00"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        <Form.Item
          name="remark"
          label={t('marketing.rules.remark')}
          rules={[{ max: 100, message: message('CHECK_INPUT') }]}
        >
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
