import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDITION_TIME_MAX } from '../../../../../contract/appointments';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { toHhmm, toMinutes } from '../../../../../contract/time-slots';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import {
  type TAppointEntry,
  type TBoardAppointment,
  type TCustomerLookup,
  type TTechnicianColumn,
  useCreateAppointments,
  useDayBoard,
  useEditAppointment,
} from '../api';
import { isPastSlot } from '../board.layout';
import { usePlacement } from '../use-placement';
import { CustomerInput, CustomerMatches } from './customer-picker';
import { ProjectPicker, useProjectDurations } from './project-picker';

const DAY_FORMAT = 'YYYY-MM-DD';

type TPersonValues = {
  customName: string;
  customPhone: string;
  /**
   * The customer picked from the search and the name and phone it filled in: while the fields still show them, the
   * booking sends the id (ADR 021); typing something else books by name and phone again.
   */
  picked?: { customerId: number; customName: string; customPhone: string };
  shopAccountId: number | undefined;
  productIds: number[];
  additionTime: number;
  remark: string;
};
type TFormValues = { appointDay: Dayjs; startTime: string; people: TPersonValues[] };

export type TDialogState =
  | { mode: 'create'; day: string; startTime: string; accountId?: number; entry: TAppointEntry }
  | { mode: 'edit'; item: TBoardAppointment };

type TProps = {
  state: TDialogState;
  technicians: TTechnicianColumn[];
  zone: string;
  onClose: () => void;
  /** A past time was chosen in the form: the page asks 'Supplement Historical Appointments' or 'Only Remarks'. */
  onPastChosen: (day: string, startTime: string) => Promise<TAppointEntry | null>;
};

const emptyPerson = (accountId?: number): TPersonValues => ({
  customName: '',
  customPhone: '',
  shopAccountId: accountId,
  productIds: [],
  additionTime: 0,
  remark: '',
});

function initialValues(state: TDialogState): TFormValues {
  if (state.mode === 'create') {
    return {
      appointDay: dayjs(state.day, DAY_FORMAT),
      startTime: state.startTime,
      people: [emptyPerson(state.accountId)],
    };
  }
  const { item } = state;
  return {
    appointDay: dayjs(item.appointDay, DAY_FORMAT),
    startTime: item.startTime,
    people: [
      {
        customName: item.customName,
        customPhone: item.customPhone,
        picked:
          item.customerId === null
            ? undefined
            : { customerId: item.customerId, customName: item.customName, customPhone: item.customPhone },
        shopAccountId: item.shopAccountId,
        productIds: item.productIds,
        additionTime: item.additionTime,
        remark: item.remark,
      },
    ],
  };
}

/** SPEC §5 appointment rules, checked in the order the spec gives them: projects, technician, then the name. */
function personError(
  person: TPersonValues,
  entry: TAppointEntry,
): { field: keyof TPersonValues; key: TErrorKey } | null {
  if (person.productIds.length === 0) return { field: 'productIds', key: 'SELECT_PROJECT_FIRST' };
  if (!person.shopAccountId) return { field: 'shopAccountId', key: 'SELECT_TECHNICIAN_FIRST' };
  if (person.customName.trim() === '' && person.customPhone.trim() !== '') {
    return { field: 'customName', key: 'CUSTOMER_NAME_REQUIRED' };
  }
  if (entry === 'remarkOnly' && person.remark.trim() === '') return { field: 'remark', key: 'REMARK_NOTE_REQUIRED' };
  return null;
}

/** The customer part of a person as sent: the picked customer's id while the fields show it, else name and phone. */
function customerOf(person: TPersonValues) {
  const { picked } = person;
  if (picked && person.customName === picked.customName && person.customPhone === picked.customPhone) {
    return { customerId: picked.customerId, customName: '', customPhone: '' };
  }
  return { customName: person.customName.trim(), customPhone: person.customPhone.trim() };
}

/** A change clears the errors shown (they were set by hand, from the rules or the server, and no rule re-checks them). */
function clearErrors(form: ReturnType<typeof Form.useForm<TFormValues>>[0]) {
  const shown = form.getFieldsError().filter((field) => field.errors.length > 0);
  if (shown.length > 0) form.setFields(shown.map((field) => ({ name: field.name as never, errors: [] })));
}

/** A server field such as 'people.1.customName' as the form's name path. */
const fieldPath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Create one booking of one or more people, or edit one appointment (SPEC §2.8): customer name and phone with the
 * customer book's autocomplete, projects limited to the technician's (hot ones first), additional time, remark,
 * technician, date and time. The duration is the projects' minutes plus the additional time.
 */
export function AppointmentDialog({ state, technicians, zone, onClose, onPastChosen }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const create = useCreateAppointments();
  const edit = useEditAppointment();
  const place = usePlacement();
  const initial = useMemo(() => initialValues(state), [state]);
  const isEdit = state.mode === 'edit';
  const entry: TAppointEntry = state.mode === 'create' ? state.entry : state.item.entry;
  const day = (Form.useWatch('appointDay', form) ?? initial.appointDay).format(DAY_FORMAT);
  const dayBoard = useDayBoard(day);
  const slots = dayBoard.data?.slots ?? [];
  const startTime = Form.useWatch('startTime', form) ?? initial.startTime;
  const people: TPersonValues[] = Form.useWatch('people', form) ?? initial.people;
  const timeOptions = useMemo(() => {
    const all = new Set([...slots, initial.startTime]);
    return [...all].sort().map((time) => ({ value: time, label: time }));
  }, [slots, initial.startTime]);
  const technicianOptions = technicians.map((tech) => ({ value: tech.shopAccountId, label: tech.name }));
  const isPending = create.isPending || edit.isPending;

  const setError = (name: (string | number)[], key: TErrorKey) => {
    form.setFields([{ name: name as never, errors: [errorText(key, language)] }]);
    form.scrollToField(name as never);
  };

  const handleError = (error: unknown) => {
    if (error instanceof RpcError && error.field) {
      form.setFields([{ name: fieldPath(error.field) as never, errors: [error.message] }]);
      form.scrollToField(fieldPath(error.field) as never);
      return;
    }
    notify.error(error instanceof Error ? error.message : String(error));
  };

  const submit = async (values: TFormValues) => {
    const appointDay = values.appointDay.format(DAY_FORMAT);
    let chosenEntry = entry;
    const isTimeChanged = !isEdit || appointDay !== state.item.appointDay || values.startTime !== state.item.startTime;
    if (chosenEntry === 'normal' && isTimeChanged && isPastSlot(appointDay, values.startTime, zone, new Date())) {
      if (isEdit) {
        setError(['startTime'], 'PAST_TIME');
        return;
      }
      const picked = await onPastChosen(appointDay, values.startTime);
      if (!picked) return;
      chosenEntry = picked;
    }
    for (const [index, person] of values.people.entries()) {
      const problem = personError(person, chosenEntry);
      if (problem) {
        setError(['people', index, problem.field], problem.key);
        return;
      }
    }
    // The picked customer is read from the store: it has no field of its own for the values to carry.
    const toPerson = (p: TPersonValues, index: number) => ({
      ...customerOf({ ...p, picked: form.getFieldValue(['people', index, 'picked']) }),
      shopAccountId: p.shopAccountId as number,
      productIds: p.productIds,
      additionTime: p.additionTime,
      remark: p.remark.trim(),
    });
    try {
      if (state.mode === 'edit') {
        const body = { id: state.item.id, version: state.item.version, appointDay, startTime: values.startTime };
        const saved = await place({ ...body, ...toPerson(values.people[0], 0) }, (input) => edit.mutateAsync(input));
        if (saved) onClose();
        return;
      }
      const body = {
        appointDay,
        startTime: values.startTime,
        entry: chosenEntry,
        people: values.people.map((p, i) => toPerson(p, i)),
      };
      const saved = await place(body, (input) => create.mutateAsync(input));
      if (saved) onClose();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <Modal
      open
      title={isEdit ? t('appointments.dialog.editTitle') : t('appointments.dialog.createTitle')}
      okText={t('appointments.dialog.save')}
      cancelText={t('appointments.action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isPending}
      destroyOnHidden
      width={640}
      maskClosable={false}
    >
      {entry !== 'normal' ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`appointments.past.${entry}`)}
          description={entry === 'remarkOnly' ? t('appointments.past.remarkHint') : undefined}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        onValuesChange={() => clearErrors(form)}
        requiredMark={false}
      >
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item name="appointDay" label={t('appointments.field.day')} style={{ flex: '1 1 160px' }}>
            <DatePicker allowClear={false} style={{ width: '100%' }} inputReadOnly />
          </Form.Item>
          <Form.Item name="startTime" label={t('appointments.field.time')} style={{ flex: '1 1 120px' }}>
            <Select options={timeOptions} showSearch />
          </Form.Item>
        </div>
        <Form.List name="people">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <PersonFields
                  key={field.key}
                  index={index}
                  name={field.name}
                  canRemove={fields.length > 1}
                  onRemove={() => remove(field.name)}
                  technicianOptions={technicianOptions}
                  person={people[index]}
                  startTime={startTime}
                  before={earlierOnSameTechnician(people, index)}
                  isMulti={!isEdit}
                />
              ))}
              {isEdit ? null : (
                <Button
                  block
                  icon={<UserAddOutlined aria-hidden />}
                  onClick={() => add(emptyPerson(people[people.length - 1]?.shopAccountId))}
                  style={{ marginBottom: 8 }}
                  disabled={fields.length >= 10}
                >
                  {t('appointments.dialog.addPerson')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/**
 * The people booked before this one on the same technician: the server places them back to back in the order given,
 * so this person starts after their minutes (each summary adds them up from the technician's projects).
 */
const earlierOnSameTechnician = (people: TPersonValues[], index: number) =>
  people.slice(0, index).filter((p) => p?.shopAccountId === people[index]?.shopAccountId);

type TPersonProps = {
  index: number;
  name: number;
  canRemove: boolean;
  onRemove: () => void;
  technicianOptions: { value: number; label: string }[];
  person: TPersonValues | undefined;
  startTime: string;
  before: TPersonValues[];
  isMulti: boolean;
};

function PersonFields(props: TPersonProps) {
  const { index, name, canRemove, onRemove, technicianOptions, person, startTime, before, isMulti } = props;
  const { t } = useTranslation();
  const form = Form.useFormInstance<TFormValues>();
  const accountId = person?.shopAccountId;
  const durationOf = useProjectDurations(accountId);
  const earlier = before.reduce((sum, p) => sum + durationOf(p.productIds) + (p.additionTime ?? 0), 0);
  const duration = durationOf(person?.productIds ?? []) + (person?.additionTime ?? 0);
  const from = toMinutes(startTime) + earlier;
  const summary =
    duration > 0
      ? t('appointments.dialog.duration', {
          minutes: duration,
          from: toHhmm(from),
          to: toHhmm(Math.min(1440, from + duration)),
        })
      : t('appointments.dialog.durationNone');
  const setCustomer = (customer: TCustomerLookup) => {
    const { id: customerId, customName, customPhone } = customer;
    form.setFieldValue(['people', name, 'customName'], customName);
    form.setFieldValue(['people', name, 'customPhone'], customPhone);
    form.setFieldValue(['people', name, 'picked'], { customerId, customName, customPhone });
    form.setFields([{ name: ['people', name, 'customName'], errors: [] }]);
  };

  return (
    <div className="appoint-person" data-testid={`appoint-person-${index}`}>
      {isMulti ? (
        <div className="appoint-person__head">
          <span>{t('appointments.dialog.person', { index: index + 1 })}</span>
          {canRemove ? (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={onRemove}
              aria-label={t('appointments.dialog.removePerson', { index: index + 1 })}
            />
          ) : null}
        </div>
      ) : null}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item name={[name, 'customName']} label={t('appointments.field.customName')} style={{ flex: '1 1 180px' }}>
          <CustomerInput placeholder={t('appointments.field.customNameHint')} />
        </Form.Item>
        <Form.Item
          name={[name, 'customPhone']}
          label={t('appointments.field.customPhone')}
          style={{ flex: '1 1 160px' }}
        >
          <CustomerInput placeholder={t('appointments.field.customPhoneHint')} />
        </Form.Item>
      </div>
      <CustomerMatches name={person?.customName ?? ''} phone={person?.customPhone ?? ''} onPick={setCustomer} />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item
          name={[name, 'shopAccountId']}
          label={t('appointments.field.technician')}
          style={{ flex: '1 1 160px' }}
        >
          <Select
            options={technicianOptions}
            placeholder={t('appointments.field.technicianHint')}
            onChange={() => form.setFieldValue(['people', name, 'productIds'], [])}
          />
        </Form.Item>
        <Form.Item
          name={[name, 'additionTime']}
          label={t('appointments.field.additionTime')}
          normalize={(value: number | null) => value ?? 0}
          style={{ flex: '0 1 140px' }}
        >
          <InputNumber
            min={0}
            max={ADDITION_TIME_MAX}
            precision={0}
            inputMode="numeric"
            suffix={t('appointments.field.minutesUnit')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <Form.Item name={[name, 'productIds']} label={t('appointments.field.projects')}>
        <ProjectPicker accountId={accountId} />
      </Form.Item>
      <p className="appoint-summary" data-testid={`appoint-summary-${index}`}>
        {summary}
      </p>
      <Form.Item name={[name, 'remark']} label={t('appointments.field.remark')}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </div>
  );
}
