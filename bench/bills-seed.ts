// The bookkeeping bench data, written through the app's own calls (so it follows the schema and the bookkeeping
// rules): the demo shop grows to 20 billing staff (the finance table's columns), one day far from the demo's gets 200
// front-desk bills across them, and member customers get cards recharged for the bill-creation figure.
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TLoginOutput } from '../contract/auth';
import type { TBillColumn } from '../contract/bills';
import type { TCustomer } from '../contract/customers';
import type { ZRechargeOutput } from '../contract/prepay';
import type { TProduct } from '../contract/projects';
import { addDays, todayIn } from '../contract/shop-time';
import { toHhmm } from '../contract/time-slots';
import { DEMO_LOGIN } from '../server/demo/demo.seed';
import { insideDigest } from '../server/modules/auth/auth.crypto';
import type { TApi } from './board-seed';

export const BILL_STAFF = 20;
export const BILL_COUNT = 200;
/** Member customers whose cards the creation figure deducts from, round-robin (see `TBillsInfo.members`). */
export const BILL_CARDS = 20;
/** The finance day is this many days ahead, so the demo's own bills (the four weeks before today) never fall on it. */
const BILL_DAYS_AHEAD = 30;
/** How far past it the day search gives up. */
const SEARCH_DAYS = 60;
/** The demo owner's internal password (server/demo): the finance calls need its elevation. */
const DEMO_INSIDE_PASSWORD = 'demo1234';
/** A bill of the creation figure: its total, and the part of it the member card pays. */
export const CREATE_TOTAL = 6000;
export const CREATE_DEDUCTION = 2500;
/** The largest single recharge the contract accepts (ZAmount). */
const MAX_RECHARGE = 100_000_000;

type TEnvelope = Awaited<ReturnType<TApi>>;
type TRechargeOutput = z.infer<typeof ZRechargeOutput>;

function dataOf<T>(path: string, envelope: TEnvelope): T {
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.errorKey ?? ''} ${envelope.msg}`);
  return (envelope.page ? envelope.page.list : envelope.data) as T;
}

/** A member of the creation figure: the customer and the member card its bills deduct from. */
export type TBenchMember = { customerId: number; cardId: number };

/** What the bench needs to know of the seeded bookkeeping (sent from the target process to the runner as JSON). */
export type TBillsInfo = {
  login: TLoginOutput;
  /** The digest h5/pwdInside takes for the demo owner (uppercase hex MD5 of password + account). */
  insideDigest: string;
  billDay: string;
  /** The finance table's columns on the bill day, in table order. */
  staffIds: number[];
  billCount: number;
  /** The table's cells: one per staff line of the day's bills. */
  cellCount: number;
  members: TBenchMember[];
  /** The project every bill of the creation figure sells: a live one without follow-up visits when there is one. */
  product: { id: number; name: string; unitPrice: number };
  /** The owner's account, who records the bills. */
  ownerId: number;
};

const STAFF_NAMES = [
  'Agnese Rossi',
  'Benedetta Ricci',
  'Cecilia Greco',
  'Diletta Conti',
  'Emma De Luca',
  'Flavia Esposito',
  'Gaia Romano',
  'Ludovica Colombo',
  'Miriam Gallo',
  'Nadia Bianchi',
  'Ornella Marini',
  'Paola Ferri',
  'Rebecca Fabbri',
  'Sara Serra',
  'Teresa Mariani',
  'Vittoria Rizzo',
  'Arianna Lodi',
  'Clara Piras',
  'Elena Sanna',
  'Luca Medici',
];
const WALK_IN_NAMES = ['Anna Bassi', 'Marta Neri', 'Sofia Vitale', 'Giulia Moro', 'Rita Donati', ''];

/** The finance table of a day through the app, as the demo owner (elevated) reads it. */
async function financeTable(api: TApi, token: string, billDay: string) {
  return dataOf<TBillColumn[]>('bill/queryBillList', await api('bill/queryBillList', { billDay, limit: 5000 }, token));
}

/** The front-desk bills recorded on a day, from the order history. */
async function frontDeskBillCount(api: TApi, token: string, day: string) {
  const envelope = await api(
    'bill/queryHisOrderList',
    { orderType: 'frontDesk', startDay: day, endDay: day, limit: 1 },
    token,
  );
  dataOf('bill/queryHisOrderList', envelope);
  return envelope.page?.totalCount ?? 0;
}

/**
 * Adds staff members (technicians who can bill) until the finance table of an empty day has BILL_STAFF columns, and
 * answers their ids in table order.
 */
async function ensureBillingStaff(api: TApi, token: string, emptyDay: string): Promise<number[]> {
  const columns = await financeTable(api, token, emptyDay);
  if (columns.length > BILL_STAFF) {
    throw new Error(`the shop has ${columns.length} billing staff, more than the bench's ${BILL_STAFF}`);
  }
  for (const name of STAFF_NAMES.slice(0, BILL_STAFF - columns.length)) {
    dataOf('account/createMem', await api('account/createMem', { name, type: 2, nonce: randomUUID() }, token));
  }
  const ids = (await financeTable(api, token, emptyDay)).map((c) => c.shopAccountId);
  if (ids.length !== BILL_STAFF) throw new Error(`expected ${BILL_STAFF} billing staff, got ${ids.length}`);
  return ids;
}

/**
 * The bench's member customers, found by phone or created and made members, each recharged (in the largest steps the
 * contract takes) by `topUp` cents; answers them with their cards.
 */
async function ensureMembers(api: TApi, token: string, topUp: number): Promise<TBenchMember[]> {
  const members: TBenchMember[] = [];
  for (let i = 0; i < BILL_CARDS; i++) {
    const customPhone = `347 ${String(9_000_000 + i).slice(-7)}`;
    const found = dataOf<TCustomer[]>(
      'custom/queryCustomList',
      await api('custom/queryCustomList', { key: customPhone.replace(/\D/g, ''), limit: 1 }, token),
    );
    const customer =
      found[0] ??
      dataOf<TCustomer>(
        'custom/create',
        await api(
          'custom/create',
          { customName: `Socia Banco ${i + 1}`, customPhone, birth: '', remark: '', nonce: randomUUID() },
          token,
        ),
      );
    if (customer.vipFlag !== 1) {
      dataOf('custom/updateVip', await api('custom/updateVip', { id: customer.id, nonce: randomUUID() }, token));
    }
    let card: TRechargeOutput['card'] | undefined;
    for (let left = topUp; left > 0; left -= MAX_RECHARGE) {
      const recharge = dataOf<TRechargeOutput>(
        'prepayCard/vipRecharge',
        await api(
          'prepayCard/vipRecharge',
          {
            customerId: customer.id,
            rechargeAmount: Math.min(left, MAX_RECHARGE),
            payType: 'cash',
            nonce: randomUUID(),
          },
          token,
        ),
      );
      card = recharge.card;
    }
    if (!card) throw new Error('the bench members need a positive top-up');
    members.push({ customerId: customer.id, cardId: card.id });
  }
  return members;
}

/** A live project for the bills: the first without follow-up visits, else the first; never one priced 0. */
async function billProjects(api: TApi, token: string) {
  const list = dataOf<TProduct[]>(
    'product/queryProductList',
    await api('product/queryProductList', { limit: 500 }, token),
  )
    .filter((p) => p.delFlag === 0 && p.unitPrice > 0)
    .sort((a, b) => Number(a.visitFlag) - Number(b.visitFlag));
  if (list.length === 0) throw new Error('the demo shop has no priced project');
  return list;
}

/**
 * The day's bills, planned: record times spread from 09:00 to about 20:00, each billed to the next staff member
 * round-robin (every fifth shared with a second one), one project at its price, cash, card or split tender, a coupon
 * on every sixth, a member-card deduction on every tenth, and a walk-in's name or none on the others.
 */
function planBills(staffIds: number[], projects: TProduct[], members: TBenchMember[], billDay: string) {
  return Array.from({ length: BILL_COUNT }, (_, i) => {
    const project = projects[i % projects.length];
    const total = project.unitPrice;
    const first = staffIds[i % staffIds.length];
    const second = staffIds[(i + 7) % staffIds.length];
    const isShared = i % 5 === 4 && total >= 2;
    const staff = isShared
      ? [
          { shopAccountId: first, amount: Math.ceil(total / 2) },
          { shopAccountId: second, amount: Math.floor(total / 2), borrowed: i % 10 === 9 ? 1 : 0 },
        ]
      : [{ shopAccountId: first, amount: total }];
    const coupon = i % 6 === 0 ? Math.min(500, Math.floor(total / 4)) : 0;
    const member = i % 10 === 3 ? members[i % members.length] : undefined;
    const memberDeduction = member ? Math.floor((total - coupon) / 2) : 0;
    const actual = total - coupon - memberDeduction;
    const tender =
      i % 3 === 0
        ? { payType: 'cash' }
        : i % 3 === 1
          ? { payType: 'card' }
          : { payType: 'card', cashAmount: Math.floor(actual / 3), cardAmount: actual - Math.floor(actual / 3) };
    return {
      billDay,
      recordTime: toHhmm(9 * 60 + Math.floor((i * 11 * 60) / BILL_COUNT / 5) * 5),
      customerCount: 1,
      staff,
      productIds: [project.id],
      totalAmount: total,
      coupon,
      memberDeduction,
      ...tender,
      ...(member
        ? { customerId: member.customerId }
        : { customName: WALK_IN_NAMES[i % WALK_IN_NAMES.length], customPhone: '' }),
    };
  });
}

/**
 * Seeds the bookkeeping bench in the demo shop through the API, as the demo owner with the internal password's
 * elevation, and answers where it is. Members get `topUp` cents on their cards each time. Run again on a database
 * that already holds the bill day, it finds that day and adds no bills.
 */
export async function seedBills(api: TApi, now: Date, topUp: number): Promise<TBillsInfo> {
  const login = dataOf<TLoginOutput>('h5/login', await api('h5/login', { ...DEMO_LOGIN }));
  const { token } = login;
  const digest = insideDigest(DEMO_INSIDE_PASSWORD, DEMO_LOGIN.account);
  dataOf('h5/pwdInside', await api('h5/pwdInside', { password: digest }, token));
  const members = await ensureMembers(api, token, topUp);
  const projects = await billProjects(api, token);

  const first = addDays(todayIn(login.shopInfo.timeZone, now), BILL_DAYS_AHEAD);
  let billDay: string | undefined;
  for (let offset = 0; offset < SEARCH_DAYS && !billDay; offset++) {
    const day = addDays(first, offset);
    const count = await frontDeskBillCount(api, token, day);
    if (count === BILL_COUNT) billDay = day;
    else if (count === 0) {
      const staffIds = await ensureBillingStaff(api, token, day);
      for (const bill of planBills(staffIds, projects, members, day)) {
        dataOf('bill/create', await api('bill/create', { ...bill, nonce: randomUUID() }, token));
      }
      billDay = day;
    }
  }
  if (!billDay) throw new Error(`no day within ${SEARCH_DAYS} days of ${first} can hold the bench bills`);

  const table = await financeTable(api, token, billDay);
  return {
    login,
    insideDigest: digest,
    billDay,
    staffIds: table.map((c) => c.shopAccountId),
    billCount: await frontDeskBillCount(api, token, billDay),
    cellCount: table.reduce((sum, c) => sum + c.billDetList.length, 0),
    members,
    product: { id: projects[0].id, name: projects[0].name, unitPrice: projects[0].unitPrice },
    ownerId: login.user.id,
  };
}
