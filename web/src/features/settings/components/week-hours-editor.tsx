import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import TimePicker from 'antd/es/time-picker';
import type { Dayjs } from 'dayjs';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { DEFAULT_CLOSE, DEFAULT_OPEN, toHhmm } from '../../../../../contract/time-slots';
import { isWorkDayValid, type TWorkDay, type TWorkDayFields } from '../../../../../contract/work-time';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { dayjsToTime, timeToDayjs, weekdayName } from '../settings.format';

/** 'inherit': nothing stored, the default applies (shop: 08:00–20:00; staff: the shop's hours). */
type TDayMode = 'inherit' | 'open' | 'closed';
type TPeriod = [string, string];
type TDayDraft = { week: number; mode: TDayMode; morning: TPeriod; afternoon: TPeriod };

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const EMPTY: TPeriod = ['', ''];

function draftOf(week: number, day: TWorkDay | undefined): TDayDraft {
  if (!day?.isSet) return { week, mode: 'inherit', morning: EMPTY, afternoon: EMPTY };
  const morning: TPeriod = [day.morningStart, day.morningEnd];
  const afternoon: TPeriod = [day.afternoonStart, day.afternoonEnd];
  const isClosed = !day.morningStart && !day.morningEnd && !day.afternoonStart && !day.afternoonEnd;
  return { week, mode: isClosed ? 'closed' : 'open', morning, afternoon };
}

const fieldsOf = (draft: TDayDraft): TWorkDayFields => {
  const isOpen = draft.mode === 'open';
  return {
    week: draft.week,
    morningStart: isOpen ? draft.morning[0] : '',
    morningEnd: isOpen ? draft.morning[1] : '',
    afternoonStart: isOpen ? draft.afternoon[0] : '',
    afternoonEnd: isOpen ? draft.afternoon[1] : '',
  };
};

/** Why a day cannot be saved, as an error key; null when it can. */
function dayProblem(draft: TDayDraft): 'WORK_TIME_INVALID' | 'hoursRequired' | null {
  if (draft.mode !== 'open') return null;
  const fields = fieldsOf(draft);
  if (!fields.morningStart && !fields.afternoonStart) return 'hoursRequired';
  return isWorkDayValid(fields) ? null : 'WORK_TIME_INVALID';
}

export type TWeekHoursEditorProps = {
  /** The week as read (any days missing count as not set). */
  days: readonly TWorkDay[];
  /** Label of the 'not set' choice: the default hours for the shop, the shop's hours for a staff member. */
  inheritLabel: string;
  /** What a not-set day uses, in words. */
  inheritHint: (day: TWorkDay | undefined) => string;
  isSaving: boolean;
  /** The days that have their own hours (or are closed); the others go back to the default. */
  onSave: (list: TWorkDayFields[]) => void;
};

/**
 * A week of hours, Monday to Sunday: each day keeps the default, is closed, or has a morning and an afternoon period
 * (15-minute steps). One save sends every day that has its own hours or is closed.
 */
export function WeekHoursEditor({ days, inheritLabel, inheritHint, isSaving, onSave }: TWeekHoursEditorProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const [drafts, setDrafts] = useState<TDayDraft[]>(() =>
    WEEK.map((week) =>
      draftOf(
        week,
        days.find((day) => day.week === week),
      ),
    ),
  );
  const [isChecked, setIsChecked] = useState(false);

  const update = (week: number, change: Partial<TDayDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.week === week ? { ...draft, ...change } : draft)));

  const handleModeChange = (draft: TDayDraft, mode: TDayMode) => {
    const day = days.find((d) => d.week === draft.week);
    const hasHours = draft.morning[0] || draft.afternoon[0];
    // Opening a day starts from the hours it used so far, so only the difference needs typing.
    const morning: TPeriod =
      mode === 'open' && !hasHours
        ? [day?.open || toHhmm(DEFAULT_OPEN), day?.close || toHhmm(DEFAULT_CLOSE)]
        : draft.morning;
    update(draft.week, { mode, morning });
  };

  const handlePeriodChange = (week: number, part: 'morning' | 'afternoon') => (values: unknown) => {
    const range = values as [Dayjs | null, Dayjs | null] | null;
    update(week, { [part]: range ? [dayjsToTime(range[0]), dayjsToTime(range[1])] : EMPTY });
  };

  const handleCopyFirst = () => {
    const first = drafts[0];
    setDrafts((current) => current.map((draft) => ({ ...first, week: draft.week })));
  };
  const canCopyFirst = drafts[0].mode !== 'inherit';

  const handleSave = () => {
    setIsChecked(true);
    if (drafts.some((draft) => dayProblem(draft))) return;
    onSave(drafts.filter((draft) => draft.mode !== 'inherit').map(fieldsOf));
  };

  // shopWork/update and accountWork/update take the whole week: a day not sent goes back to the default.
  const modeOptions = () => [
    { value: 'inherit', label: inheritLabel },
    { value: 'open', label: t('settings.hours.open') },
    { value: 'closed', label: t('settings.hours.closed') },
  ];

  const rangeValue = (period: TPeriod): [Dayjs, Dayjs] | null => {
    const start = timeToDayjs(period[0]);
    const end = timeToDayjs(period[1]);
    return start && end ? [start, end] : null;
  };

  const cellsOf = (draft: TDayDraft) => {
    const day = days.find((d) => d.week === draft.week);
    const problem = isChecked ? dayProblem(draft) : null;
    const name = weekdayName(draft.week, language);
    const problemText =
      problem === 'WORK_TIME_INVALID' ? errorText(problem, language) : problem ? t('settings.hours.required') : '';
    const picker = (part: 'morning' | 'afternoon') => (
      <TimePicker.RangePicker
        format="HH:mm"
        minuteStep={15}
        inputReadOnly={isPhone}
        style={{ width: '100%' }}
        size={isPhone ? 'large' : 'middle'}
        value={rangeValue(draft[part])}
        onChange={handlePeriodChange(draft.week, part)}
        placeholder={[t(`settings.hours.${part}Start`), t(`settings.hours.${part}End`)]}
        aria-label={t(`settings.hours.${part}Of`, { day: name })}
        status={problem ? 'error' : undefined}
      />
    );
    return {
      name: <strong>{name}</strong>,
      mode: (
        <Segmented
          block={isPhone}
          value={draft.mode}
          options={modeOptions()}
          onChange={(mode) => handleModeChange(draft, mode as TDayMode)}
          aria-label={t('settings.hours.modeOf', { day: name })}
        />
      ),
      morning: draft.mode === 'open' ? picker('morning') : null,
      afternoon: draft.mode === 'open' ? picker('afternoon') : null,
      hint:
        draft.mode === 'open' ? null : (
          <span style={{ color: 'var(--muted)' }}>
            {draft.mode === 'closed' ? t('settings.hours.closedHint') : inheritHint(day)}
          </span>
        ),
      problem: problemText ? (
        <div role="alert" style={{ color: '#c62828' }}>
          {problemText}
        </div>
      ) : null,
    };
  };

  const line = { borderTop: '1px solid var(--line)', gridColumn: '1 / -1' } as const;

  return (
    <div>
      {isPhone ? (
        drafts.map((draft) => {
          const cells = cellsOf(draft);
          return (
            <section
              key={draft.week}
              aria-label={weekdayName(draft.week, language)}
              style={{ display: 'grid', gap: 8, padding: '12px 0', borderBottom: '1px solid var(--line)' }}
            >
              {cells.name}
              {cells.mode}
              {cells.morning}
              {cells.afternoon}
              {cells.hint}
              {cells.problem}
            </section>
          );
        })
      ) : (
        // One grid for the week, so the columns line up under their headings.
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(100px, 160px) max-content minmax(200px, 250px) minmax(200px, 250px) 1fr',
            alignItems: 'center',
            gap: '10px 16px',
          }}
        >
          <span />
          <span />
          <span style={{ color: 'var(--muted)' }}>{t('settings.hours.morning')}</span>
          <span style={{ color: 'var(--muted)' }}>{t('settings.hours.afternoon')}</span>
          <span />
          {drafts.map((draft) => {
            const cells = cellsOf(draft);
            return (
              <Fragment key={draft.week}>
                <div style={line} />
                {cells.name}
                {cells.mode}
                {cells.hint ? (
                  <div style={{ gridColumn: '3 / -1' }}>{cells.hint}</div>
                ) : (
                  <>
                    {cells.morning}
                    {cells.afternoon}
                    <span />
                  </>
                )}
                {cells.problem ? <div style={{ gridColumn: '2 / -1' }}>{cells.problem}</div> : null}
              </Fragment>
            );
          })}
          <div style={line} />
        </div>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={handleCopyFirst} disabled={!canCopyFirst} size={isPhone ? 'large' : 'middle'} block={isPhone}>
          {t('settings.hours.copyMonday', { day: weekdayName(1, language) })}
        </Button>
        <Button
          type="primary"
          loading={isSaving}
          onClick={handleSave}
          size={isPhone ? 'large' : 'middle'}
          block={isPhone}
        >
          {t('settings.save')}
        </Button>
      </div>
    </div>
  );
}
