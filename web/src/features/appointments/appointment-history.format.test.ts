import { describe, expect, it } from 'vitest';
import {
  appointmentState,
  dayRangeInput,
  describeLog,
  formatDay,
  formatInstant,
  formatMinutes,
  LOG_TYPES,
  leadText,
  logTypeColor,
  logTypeKey,
  SMS_STATUS_COLORS,
  smsTimeKind,
} from './appointment-history.format';

/** A log snapshot as the server writes it (appointments.present.ts snapshotOf). */
const snapshot = (overrides: Record<string, unknown> = {}) => ({
  shopAccountId: 7,
  appointDay: '2026-11-24',
  startTime: '10:00',
  duration: 45,
  lane: 0,
  isOverlap: 0,
  additionTime: 0,
  customName: 'Giulia',
  customPhone: '347 111 2222',
  remark: '',
  arrivedFlag: 0,
  projects: 'Taglio donna',
  ...overrides,
});

describe('describeLog', () => {
  it('shows what was booked for a booking, leaving out an empty remark', () => {
    const { mode, changes } = describeLog(null, snapshot());
    expect(mode).toBe('created');
    expect(changes.map((c) => c.field)).toEqual([
      'appointDay',
      'startTime',
      'shopAccountId',
      'projects',
      'duration',
      'customer',
    ]);
    expect(changes.find((c) => c.field === 'customer')?.after).toEqual({ name: 'Giulia', phone: '347 111 2222' });
    expect(describeLog(null, snapshot({ remark: 'Tea' })).changes.at(-1)).toEqual({ field: 'remark', after: 'Tea' });
  });

  it('shows only what a drag changed, before and after', () => {
    const { mode, changes } = describeLog(snapshot(), snapshot({ startTime: '11:00', shopAccountId: 8, lane: 1 }));
    expect(mode).toBe('changed');
    expect(changes).toEqual([
      { field: 'startTime', before: '10:00', after: '11:00' },
      { field: 'shopAccountId', before: 7, after: 8 },
    ]);
  });

  it('reads an edit of projects, duration, customer and remark', () => {
    const { changes } = describeLog(
      snapshot(),
      snapshot({
        projects: 'Taglio donna, Piega',
        duration: 75,
        additionTime: 15,
        customName: 'Giulia R.',
        remark: 'x',
      }),
    );
    expect(changes.map((c) => c.field)).toEqual(['projects', 'duration', 'customer', 'additionTime', 'remark']);
    expect(changes.find((c) => c.field === 'customer')).toEqual({
      field: 'customer',
      before: { name: 'Giulia', phone: '347 111 2222' },
      after: { name: 'Giulia R.', phone: '347 111 2222' },
    });
  });

  it('reads an arrival as a change of the arrival flag', () => {
    expect(describeLog(snapshot(), snapshot({ arrivedFlag: 1 })).changes).toEqual([
      { field: 'arrivedFlag', before: 0, after: 1 },
    ]);
  });

  it('shows the appointment as it was when nothing compared moved (missed, deleted)', () => {
    const { mode, changes } = describeLog(snapshot(), snapshot());
    expect(mode).toBe('unchanged');
    expect(changes.map((c) => [c.field, c.before])).toEqual([
      ['appointDay', '2026-11-24'],
      ['startTime', '10:00'],
      ['shopAccountId', 7],
      ['projects', 'Taglio donna'],
      ['duration', 45],
      ['customer', { name: 'Giulia', phone: '347 111 2222' }],
    ]);
  });

  it('copes with snapshots that lack fields or are missing', () => {
    expect(describeLog(null, null)).toEqual({ mode: 'unchanged', changes: [] });
    const erased = describeLog({ startTime: '10:00' }, { startTime: '10:30' });
    expect(erased).toEqual({ mode: 'changed', changes: [{ field: 'startTime', before: '10:00', after: '10:30' }] });
    // A phone hidden by displayPhone is '' on both sides: no change is invented.
    expect(describeLog(snapshot({ customPhone: '' }), snapshot({ customPhone: '' })).mode).toBe('unchanged');
  });
});

describe('operation types', () => {
  it('has a text key and colour for each SPEC type and reads anything else as OTHER', () => {
    for (const type of LOG_TYPES) {
      expect(logTypeKey(type)).toBe(type);
      expect(logTypeColor(type)).not.toBe('default');
    }
    expect(logTypeKey('H5_SOMETHING_NEW')).toBe('OTHER');
    expect(logTypeColor('H5_SOMETHING_NEW')).toBe('default');
  });
});

describe('appointment states', () => {
  it('puts deleted before missed before arrived', () => {
    expect(appointmentState({ delFlag: 1, lostFlag: 1, arrivedFlag: 1 })).toBe('deleted');
    expect(appointmentState({ delFlag: 0, lostFlag: 1, arrivedFlag: 0 })).toBe('missed');
    expect(appointmentState({ delFlag: 0, lostFlag: 0, arrivedFlag: 1 })).toBe('arrived');
    expect(appointmentState({ delFlag: 0, lostFlag: 0, arrivedFlag: 0 })).toBe('notArrived');
  });
});

describe('SMS statuses', () => {
  it('colours every status and says whether its time is a send or a due time', () => {
    expect(Object.keys(SMS_STATUS_COLORS).sort()).toEqual(
      ['cancelled', 'failed', 'noCredit', 'pending', 'scheduled', 'sent'].sort(),
    );
    expect(smsTimeKind('sent')).toBe('sentAt');
    expect(smsTimeKind('pending')).toBe('sentAt');
    expect(smsTimeKind('scheduled')).toBe('dueAt');
    expect(smsTimeKind('noCredit')).toBe('dueAt');
  });

  it('words a reminder’s lead time in the largest whole unit', () => {
    expect(leadText(30, 'en')).toBe('30 minutes');
    expect(leadText(120, 'en')).toBe('2 hours');
    expect(leadText(1440, 'en')).toBe('1 day');
    expect(leadText(90, 'en')).toBe('90 minutes');
  });
});

describe('formatting', () => {
  it('formats days without a zone shift and instants in the shop zone', () => {
    expect(formatDay('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDay('not a day', 'en')).toBe('not a day');
    // 23:30 UTC is already the next day in Rome.
    expect(formatInstant('2026-11-23T23:30:00.000Z', 'en', 'Europe/Rome')).toMatch(/^Nov 24, 2026,\s12:30\sAM$/);
    expect(formatInstant('2026-11-23T23:30:00.000Z', 'en', 'Not/AZone')).toMatch(/2026/);
    expect(formatMinutes(45, 'en')).toBe('45 min');
  });

  it('sends the day range in order, or no range', () => {
    expect(dayRangeInput(null)).toEqual({});
    expect(dayRangeInput(['2026-11-01', '2026-11-30'])).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-30' });
    expect(dayRangeInput(['2026-11-30', '2026-11-01'])).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-30' });
  });
});
