// The appointment board's bench data, written through the app's own calls (so it follows the schema and the booking
// rules): the demo shop grows to 30 bookable technicians, one day gets 300 non-overlapping appointments, a later day
// with the same hours stays empty, and free spots are listed for the create-appointment throughput figure.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TDayBoardWire } from '../contract/appointments-board';
import type { TLoginOutput } from '../contract/auth';
import type { TProduct } from '../contract/projects';
import { addDays, todayIn, weekdayOf } from '../contract/shop-time';
import { freePeriodsOf, toHhmm } from '../contract/time-slots';
import { DEMO_LOGIN } from '../server/demo/demo.seed';

export const BOARD_TECHNICIANS = 30;
export const BOARD_APPOINTMENTS = 300;
/** The board day is this many days ahead, so the demo's own bookings (around today) never fall on it. */
const BOARD_DAYS_AHEAD = 14;
/** How far ahead the day search gives up: a shop closed for longer than this is not a bench shop. */
const SEARCH_DAYS = 120;

type TEnvelope = {
  code: number;
  msg: string;
  errorKey?: string;
  data?: unknown;
  page?: { list: unknown[]; totalCount: number };
};

/** One call of the app's API with the session token, answering the envelope. */
export type TApi = (path: string, body: Record<string, unknown>, token?: string) => Promise<TEnvelope>;

/** Calls the app in-process through Fastify's inject, as the api tests do. */
export function injectApi(app: FastifyInstance): TApi {
  return async (path, body, token) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/app/${path}`,
      headers: token ? { token } : {},
      payload: body,
    });
    return res.json() as TEnvelope;
  };
}

function dataOf<T>(path: string, envelope: TEnvelope): T {
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.errorKey ?? ''} ${envelope.msg}`);
  return (envelope.page ? envelope.page.list : envelope.data) as T;
}

/** A technician's appointable project, as the bench books it. */
type TBenchProject = { productId: number; duration: number };

/** What the bench needs to know of the seeded board (sent from the target process to the runner as JSON). */
export type TBoardInfo = {
  login: TLoginOutput;
  boardDay: string;
  emptyDay: string;
  technicianIds: number[];
  appointmentCount: number;
  /** Per technician, the shortest project they can be booked for: the create figure books it into free spots. */
  shortestProject: Record<number, TBenchProject>;
};

/** One free spot for appoint/create: nothing of the technician overlaps it and it lies inside their hours. */
export type TFreeSpot = { appointDay: string; startTime: string; shopAccountId: number; productId: number };

const TECHNICIAN_NAMES = [
  'Alessia Marino',
  'Beatrice Costa',
  'Camilla Fontana',
  'Daniela Rinaldi',
  'Federica Caruso',
  'Giorgia Mancini',
  'Ilaria Lombardi',
  'Laura Barbieri',
  'Martina Testa',
  'Noemi Villa',
  'Roberta Gatti',
  'Serena Longo',
  'Valeria Leone',
  'Alice Martini',
  'Bianca Sala',
  'Carla Farina',
  'Elisa Bruno',
  'Francesca Pellegrini',
  'Giada Monti',
  'Irene Cattaneo',
  'Marco Silvestri',
  'Nicola Ferraro',
  'Simone Galli',
  'Matteo Riva',
  'Stefano Marchi',
  'Tommaso Orlando',
];
const FIRST_NAMES = ['Anna', 'Marta', 'Sofia', 'Giulia', 'Chiara', 'Paola', 'Luisa', 'Andrea', 'Pietro', 'Rita'];
const LAST_NAMES = ['Bassi', 'Neri', 'Sartori', 'Vitale', 'Moro', 'Ferrara', 'Bellini', 'Grasso', 'Donati', 'Parisi'];

/** The first start on the 15-minute grid at or after `from` where `duration` fits in a free interval, if any. */
function fitFrom(free: [number, number][], from: number, duration: number): number | undefined {
  for (const [start, end] of free) {
    const at = Math.ceil(Math.max(start, from) / 15) * 15;
    if (at + duration <= end) return at;
  }
  return undefined;
}

async function board(api: TApi, token: string, appointDay: string) {
  return dataOf<TDayBoardWire>('appoint/queryPointList', await api('appoint/queryPointList', { appointDay }, token));
}

/** The day has working time for every technician (the shop is open and nobody is away the whole day). */
const isWorkingDay = (day: TDayBoardWire) =>
  day.technicians.every((t) => freePeriodsOf(t.periods).some(([start, end]) => end - start >= 60));

/** Adds bookable technicians to the demo shop until it has BOARD_TECHNICIANS; answers their ids in staff order. */
async function ensureTechnicians(api: TApi, token: string, probeDay: string): Promise<number[]> {
  const columns = (await board(api, token, probeDay)).technicians;
  if (columns.length > BOARD_TECHNICIANS) {
    throw new Error(`the shop has ${columns.length} bookable technicians, more than the bench's ${BOARD_TECHNICIANS}`);
  }
  for (const name of TECHNICIAN_NAMES.slice(0, BOARD_TECHNICIANS - columns.length)) {
    dataOf('account/createMem', await api('account/createMem', { name, type: 2, nonce: randomUUID() }, token));
  }
  const ids = (await board(api, token, probeDay)).technicians.map((t) => t.shopAccountId);
  if (ids.length !== BOARD_TECHNICIANS) throw new Error(`expected ${BOARD_TECHNICIANS} technicians, got ${ids.length}`);
  return ids;
}

/** Each technician's appointable projects of 30 to 60 minutes (the board's usual bookings), shortest first. */
async function projectsOf(api: TApi, token: string, technicianIds: number[]) {
  const byTechnician = new Map<number, TBenchProject[]>();
  for (const accountId of technicianIds) {
    const list = dataOf<TProduct[]>(
      'product/queryProductListByAccount',
      await api('product/queryProductListByAccount', { accountId }, token),
    );
    const usable = list
      .filter((p) => p.duration >= 30 && p.duration <= 60)
      .map((p) => ({ productId: p.id, duration: p.duration }))
      .sort((a, b) => a.duration - b.duration);
    if (usable.length === 0) throw new Error(`technician ${accountId} has no project of 30 to 60 minutes`);
    byTechnician.set(accountId, usable);
  }
  return byTechnician;
}

/**
 * Plans the day's bookings round-robin over the technicians (about 10 each): 30 to 60 minutes of projects, sometimes
 * 15 minutes added, sometimes a 15-minute gap, three in four for a named customer and the rest temporary.
 */
function planDay(day: TDayBoardWire, projects: Map<number, TBenchProject[]>) {
  const columns = day.technicians.map((t) => ({ id: t.shopAccountId, free: freePeriodsOf(t.periods), cursor: 0 }));
  const plan: { shopAccountId: number; startTime: string; productIds: number[]; additionTime: number }[] = [];
  let n = 0;
  for (let round = 0; plan.length < BOARD_APPOINTMENTS && round < 100; round++) {
    for (const column of columns) {
      if (plan.length === BOARD_APPOINTMENTS) break;
      const own = projects.get(column.id)!;
      const project = own[(n + column.id) % own.length];
      const additionTime = n % 5 === 0 && project.duration <= 45 ? 15 : 0;
      const gap = n % 3 === 0 ? 15 : 0;
      const at = fitFrom(column.free, column.cursor + gap, project.duration + additionTime);
      n++;
      if (at === undefined) continue;
      column.cursor = at + project.duration + additionTime;
      plan.push({ shopAccountId: column.id, startTime: toHhmm(at), productIds: [project.productId], additionTime });
    }
  }
  return plan.length === BOARD_APPOINTMENTS ? plan : undefined;
}

/**
 * Seeds the board in the demo shop through the API (logged in as the demo owner) and answers where it is. Run again
 * on a database that already holds it, it finds the seeded day and adds nothing.
 */
export async function seedBoard(api: TApi, now: Date): Promise<TBoardInfo> {
  const login = dataOf<TLoginOutput>('h5/login', await api('h5/login', { ...DEMO_LOGIN }));
  const { token } = login;
  const first = addDays(todayIn(login.shopInfo.timeZone, now), BOARD_DAYS_AHEAD);
  const technicianIds = await ensureTechnicians(api, token, first);
  const projects = await projectsOf(api, token, technicianIds);

  let boardDay: string | undefined;
  let emptyDay: string | undefined;
  for (let offset = 0; offset < SEARCH_DAYS && !boardDay; offset++) {
    const appointDay = addDays(first, offset);
    const day = await board(api, token, appointDay);
    if (!isWorkingDay(day)) continue;
    if (day.list.length === BOARD_APPOINTMENTS) {
      boardDay = appointDay;
    } else if (day.list.length === 0) {
      const plan = planDay(day, projects);
      if (!plan) continue;
      for (const [i, item] of plan.entries()) {
        const isTemporary = i % 4 === 3;
        const person = {
          ...item,
          customName: isTemporary ? '' : `${FIRST_NAMES[i % 10]} ${LAST_NAMES[Math.floor(i / 10) % 10]}`,
          customPhone: isTemporary ? '' : `348 ${String(1_000_000 + i).slice(-7)}`,
          remark: i % 7 === 0 ? 'Prima visita' : '',
        };
        const body = { appointDay, startTime: item.startTime, people: [person], nonce: randomUUID() };
        dataOf('appoint/create', await api('appoint/create', body, token));
      }
      boardDay = appointDay;
    }
  }
  if (!boardDay) throw new Error(`no day within ${SEARCH_DAYS} days can hold the bench board`);

  // The empty board: the next same weekday without bookings, so the columns and the hours match the seeded day.
  for (let week = 1; week <= SEARCH_DAYS / 7 && !emptyDay; week++) {
    const appointDay = addDays(boardDay, 7 * week);
    const day = await board(api, token, appointDay);
    if (day.list.length === 0 && isWorkingDay(day)) emptyDay = appointDay;
  }
  if (!emptyDay)
    throw new Error(`no empty day on the weekday of ${boardDay} (${weekdayOf(boardDay)}) within ${SEARCH_DAYS} days`);

  const seeded = await board(api, token, boardDay);
  return {
    login,
    boardDay,
    emptyDay,
    technicianIds,
    appointmentCount: seeded.list.length,
    shortestProject: Object.fromEntries(technicianIds.map((id) => [id, projects.get(id)![0]])),
  };
}

/**
 * Lists `count` free spots for appoint/create on days after the board day that hold no bookings (the empty day
 * excepted, so the render figure keeps its empty board): each technician's shortest project back to back through
 * their working time. Every spot can be booked once without conflicting with any other.
 */
export async function freeSpots(api: TApi, info: TBoardInfo, count: number): Promise<TFreeSpot[]> {
  const spots: TFreeSpot[] = [];
  const token = info.login.token;
  for (let offset = 1; spots.length < count; offset++) {
    if (offset > 4 * SEARCH_DAYS) throw new Error(`only ${spots.length} free spots found, ${count} wanted`);
    const appointDay = addDays(info.boardDay, offset);
    if (appointDay === info.emptyDay) continue;
    const day = await board(api, token, appointDay);
    if (day.list.length > 0) continue;
    for (const column of day.technicians) {
      const project = info.shortestProject[column.shopAccountId];
      if (!project) continue;
      for (const [start, end] of freePeriodsOf(column.periods)) {
        for (let at = Math.ceil(start / 15) * 15; at + project.duration <= end; at += project.duration) {
          spots.push({
            appointDay,
            startTime: toHhmm(at),
            shopAccountId: column.shopAccountId,
            productId: project.productId,
          });
        }
      }
    }
  }
  return spots.slice(0, count);
}
