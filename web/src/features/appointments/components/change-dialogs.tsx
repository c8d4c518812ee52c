import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { type TBoardAppointment, type TTechnicianColumn, useChangeDuration, useChangeDuty } from '../api';
import { usePlacement } from '../use-placement';

/** SPEC §9 durations: steps of 15, at least 15; the list stops at the end of the day. */
const durationOptions = (startTime: string) => {
  const [h, m] = startTime.split(':').map(Number);
  const room = 1440 - (h * 60 + m);
  return Array.from({ length: Math.floor(Math.min(room, 600) / 15) }, (_, i) => (i + 1) * 15);
};

type TDutyProps = { item: TBoardAppointment; technicians: TTechnicianColumn[]; onClose: () => void };

/** appoint/changeDuty: the same time with another technician, and why (SPEC §5: both are required). */
export function ChangeDutyDialog({ item, technicians, onClose }: TDutyProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ shopAccountId?: number; reason: string }>();
  const changeDuty = useChangeDuty();
  const place = usePlacement();
  const submit = async (values: { shopAccountId?: number; reason: string }) => {
    if (!values.shopAccountId || !values.reason?.trim()) {
      form.setFields([
        {
          name: values.shopAccountId ? 'reason' : 'shopAccountId',
          errors: [errorText('TECHNICIAN_AND_REASON_REQUIRED', currentLanguage())],
        },
      ]);
      return;
    }
    const body = {
      id: item.id,
      version: item.version,
      shopAccountId: values.shopAccountId,
      reason: values.reason.trim(),
    };
    try {
      if (await place(body, (input) => changeDuty.mutateAsync(input))) onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal
      open
      title={t('appointments.action.changeDuty')}
      okText={t('appointments.dialog.save')}
      cancelText={t('appointments.action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={changeDuty.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ reason: '' }} requiredMark={false}>
        <Form.Item name="shopAccountId" label={t('appointments.field.technician')}>
          <Select
            placeholder={t('appointments.field.technicianHint')}
            options={technicians
              .filter((tech) => tech.shopAccountId !== item.shopAccountId)
              .map((tech) => ({ value: tech.shopAccountId, label: tech.name }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('appointments.field.reason')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type TDurationProps = { item: TBoardAppointment; onClose: () => void };

/** appoint/changeDuration: the same as dragging the bottom edge, for a keyboard or a precise choice. */
export function ChangeDurationDialog({ item, onClose }: TDurationProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ duration: number }>();
  const changeDuration = useChangeDuration();
  const place = usePlacement();
  const submit = async ({ duration }: { duration: number }) => {
    if (duration === item.duration) {
      onClose();
      return;
    }
    try {
      const saved = await place({ id: item.id, version: item.version, duration }, (input) =>
        changeDuration.mutateAsync(input),
      );
      if (saved) onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Modal
      open
      title={t('appointments.action.changeDuration')}
      okText={t('appointments.dialog.save')}
      cancelText={t('appointments.action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={changeDuration.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ duration: item.duration }}>
        <Form.Item name="duration" label={t('appointments.field.duration')}>
          <Select
            options={durationOptions(item.startTime).map((m) => ({
              value: m,
              label: t('appointments.minutes', { count: m }),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
