import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { MAX_ADVANCE_REMINDERS } from '../../../../../contract/settings';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { type TAlertMsg, useAlertMsg, useSaveAlertMsg } from '../api';
import { leadText } from '../settings.format';
import { SwitchRow } from './switch-row';

/** Lead-time choices in minutes: 15 min … 2 days; any other whole number of minutes is a custom one. */
const PRESETS = [15, 30, 60, 120, 180, 360, 720, 1440, 2880] as const;
const MIN_LEAD = 15;
const MAX_LEAD = 7 * 24 * 60;
const CUSTOM = 'custom';

type TReminder = { key: number; minutes: number | null; isCustom: boolean };

const isPreset = (minutes: number) => (PRESETS as readonly number[]).includes(minutes);

let nextKey = 1;
const reminderOf = (minutes: number | null): TReminder => ({
  key: nextKey++,
  minutes,
  isCustom: minutes !== null && !isPreset(minutes),
});

function ReminderEditor({ data }: { data: TAlertMsg }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const save = useSaveAlertMsg();
  const [isEnabled, setIsEnabled] = useState(data.enabled === '1');
  const [isImmediate, setIsImmediate] = useState(data.immediate === '1');
  const [reminders, setReminders] = useState<TReminder[]>(() => data.leadMinutes.map(reminderOf));
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = reminders.length >= MAX_ADVANCE_REMINDERS;

  const change = (key: number, patch: Partial<TReminder>) => {
    setProblem(null);
    setReminders((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const handleAdd = () => {
    if (isFull) return;
    setProblem(null);
    // The next longer preset nobody uses yet, so a new row rarely starts as a duplicate.
    const used = new Set(reminders.map((r) => r.minutes));
    const free = PRESETS.find((m) => !used.has(m)) ?? null;
    setReminders((current) => [...current, reminderOf(free)]);
  };

  const handleSave = () => {
    const minutes = reminders.map((r) => r.minutes);
    if (minutes.some((m) => m === null || m < MIN_LEAD || m > MAX_LEAD)) {
      setProblem(t('settings.sms.leadRange', { min: leadText(MIN_LEAD, language), max: leadText(MAX_LEAD, language) }));
      return;
    }
    if (new Set(minutes).size !== minutes.length) {
      setProblem(t('settings.sms.duplicate'));
      return;
    }
    save.mutate({
      enabled: isEnabled ? '1' : '0',
      immediate: isImmediate ? '1' : '0',
      leadMinutes: (minutes as number[]).slice().sort((a, b) => b - a),
    });
  };

  const options = [
    ...PRESETS.map((m) => ({
      value: m as number | typeof CUSTOM,
      label: t('settings.sms.before', { lead: leadText(m, language) }),
    })),
    { value: CUSTOM, label: t('settings.sms.custom') },
  ];

  return (
    <>
      <SwitchRow controlId="sms-enabled" label={t('settings.sms.enabled')}>
        <Switch id="sms-enabled" checked={isEnabled} onChange={setIsEnabled} />
      </SwitchRow>
      <fieldset disabled={!isEnabled} style={{ border: 0, margin: 0, padding: 0, opacity: isEnabled ? 1 : 0.55 }}>
        <SwitchRow controlId="sms-immediate" label={t('settings.sms.immediate')}>
          <Switch id="sms-immediate" checked={isImmediate} onChange={setIsImmediate} disabled={!isEnabled} />
        </SwitchRow>
        <h3 style={{ fontSize: '1em', margin: '12px 0 4px' }}>
          {t('settings.sms.advance', { n: reminders.length, max: MAX_ADVANCE_REMINDERS })}
        </h3>
        {reminders.length === 0 ? (
          <p style={{ color: 'var(--muted)', margin: '4px 0' }}>{t('settings.sms.none')}</p>
        ) : null}
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {reminders.map((reminder, index) => (
            <li
              key={reminder.key}
              style={{ display: 'grid', gridTemplateColumns: '24px 1fr auto', alignItems: 'start', gap: 8 }}
            >
              <span style={{ color: 'var(--muted)', lineHeight: isPhone ? '40px' : '32px' }}>{index + 1}.</span>
              {/* The custom minutes wrap under the choice on a phone; the delete button keeps its place. */}
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, minWidth: 0 }}>
                <Select<number | typeof CUSTOM>
                  value={reminder.isCustom ? CUSTOM : (reminder.minutes ?? undefined)}
                  options={options}
                  disabled={!isEnabled}
                  onChange={(value) =>
                    value === CUSTOM
                      ? change(reminder.key, { isCustom: true })
                      : change(reminder.key, { isCustom: false, minutes: value })
                  }
                  style={{ flex: '1 1 180px', minWidth: 0 }}
                  size={isPhone ? 'large' : 'middle'}
                  aria-label={t('settings.sms.reminderN', { n: index + 1 })}
                />
                {reminder.isCustom ? (
                  <InputNumber
                    value={reminder.minutes}
                    min={MIN_LEAD}
                    max={MAX_LEAD}
                    precision={0}
                    inputMode="numeric"
                    disabled={!isEnabled}
                    suffix={t('settings.sms.minutesUnit')}
                    onChange={(value) => change(reminder.key, { minutes: typeof value === 'number' ? value : null })}
                    style={{ flex: '0 1 150px' }}
                    size={isPhone ? 'large' : 'middle'}
                    aria-label={t('settings.sms.customMinutes', { n: index + 1 })}
                  />
                ) : null}
              </div>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!isEnabled}
                onClick={() => {
                  setProblem(null);
                  setReminders((current) => current.filter((r) => r.key !== reminder.key));
                }}
                size={isPhone ? 'large' : 'middle'}
                aria-label={t('settings.sms.remove', { n: index + 1 })}
              />
            </li>
          ))}
        </ol>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 12 }}>
          <Button
            icon={<PlusOutlined />}
            onClick={handleAdd}
            disabled={!isEnabled || isFull}
            size={isPhone ? 'large' : 'middle'}
          >
            {t('settings.sms.add')}
          </Button>
          {isFull ? <span style={{ color: 'var(--muted)' }}>{errorText('SMS_REMINDERS_MAX', language)}</span> : null}
        </div>
      </fieldset>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} /> : null}
      <Button
        type="primary"
        loading={save.isPending}
        onClick={handleSave}
        block={isPhone}
        size={isPhone ? 'large' : 'middle'}
        style={{ marginTop: 16 }}
      >
        {t('settings.save')}
      </Button>
    </>
  );
}

/** SPEC §2.16, §9 SMS reminders: up to 4 advance ones, each with its lead time, and one at once on booking. */
export function SmsRemindersCard({ bodyStyle }: { bodyStyle: { body: React.CSSProperties } }) {
  const { t } = useTranslation();
  const alertMsg = useAlertMsg();
  return (
    <Card title={t('settings.sms.title')} styles={bodyStyle} style={{ height: '100%' }}>
      <p style={{ marginTop: 0, color: 'var(--muted)' }}>{t('settings.sms.intro')}</p>
      {alertMsg.isPending ? (
        <Skeleton active />
      ) : alertMsg.isError ? (
        <Alert type="error" showIcon title={alertMsg.error.message} />
      ) : (
        <ReminderEditor key={alertMsg.dataUpdatedAt} data={alertMsg.data} />
      )}
    </Card>
  );
}
