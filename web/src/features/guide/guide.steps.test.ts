import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GUIDE_STEPS,
  isEveryStepDone,
  isGuideVisible,
  isStepAvailable,
  isStepDone,
  readNeverShow,
  stepsFor,
  stepTarget,
  writeNeverShow,
} from './guide.steps';

const DASHBOARD = '/frame/controlPad';
const PROJECTS = '/frame/chooseProject/projectManage';

describe('new-user guide (SPEC §2.6)', () => {
  it('has the four steps of the table with their menu indexes and paths', () => {
    expect(GUIDE_STEPS.map((step) => [step.index, step.menuIndex, step.path])).toEqual([
      [1, 8, '/frame/employerManage'],
      [2, 9, '/frame/chooseProject/projectManage'],
      [3, 10, '/frame/timeManage'],
      [4, 2, '/frame/appointNew/:date'],
    ]);
  });

  it('offers an account only the steps its menus open', () => {
    const open =
      (...paths: string[]) =>
      (path: string) =>
        paths.includes(path);
    expect(stepsFor(() => true).map((step) => step.index)).toEqual([1, 2, 3, 4]);
    expect(stepsFor(open('/frame/chooseProject/projectManage', '/frame/appointNew/:date')).map((s) => s.index)).toEqual(
      [2, 4],
    );
    // A technician with the appointment menu only is led to the board.
    expect(stepsFor(open('/frame/appointNew/:date')).map((s) => s.index)).toEqual([4]);
    expect(stepsFor(open('/frame/settings'))).toEqual([]);
  });

  it('leads step 3 to the work-time route and step 4 to today’s board', () => {
    const now = new Date(2025, 2, 9, 10, 0);
    expect(stepTarget(GUIDE_STEPS[2], now)).toBe('/frame/settings/timeManage');
    expect(stepTarget(GUIDE_STEPS[3], now)).toBe('/frame/appointNew/2025-03-09');
    expect(stepTarget(GUIDE_STEPS[0], now)).toBe('/frame/employerManage');
  });

  it('marks every step available now that each screen is built', () => {
    expect(GUIDE_STEPS.every(isStepAvailable)).toBe(true);
  });

  it('shows on the dashboard unless never-show, elsewhere only while in-show, never on phones', () => {
    const base = { isPhone: false, isNeverShow: false, isInShow: false };
    expect(isGuideVisible({ ...base, path: DASHBOARD })).toBe(true);
    expect(isGuideVisible({ ...base, path: DASHBOARD, isNeverShow: true })).toBe(false);
    expect(isGuideVisible({ ...base, path: DASHBOARD, isPhone: true })).toBe(false);
    expect(isGuideVisible({ ...base, path: PROJECTS })).toBe(false);
    expect(isGuideVisible({ ...base, path: PROJECTS, isInShow: true })).toBe(true);
    expect(isGuideVisible({ ...base, path: PROJECTS, isInShow: true, isNeverShow: true })).toBe(false);
    expect(isGuideVisible({ ...base, path: PROJECTS, isInShow: true, isPhone: true })).toBe(false);
    expect(isGuideVisible({ ...base, path: '/frame/settings', isInShow: true })).toBe(false);
  });

  describe('browser storage', () => {
    const store = new Map<string, string>();
    beforeEach(() => {
      store.clear();
      globalThis.localStorage = {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
        clear: () => store.clear(),
        key: () => null,
        length: 0,
      } as Storage;
    });
    afterEach(() => {
      // @ts-expect-error the node test environment has no localStorage of its own
      delete globalThis.localStorage;
    });

    it('keeps never-show under neverShowGuideStep', () => {
      expect(readNeverShow()).toBe(false);
      writeNeverShow(true);
      expect(store.get('neverShowGuideStep')).toBe('true');
      expect(readNeverShow()).toBe(true);
      writeNeverShow(false);
      expect(readNeverShow()).toBe(false);
    });
  });
});

describe('new-user guide done marks (ADR 029)', () => {
  const none = { hasStaff: false, hasProjects: false, hasWorkTime: false, hasAppointment: false };
  const keysDone = (progress: typeof none) =>
    GUIDE_STEPS.filter((step) => isStepDone(step, progress)).map((step) => step.key);

  it('marks a step done from the shop data, not from a click', () => {
    expect(keysDone(none)).toEqual([]);
    expect(keysDone({ ...none, hasProjects: true })).toEqual(['projects']);
    expect(keysDone({ ...none, hasStaff: true, hasWorkTime: true })).toEqual(['staff', 'workTime']);
    expect(keysDone({ ...none, hasAppointment: true })).toEqual(['appointment']);
  });

  it('is all done only when every offered step is', () => {
    const all = { hasStaff: true, hasProjects: true, hasWorkTime: true, hasAppointment: true };
    expect(isEveryStepDone(GUIDE_STEPS, all)).toBe(true);
    expect(isEveryStepDone(GUIDE_STEPS, { ...all, hasWorkTime: false })).toBe(false);
    // A technician offered only the appointment step is done once an appointment exists.
    const appointmentOnly = GUIDE_STEPS.filter((step) => step.key === 'appointment');
    expect(isEveryStepDone(appointmentOnly, { ...none, hasAppointment: true })).toBe(true);
  });
});
