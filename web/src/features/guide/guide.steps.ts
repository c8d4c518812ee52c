import type { TGuideProgress } from '../../../../contract/stats';
import { todayIso } from '../../lib/date.format';
import { isRouteAvailable, resolveAlias } from '../../lib/route.registry';
import { storage } from '../../lib/storage.keys';

/** One step of the SPEC §2.6 table; titleKey/contentKey are catalog keys under 'guide.steps'. */
export type TGuideStep = { index: number; menuIndex: number; key: string; path: string };

/** SPEC §2.6: the four steps, each with its menu index (SPEC §6 internal menu order) and its path as given. */
export const GUIDE_STEPS: readonly TGuideStep[] = [
  { index: 1, menuIndex: 8, key: 'staff', path: '/frame/employerManage' },
  { index: 2, menuIndex: 9, key: 'projects', path: '/frame/chooseProject/projectManage' },
  { index: 3, menuIndex: 10, key: 'workTime', path: '/frame/timeManage' },
  { index: 4, menuIndex: 2, key: 'appointment', path: '/frame/appointNew/:date' },
];

/** The pages that carry the banner (SPEC §2.6). */
export const DASHBOARD_PATH = '/frame/controlPad';
export const GUIDE_PATHS: readonly string[] = [DASHBOARD_PATH, '/frame/chooseProject/projectManage'];

/** Where a step leads: today's board for step 4, an old alias (step 3's /frame/timeManage) resolved to its route. */
export const stepTarget = (step: TGuideStep, now: Date = new Date()) =>
  resolveAlias(step.path.replace(':date', todayIso(now)));

/** A step whose screen is not built yet is shown as coming soon, never as a dead link. */
export const isStepAvailable = (step: TGuideStep) => isRouteAvailable(step.path);

/**
 * The steps an account may take: those whose screen its menus open (a technician is not sent to staff management).
 * None when no open step has a screen yet, so the banner never offers only dead ends.
 */
export function stepsFor(isPathOpen: (path: string) => boolean): TGuideStep[] {
  const steps = GUIDE_STEPS.filter((step) => isPathOpen(step.path));
  return steps.some(isStepAvailable) ? steps : [];
}

/**
 * SPEC §2.6: hidden on phone devices; on the dashboard shown unless never-show; on the other guide pages only while
 * in-show as well (a step was clicked and no left-menu navigation cleared it).
 */
export function isGuideVisible(input: { path: string; isPhone: boolean; isNeverShow: boolean; isInShow: boolean }) {
  if (input.isPhone || input.isNeverShow || !GUIDE_PATHS.includes(input.path)) return false;
  return input.path === DASHBOARD_PATH || input.isInShow;
}

/** The never-show flag is kept per browser under the SPEC §3 key neverShowGuideStep. */
export const readNeverShow = () => storage.get('neverShowGuideStep') === 'true';
export const writeNeverShow = (isNeverShow: boolean) => storage.set('neverShowGuideStep', String(isNeverShow));

/**
 * Whether a step is done, from the shop's own data (ADR 029, in place of SPEC §2.6 'adds the step index to the
 * completed steps' on a click): staff besides the owner, a project, work hours, an appointment.
 */
export function isStepDone(step: TGuideStep, progress: TGuideProgress): boolean {
  const doneBy: Record<string, boolean> = {
    staff: progress.hasStaff,
    projects: progress.hasProjects,
    workTime: progress.hasWorkTime,
    appointment: progress.hasAppointment,
  };
  return doneBy[step.key] ?? false;
}

/** The guide hides itself once every step it offers is done. */
export const isEveryStepDone = (steps: readonly TGuideStep[], progress: TGuideProgress) =>
  steps.every((step) => isStepDone(step, progress));
