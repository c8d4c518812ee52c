import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import TimePicker from 'antd/es/time-picker';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAppointment } from '../../../../../contract/appointments';
import { ORDER_TYPE_CHOICES, type TBillDraft, type TOrderType } from '../bookkeeping.form';

const DAY_FORMAT = 'YYYY-MM-DD';
const TIME_FORMAT = 'HH:mm';

type TProps = {
  draft: TBillDraft;
  onChange: (patch: Partial<TBillDraft>) => void;
  onOrderTypeChange: (orderType: TOrderType) => void;
  /** The appointment a bill is started from, whose summary replaces the order type. */
  appointment: TAppointment | null;
  /** The reason is a rarely used remark: it shows once asked for ('Add a reason'), typed in or refused. */
  isReasonShown: boolean;
  errors: Record<string, string>;
  isPhone: boolean;
  isDisabled?: boolean;
};

/**
 * The order of a bill (SPEC §2.9): its type (or the appointment it comes from), the bill date and record time, the
 * number of customers of a front-desk bill, and the reason when there is one.
 */
export function OrderSection(props: TProps) {
  const { draft, onChange, onOrderTypeChange, appointment, isReasonShown, errors, isPhone, isDisabled } = props;
  const { t } = useTranslation();
  const status = (field: string) => (errors[field] ? ('error' as const) : undefined);
  const reasonRef = useRef<TextAreaRef>(null);
  const wasReasonShown = useRef(isReasonShown);
  // The reason asked for takes the typing at once.
  useEffect(() => {
    if (isReasonShown && !wasReasonShown.current) reasonRef.current?.focus();
    wasReasonShown.current = isReasonShown;
  }, [isReasonShown]);
  return (
    <>
      {appointment ? (
        <Alert
          type="info"
          showIcon
          className="bk-appointment"
          title={t('bookkeeping.appointment.summary', {
            technician: appointment.technicianName,
            day: appointment.appointDay,
            start: appointment.startTime,
            end: appointment.endTime,
          })}
        />
      ) : (
        <Form.Item label={t('bookkeeping.order.type')}>
          <Segmented<TOrderType>
            value={draft.orderType}
            onChange={onOrderTypeChange}
            disabled={isDisabled}
            block={isPhone}
            orientation={isPhone ? 'vertical' : 'horizontal'}
            aria-label={t('bookkeeping.order.type')}
            options={ORDER_TYPE_CHOICES.map((type) => ({ value: type, label: t(`bookkeeping.order.${type}`) }))}
            className="bk-order-types"
          />
        </Form.Item>
      )}
      <div className="bk-row">
        <Form.Item
          label={t('bookkeeping.order.billDay')}
          htmlFor="bk-bill-day"
          validateStatus={status('billDay')}
          help={errors.billDay}
        >
          <DatePicker
            id="bk-bill-day"
            value={dayjs(draft.billDay, DAY_FORMAT)}
            format={DAY_FORMAT}
            allowClear={false}
            inputReadOnly={isPhone}
            disabled={isDisabled}
            onChange={(value) => value && onChange({ billDay: value.format(DAY_FORMAT) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={t('bookkeeping.order.recordTime')}
          htmlFor="bk-record-time"
          validateStatus={status('recordTime')}
          help={errors.recordTime}
        >
          <TimePicker
            id="bk-record-time"
            value={dayjs(`${draft.billDay} ${draft.recordTime}`, `${DAY_FORMAT} ${TIME_FORMAT}`)}
            format={TIME_FORMAT}
            allowClear={false}
            inputReadOnly={isPhone}
            needConfirm={false}
            disabled={isDisabled}
            onChange={(value) => value && onChange({ recordTime: value.format(TIME_FORMAT) })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {draft.orderType === 'frontDesk' ? (
          <Form.Item
            label={t('bookkeeping.order.customerCount')}
            htmlFor="bk-customer-count"
            validateStatus={status('customerCount')}
            help={errors.customerCount}
          >
            <InputNumber<number>
              id="bk-customer-count"
              value={draft.customerCount}
              min={0}
              max={999}
              precision={0}
              disabled={isDisabled}
              onChange={(value) => onChange({ customerCount: value ?? 0 })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        ) : null}
      </div>
      {isReasonShown ? (
        <Form.Item
          label={t('bookkeeping.order.reason')}
          htmlFor="bk-reason"
          validateStatus={status('reason')}
          help={errors.reason}
        >
          <Input.TextArea
            ref={reasonRef}
            id="bk-reason"
            value={draft.reason}
            maxLength={100}
            autoSize={{ minRows: 1, maxRows: 3 }}
            disabled={isDisabled}
            onChange={(event) => onChange({ reason: event.target.value })}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
