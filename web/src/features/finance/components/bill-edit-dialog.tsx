import Alert from 'antd/es/alert';
import Form, { type FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { errorText } from '../../../../../contract/errors';
import { isErrorKey } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { useBillOfCell, useEditBill } from '../api';
import {
  canEditCardDeduction,
  checkEdit,
  DEDUCTION_KEYS,
  editDraftOf,
  editFigures,
  PAY_TYPES,
  type TEditDraft,
  type TEditProblem,
} from '../orders.format';

type TCell = { id: number; billId: number; billOrderNo: string };
type TProps = { cell: TCell; billDay: string; money: (cents: number) => string; onClose: () => void };

/** A form path from a field name the checks or the server give ('lines.0.amount' → ['lines', 0, 'amount']). */
const pathOf = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** Form values come from InputNumber in string mode, which answers null for an empty field. */
function draftOf(values: Partial<Record<keyof TEditDraft, unknown>>, fallback: TEditDraft): TEditDraft {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const lines = (values.lines as TEditDraft['lines'] | undefined) ?? fallback.lines;
  return {
    lines: lines.map((line, index) => ({
      id: fallback.lines[index]?.id ?? line.id,
      amount: text(line?.amount),
      adjustment: text(line?.adjustment),
    })),
    coupon: text(values.coupon ?? fallback.coupon),
    giftVoucher: text(values.giftVoucher ?? fallback.giftVoucher),
    memberDeduction: text(values.memberDeduction ?? fallback.memberDeduction),
    discountDeduction: text(values.discountDeduction ?? fallback.discountDeduction),
    payType: (values.payType as TEditDraft['payType'] | undefined) ?? fallback.payType,
    isSplit: Boolean(values.isSplit ?? fallback.isSplit),
    cashAmount: text(values.cashAmount ?? fallback.cashAmount),
    cardAmount: text(values.cardAmount ?? fallback.cardAmount),
    reason: text(values.reason ?? fallback.reason),
  };
}

/**
 * bill/edit from a finance-table cell: the bill's staff lines, deductions and tender with the reason required (SPEC
 * §2.10, §4, ADR 016). The cell's own line is focused first; the total and actual amounts follow what is typed.
 */
export function BillEditDialog({ cell, billDay, money, onClose }: TProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const billQuery = useBillOfCell({ billId: cell.billId, billOrderNo: cell.billOrderNo, billDay });
  const bill = billQuery.data ?? null;
  const editBill = useEditBill();

  return (
    <Modal
      open
      title={t('financeTable.edit.title', { orderNo: cell.billOrderNo })}
      okText={t('financeTable.edit.save')}
      cancelText={t('common.cancel')}
      confirmLoading={editBill.isPending}
      okButtonProps={{ disabled: !bill }}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {billQuery.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : bill ? (
        <BillEditForm
          bill={bill}
          form={form}
          editBill={editBill}
          focusLineId={cell.id}
          money={money}
          onDone={onClose}
        />
      ) : (
        <Alert type="error" showIcon title={t('financeTable.edit.loadFailed')} />
      )}
    </Modal>
  );
}

type TFormProps = {
  bill: TBill;
  form: FormInstance;
  editBill: ReturnType<typeof useEditBill>;
  focusLineId: number;
  money: (cents: number) => string;
  onDone: () => void;
};

function BillEditForm({ bill, form, editBill, focusLineId, money, onDone }: TFormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const [formError, setFormError] = useState<string | null>(null);
  const initial = editDraftOf(bill);
  const watched = Form.useWatch((values: Partial<Record<keyof TEditDraft, unknown>>) => values, form);
  const draft = draftOf(watched ?? {}, initial);
  const figures = editFigures(draft);

  const problemText = (problem: TEditProblem) =>
    problem.error === 'tenderMismatch' ? t('financeTable.edit.tenderMismatch') : errorText(problem.error, language);

  const showProblem = (field: string, text: string) => {
    const path = pathOf(field);
    if (field !== 'deductions' && form.getFieldInstance(path as never)) {
      form.setFields([{ name: path as never, errors: [text] }]);
      form.scrollToField(path as never);
    } else setFormError(text);
  };

  // The checks run on save; what they said goes away as soon as the figures change.
  const handleValuesChange = () => {
    const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
    if (shown.length > 0) form.setFields(shown.map((field) => ({ name: field.name, errors: [] })));
    setFormError(null);
  };

  const handleFinish = () => {
    setFormError(null);
    const checked = checkEdit(bill, draftOf(form.getFieldsValue(true), initial));
    if ('problem' in checked) {
      showProblem(checked.problem.field, problemText(checked.problem));
      return;
    }
    const body = checked.input;
    editBill.mutate(
      { ...body, nonce: nonceKeeper.nonceFor(body) },
      {
        onSuccess: () => {
          nonceKeeper.finish();
          onDone();
        },
        onError: (error) => {
          if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
          if (error instanceof RpcError && error.code === 401) return;
          if (error instanceof RpcError && error.errorKey === 'CONFLICT') {
            notify.error(error.message);
            onDone();
            return;
          }
          const text = error.message || errorText('GENERIC', language);
          if (error instanceof RpcError && error.field && isErrorKey(error.errorKey)) showProblem(error.field, text);
          else setFormError(text);
        },
      },
    );
  };

  const payType = Form.useWatch('payType', form) ?? initial.payType;
  const isSplit = Form.useWatch('isSplit', form) ?? initial.isSplit;
  const amountInput = (label: string, props: { autoFocus?: boolean; disabled?: boolean; isSigned?: boolean } = {}) => (
    <InputNumber<string>
      stringMode
      min={props.isSigned ? '-1000000' : '0'}
      max="1000000"
      step="1"
      precision={2}
      inputMode="decimal"
      aria-label={label}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
      style={{ width: '100%' }}
    />
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={handleFinish}
      onValuesChange={handleValuesChange}
      className="finance-edit"
    >
      {formError ? <Alert type="error" showIcon title={formError} className="finance-edit__alert" /> : null}
      <fieldset className="finance-edit__group">
        <legend>{t('financeTable.edit.lines')}</legend>
        {bill.staff.map((line, index) => (
          <div
            key={line.id}
            className={`finance-edit__line${line.id === focusLineId ? ' finance-edit__line--focus' : ''}`}
          >
            <span className="finance-edit__name">
              {line.accountName}
              {line.borrowed === 1 ? <span className="finance-flag">{t('financeTable.edit.borrowed')}</span> : null}
            </span>
            <Form.Item name={['lines', index, 'amount']} label={t('financeTable.edit.amount')}>
              {amountInput(t('financeTable.edit.amountOf', { name: line.accountName }), {
                autoFocus: line.id === focusLineId,
              })}
            </Form.Item>
            <Form.Item name={['lines', index, 'adjustment']} label={t('financeTable.edit.adjustment')}>
              {amountInput(t('financeTable.edit.adjustmentOf', { name: line.accountName }), { isSigned: true })}
            </Form.Item>
          </div>
        ))}
      </fieldset>
      <fieldset className="finance-edit__group">
        <legend>{t('financeTable.edit.deductions')}</legend>
        <div className="finance-edit__deductions">
          {/* A card deduction can change only on a bill that has that card; otherwise it stays 0 and is not shown. */}
          {DEDUCTION_KEYS.filter((key) => canEditCardDeduction(bill, key)).map((key) => (
            <Form.Item key={key} name={key} label={t(`orderHistory.deduction.${key}`)}>
              {amountInput(t(`orderHistory.deduction.${key}`))}
            </Form.Item>
          ))}
        </div>
      </fieldset>
      <dl className="finance-edit__figures" aria-live="polite">
        <div>
          <dt>{t('financeTable.edit.total')}</dt>
          <dd>{figures.total === null ? '—' : money(figures.total)}</dd>
        </div>
        <div>
          <dt>{t('financeTable.edit.actual')}</dt>
          <dd className={figures.actual !== null && figures.actual < 0 ? 'finance-edit__negative' : undefined}>
            {figures.actual === null ? '—' : money(figures.actual)}
          </dd>
        </div>
      </dl>
      <fieldset className="finance-edit__group">
        <legend>{t('financeTable.edit.payment')}</legend>
        <div className="finance-edit__payment">
          <Form.Item name="payType" label={t('orderHistory.column.payType')}>
            <Radio.Group optionType="button" buttonStyle="solid">
              {PAY_TYPES.map((type) => (
                <Radio.Button key={type} value={type}>
                  {t(`orderHistory.payType.${type}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
          </Form.Item>
          {payType === 'other' ? null : (
            <Form.Item name="isSplit" valuePropName="checked" label={t('financeTable.edit.split')}>
              <Switch aria-label={t('financeTable.edit.split')} />
            </Form.Item>
          )}
        </div>
        {payType !== 'other' && isSplit ? (
          <div className="finance-edit__deductions">
            <Form.Item name="cashAmount" label={t('financeTable.edit.cash')}>
              {amountInput(t('financeTable.edit.cash'))}
            </Form.Item>
            <Form.Item name="cardAmount" label={t('financeTable.edit.card')}>
              {amountInput(t('financeTable.edit.card'))}
            </Form.Item>
          </div>
        ) : null}
      </fieldset>
      <Form.Item name="reason" label={t('financeTable.edit.reason')} required>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </Form>
  );
}
