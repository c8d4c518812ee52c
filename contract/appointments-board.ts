import { z } from 'zod';
import { type TAppointment, ZAppointDay, ZAppointment, ZAppointProject } from './appointments';
import { toHhmm, toMinutes } from './time-slots';

/**
 * appoint/queryPointList, the day board (SPEC §2.8), as it travels (ADR 022). An appointment carries only what the
 * board draws and edits; the projects' names, prices and colours travel once per board in `projects`, and each
 * appointment lists the indexes of its own, in booking order. `expandBoard` turns the answer back into the
 * appointments the screens use. A client that sends the `boardVersion` it holds as `ifVersion` gets
 * `{notModified: true}` while nothing the board draws has changed since.
 */

/** An opaque board version: the server's, echoed back as-is. */
const ZBoardVersion = z.string().max(100, 'CHECK_INPUT');

export const ZAppointQueryPointListInput = z.object({ appointDay: ZAppointDay, ifVersion: ZBoardVersion.optional() });

export const ZAppointTechnicianColumn = z.object({
  shopAccountId: z.number().int(),
  name: z.string(),
  /**
   * false for a technician who can no longer be booked (resigned, booking turned off, temporary) but still holds an
   * active appointment that day: the column stays, after the bookable ones, so no appointment drops off the board.
   */
  isBookable: z.boolean(),
  /** When the technician cannot be booked that day, with the reason (accountWork/queryAccountNotWorkTime). */
  periods: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      reason: z.enum(['offHours', 'dayOff', 'shopHoliday', 'holiday', 'leave', 'offDuty']),
    }),
  ),
});

/** An active appointment of the day as the board draws it; `projects` are indexes into the board's `projects`. */
export const ZBoardItem = ZAppointment.pick({
  id: true,
  shopAccountId: true,
  lane: true,
  startTime: true,
  duration: true,
  additionTime: true,
  customerId: true,
  customName: true,
  customPhone: true,
  kind: true,
  vipFlag: true,
  remark: true,
  entry: true,
  arrivedFlag: true,
  isOverlap: true,
  billId: true,
  version: true,
}).extend({ projects: z.array(z.number().int()) });

export const ZDayBoard = z.object({
  appointDay: z.string(),
  /** Send it back as `ifVersion` to be told when nothing changed. */
  boardVersion: z.string(),
  displayPhone: z.enum(['0', '1']),
  /** SPEC §9 rows of the day. */
  slots: z.array(z.string()),
  /** Bookable technicians in staff order, then any other technician holding an active appointment that day. */
  technicians: z.array(ZAppointTechnicianColumn),
  /** The distinct projects (as booked) of the day's appointments. */
  projects: z.array(ZAppointProject),
  /** Active (not deleted, not missed) appointments of the day, by technician, start and lane. */
  list: z.array(ZBoardItem),
  /** SMS reminders (ADR 014): whether the shop sends them and how many SMS it has left (0: none go out). */
  reminders: z.object({ enabled: z.boolean(), msgNums: z.number().int() }),
});

/** The answer to an `ifVersion` that is still current. */
export const ZBoardNotModified = z.object({
  appointDay: z.string(),
  boardVersion: z.string(),
  notModified: z.literal(true),
});

export const ZAppointQueryPointListOutput = z.union([ZDayBoard, ZBoardNotModified]);

export type TDayBoardWire = z.infer<typeof ZDayBoard>;
export type TBoardAnswer = z.infer<typeof ZAppointQueryPointListOutput>;

/** An appointment of the board as the screens use it: every field of an appointment but its booking id and time. */
export type TBoardAppointment = Omit<TAppointment, 'bookingId' | 'createTime'>;

/** The day board as the screens use it. */
export type TDayBoard = Omit<TDayBoardWire, 'projects' | 'list'> & { list: TBoardAppointment[] };

export const isNotModified = (answer: TBoardAnswer): answer is z.infer<typeof ZBoardNotModified> =>
  'notModified' in answer;

/** Restores what the wire leaves out: each appointment's projects, day, end, technician's name and its active flags. */
export function expandBoard(board: TDayBoardWire): TDayBoard {
  const names = new Map(board.technicians.map((t) => [t.shopAccountId, t.name]));
  const { projects, list, ...rest } = board;
  return {
    ...rest,
    list: list.map((item) => {
      const own = item.projects.map((index) => projects[index]);
      return {
        ...item,
        technicianName: names.get(item.shopAccountId) ?? '',
        appointDay: board.appointDay,
        endTime: toHhmm(toMinutes(item.startTime) + item.duration),
        lostFlag: 0,
        delFlag: 0,
        projects: own,
        productIds: own.map((p) => p.productId),
      };
    }),
  };
}
