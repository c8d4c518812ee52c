import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Switch from 'antd/es/switch';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { STAFF_TYPES, type TStaff } from '../../../../../contract/staff';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { type TStaffForm, useCreateStaff, useUpdateStaff } from '../api';
import { isOwnerRow } from './staff-row-parts';

/** The form's own shape: switches hold booleans ("on"), the wire holds flags (0 = on). */
type TFormValues = {
  name: string;
  phone: string;
  type: 1 | 2 | 3;
  skipsInsidePassword: boolean;
  isOnDuty: boolean;
  canBook: boolean;
  canBill: boolean;
};

/** Same as the contract's phone rule (ZOptionalPhone), checked before sending. */
const PHONE_PATTERN = /^(\+?[0-9][0-9 -]{4,19})?$/;
const FORM_FIELDS = new Set(['name', 'phone', 'type']);
const FLAG_FIELDS: readonly [keyof TFormValues, string][] = [
  ['isOnDuty', 'staff.flag.onDuty'],
  ['canBook', 'staff.flag.canBook'],
  ['canBill', 'staff.flag.canBill'],
];

const toFormValues = (staff: TStaff | null): TFormValues => ({
  name: staff?.name ?? '',
  phone: staff?.phone ?? '',
  // A listed type 4 means resigned; resigned staff are not edited, so 2 is only a safe default.
  type: staff && staff.type >= 1 && staff.type <= 3 ? (staff.type as 1 | 2 | 3) : STAFF_TYPES.staff,
  skipsInsidePassword: staff?.accountType === 2,
  isOnDuty: staff ? staff.workFlag === 0 : true,
  canBook: staff ? staff.appointFlag === 0 : true,
  canBill: staff ? staff.financeFlag === 0 : true,
});

const toInput = (values: TFormValues): TStaffForm => ({
  name: values.name.trim(),
  phone: values.phone.trim(),
  type: values.type,
  accountType: values.type !== STAFF_TYPES.temporary && values.skipsInsidePassword ? 2 : 0,
  workFlag: values.isOnDuty ? 0 : 1,
  appointFlag: values.canBook ? 0 : 1,
  financeFlag: values.canBill ? 0 : 1,
});

type TStaffFormDialogProps = {
  /** null adds a staff member. */
  staff: TStaff | null;
  /** Reloads the list and answers the fresh record, after a CONFLICT. */
  onReload: (id: number) => Promise<TStaff | undefined>;
  onClose: () => void;
};

/** Add or edit a staff member (account/createMem, account/updateMem with its version). */
export function StaffFormDialog({ staff, onReload, onClose }: TStaffFormDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const versionRef = useRef(staff?.version ?? 0);
  const type = Form.useWatch('type', form);
  const isOwner = staff ? isOwnerRow(staff) : false;
  const isPending = create.isPending || update.isPending;

  const handleError = async (error: Error) => {
    if (!(error instanceof RpcError)) return;
    if (error.field && FORM_FIELDS.has(error.field)) {
      form.setFields([{ name: error.field as keyof TFormValues, errors: [error.message] }]);
      return;
    }
    notify.error(error.message);
    if (error.errorKey === 'CONFLICT' && staff) {
      // Someone changed this staff member meanwhile: show their version, then the user can edit it again.
      const fresh = await onReload(staff.id);
      if (!fresh) {
        onClose();
        return;
      }
      versionRef.current = fresh.version;
      form.setFieldsValue(toFormValues(fresh));
    }
  };

  const handleFinish = (values: TFormValues) => {
    const input = toInput(values);
    if (staff) {
      update.mutate(
        { ...input, id: staff.id, version: versionRef.current },
        { onSuccess: onClose, onError: handleError },
      );
    } else {
      create.mutate(input, { onSuccess: onClose, onError: handleError });
    }
  };

  const required = errorText('STAFF_NAME_REQUIRED', language);

  return (
    <Modal
      open
      title={staff ? t('staff.form.editTitle', { name: staff.name }) : t('staff.form.addTitle')}
      okText={t('staff.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isPending}
      maskClosable={false}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TFormValues>
        form={form}
        layout="vertical"
        initialValues={toFormValues(staff)}
        onFinish={handleFinish}
        requiredMark
      >
        <Form.Item
          name="name"
          label={t('staff.form.name')}
          rules={[
            { required: true, whitespace: true, message: required },
            { max: 30, message: errorText('CHECK_INPUT', language) },
          ]}
        >
          <Input size="large" autoComplete="off" maxLength={30} autoFocus />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('staff.form.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: errorText('PHONE_INVALID', language) }]}
        >
          <Input size="large" inputMode="tel" autoComplete="off" maxLength={20} />
        </Form.Item>
        <Form.Item name="type" label={t('staff.form.type')}>
          <Radio.Group optionType="button" buttonStyle="solid" size="large" disabled={isOwner}>
            <Radio.Button value={STAFF_TYPES.manager}>{t('staff.type.manager')}</Radio.Button>
            <Radio.Button value={STAFF_TYPES.staff}>{t('staff.type.staff')}</Radio.Button>
            <Radio.Button value={STAFF_TYPES.temporary}>{t('staff.type.temporary')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        {type === STAFF_TYPES.temporary ? (
          <p className="staff-hint">{t('staff.form.temporaryHint')}</p>
        ) : isOwner ? null : (
          <Form.Item name="skipsInsidePassword" valuePropName="checked">
            <Checkbox>{t('staff.form.skipsInsidePassword')}</Checkbox>
          </Form.Item>
        )}
        <div className="staff-form__flags">
          {FLAG_FIELDS.map(([name, labelKey]) => (
            <div key={name} className="staff-form__flag">
              <Form.Item name={name} valuePropName="checked" noStyle>
                <Switch id={`staff-form-${name}`} />
              </Form.Item>
              <label htmlFor={`staff-form-${name}`}>{t(labelKey)}</label>
            </div>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
