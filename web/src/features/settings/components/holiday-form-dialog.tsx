import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import TimePicker from 'antd/es/time-picker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { HOLIDAY_KINDS } from '../../../../../contract/work-time';
import { currentLanguage } from '../../../lib/i18n.setup';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useSaveAccountHoliday, useSaveShopHoliday, useStaffList } from '../api';
import { dateToDayjs, dayjsToDate, dayjsToTime, timeToDayjs } from '../settings.format';

type TKind = (typeof HOLIDAY_KINDS)[number];

/** What the dialog edits: a shop holiday, or a staff member's holiday or leave (with accountId and kind). */
export type THolidayDraft = {
  id?: number;
  accountId?: number;
  /** Shown when the employee is no longer in the bookable list (e.g. made not bookable since). */
  accountName?: string;
  kind?: TKind;
  startTime: string;
  endTime: string;
  remark: string;
};

type TFormValues = {
  accountId?: number;
  kind?: TKind;
  startDate: Dayjs | null;
  startTime: Dayjs | null;
  endDate: Dayjs | null;
  endTime: Dayjs | null;
  remark: string;
};

/** A new entry covers the shop's today, the whole day. */
export function newHolidayDraft(
  timeZone: string | undefined,
  isStaff: boolean,
  kind: TKind = 'holiday',
): THolidayDraft {
  const today = shopToday(timeZone);
  return {
    ...(isStaff ? { kind } : {}),
    startTime: `${today} 00:00`,
    endTime: `${today} 23:59`,
    remark: '',
  };
}

const valuesOf = (draft: THolidayDraft): TFormValues => ({
  accountId: draft.accountId,
  kind: draft.kind,
  startDate: dateToDayjs(draft.startTime),
  startTime: timeToDayjs(draft.startTime.slice(11, 16)),
  endDate: dateToDayjs(draft.endTime),
  endTime: timeToDayjs(draft.endTime.slice(11, 16)),
  remark: draft.remark,
});

const joinLocal = (date: Dayjs | null | undefined, time: Dayjs | null | undefined) =>
  date && time ? `${dayjsToDate(date)} ${dayjsToTime(time)}` : '';

/** The server names the wire fields; the dialog shows their errors on its own inputs. */
const FIELD_OF: Record<string, keyof TFormValues> = {
  startTime: 'startDate',
  endTime: 'endDate',
  accountId: 'accountId',
  kind: 'kind',
  remark: 'remark',
};

/**
 * Add or edit a holiday (SPEC §2.16, §5): start and end as the shop's local date and time; the end may not be earlier
 * than the start, checked here with the server's text and again by the server.
 */
export function HolidayFormDialog({
  draft,
  isStaff,
  onClose,
}: {
  draft: THolidayDraft;
  isStaff: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const shop = useSession(selectCurrentShop);
  const [form] = Form.useForm<TFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const staff = useStaffList();
  const saveShop = useSaveShopHoliday({ isErrorSilent: true });
  const saveStaff = useSaveAccountHoliday({ isErrorSilent: true });
  const isSaving = saveShop.isPending || saveStaff.isPending;
  const required = { required: true, message: errorText('FIELD_REQUIRED', language) };
  const staffOptions = (staff.data ?? []).map((member) => ({
    value: member.id,
    label: member.name || member.accountName,
  }));
  if (draft.accountId && !staffOptions.some((option) => option.value === draft.accountId)) {
    staffOptions.push({ value: draft.accountId, label: draft.accountName ?? String(draft.accountId) });
  }

  const handleError = (error: Error) => {
    const field = error instanceof RpcError && error.field ? FIELD_OF[error.field] : undefined;
    if (field) form.setFields([{ name: field, errors: [error.message] }]);
    else setFailure(error.message);
  };

  const handleFinish = (values: TFormValues) => {
    setFailure(null);
    const base = {
      ...(draft.id ? { id: draft.id } : {}),
      startTime: joinLocal(values.startDate, values.startTime),
      endTime: joinLocal(values.endDate, values.endTime),
      remark: values.remark?.trim() ?? '',
    };
    if (isStaff) {
      saveStaff.mutate(
        { ...base, accountId: values.accountId ?? 0, kind: values.kind ?? 'holiday' },
        { onSuccess: onClose, onError: handleError },
      );
    } else {
      saveShop.mutate(base, { onSuccess: onClose, onError: handleError });
    }
  };

  const endRule = {
    validator: async () => {
      const start = joinLocal(form.getFieldValue('startDate'), form.getFieldValue('startTime'));
      const end = joinLocal(form.getFieldValue('endDate'), form.getFieldValue('endTime'));
      // SPEC §5: the end cannot be earlier than the start (equal is allowed, ADR 008).
      if (start && end && end < start) throw new Error(errorText('END_BEFORE_START', language));
    },
  };

  const pickerSize = isPhone ? 'large' : 'middle';
  const title = isStaff
    ? t(draft.id ? 'settings.holidays.editStaff' : 'settings.holidays.addStaff')
    : t(draft.id ? 'settings.holidays.editShop' : 'settings.holidays.addShop');

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('settings.save')}
      cancelText={t('common.cancel')}
      confirmLoading={isSaving}
      mask={{ closable: false }}
      destroyOnHidden
      width={isPhone ? '100%' : 520}
      style={isPhone ? { top: 12, maxWidth: 'calc(100vw - 16px)' } : undefined}
    >
      <Form
        name="holiday"
        form={form}
        layout="vertical"
        initialValues={valuesOf(draft)}
        onFinish={handleFinish}
        onValuesChange={() => setFailure(null)}
        requiredMark={false}
        size={pickerSize}
      >
        {isStaff ? (
          <>
            <Form.Item
              name="accountId"
              label={t('settings.holidays.employee')}
              rules={[{ required: true, message: errorText('SELECT_TECHNICIAN_FIRST', language) }]}
            >
              <Select loading={staff.isPending} options={staffOptions} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
            <Form.Item name="kind" label={t('settings.holidays.kind')} rules={[required]}>
              <Segmented
                block
                options={HOLIDAY_KINDS.map((kind) => ({ value: kind, label: t(`settings.kind.${kind}`) }))}
              />
            </Form.Item>
          </>
        ) : null}
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 8, border: 0, color: 'inherit' }}>
            {t('settings.holidays.start')}
          </legend>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item name="startDate" rules={[required]} style={{ flex: 3 }}>
              <DatePicker
                style={{ width: '100%' }}
                inputReadOnly={isPhone}
                aria-label={t('settings.holidays.startDate')}
                allowClear={false}
              />
            </Form.Item>
            <Form.Item name="startTime" rules={[required]} style={{ flex: 2 }}>
              <TimePicker
                format="HH:mm"
                style={{ width: '100%' }}
                inputReadOnly={isPhone}
                needConfirm={false}
                aria-label={t('settings.holidays.startTime')}
                allowClear={false}
              />
            </Form.Item>
          </div>
        </fieldset>
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontSize: 'inherit', marginBottom: 8, border: 0, color: 'inherit' }}>
            {t('settings.holidays.end')}
          </legend>
          <div style={{ display: 'flex', gap: 8 }}>
            <Form.Item
              name="endDate"
              rules={[required, endRule]}
              dependencies={['startDate', 'startTime', 'endTime']}
              style={{ flex: 3 }}
            >
              <DatePicker
                style={{ width: '100%' }}
                inputReadOnly={isPhone}
                aria-label={t('settings.holidays.endDate')}
                allowClear={false}
              />
            </Form.Item>
            <Form.Item name="endTime" rules={[required]} style={{ flex: 2 }}>
              <TimePicker
                format="HH:mm"
                style={{ width: '100%' }}
                inputReadOnly={isPhone}
                needConfirm={false}
                aria-label={t('settings.holidays.endTime')}
                allowClear={false}
              />
            </Form.Item>
          </div>
        </fieldset>
        <Form.Item name="remark" label={t('settings.holidays.remark')}>
          <Input.TextArea maxLength={100} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <p style={{ margin: 0, color: 'var(--muted)' }}>
          {t('settings.holidays.zoneHint', { zone: shop?.timeZone ?? '' })}
        </p>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginTop: 12 }} /> : null}
      </Form>
    </Modal>
  );
}
