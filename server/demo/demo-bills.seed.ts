import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import { ZBillCreateByAppointInput, ZBillCreateInput, ZBillEditInput, ZBillTransferInput } from '../../contract/bills';
import { addDays, localToInstant, todayIn, weekdayOf } from '../../contract/shop-time';
import { toHhmm } from '../../contract/time-slots';
import type { TDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { appointmentProducts, appointments } from '../db/schema/appointments';
import { customers } from '../db/schema/customers';
import { prepayCards } from '../db/schema/prepay';
import { products } from '../db/schema/projects';
import type { TSession, TSessionCtx } from '../http/context';
import { withLastWrite } from '../http/last-write';
import { createBill, createBillByAppoint } from '../modules/bills/bills-create.service';
import { editBill, transferLine } from '../modules/bills/bills-edit.service';

/** Four weeks back from yesterday, on the demo's working days (Tuesday to Saturday); the history lies before them. */
export const DEMO_BILL_DAYS = 4 * 7;
const PAY_TYPES = ['cash', 'card', 'other'] as const;

/**
 * The bills service run as the demo owner inside the seed's transaction, with the clock at the bill's own time, so
 * create and payment times read as they would have happened. Bookkeeping reads only the transaction, the shop, the
 * clock and the session; the rest of a request's context (config, providers) does not exist while seeding.
 */
export function ownerCtx(tx: TDb, shopId: number, session: TSession, now: Date): TSessionCtx {
  const ctx: Pick<
    TSessionCtx,
    'tx' | 'db' | 'now' | 'shopId' | 'session' | 'language' | 'requestId' | 'ip' | 'afterCommit' | 'finishWith'
  > = {
    tx,
    db: tx,
    now,
    shopId,
    session,
    language: 'it-IT',
    requestId: 'demo-seed',
    ip: '127.0.0.1',
    afterCommit: () => {},
    finishWith: () => {
      throw new Error('the demo writes bills through withLastWrite');
    },
  };
  return ctx as TSessionCtx;
}

/** The session of a demo shop's owner, as the seeds act. */
export async function demoOwnerSession(tx: TDb, shopId: number): Promise<TSession> {
  const [owner] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.accountType, 1)));
  return {
    sessionId: 0,
    shopId,
    accountId: owner.id,
    account: owner.account ?? '',
    name: owner.name,
    accountType: 1,
    shopName: '',
    goodsType: 'yearly',
    headquarterId: null,
    elevatedUntil: null,
    isHeadquartersManager: true,
  };
}

/**
 * Four weeks of front-desk bills of the demo headquarters (bookkeeping issue), written through the bills service so
 * every rule holds: five to eight bills a working day across the technicians, with split tenders, coupons,
 * discounts, member-card and gift-card deductions, the past appointments of the demo week billed from the board,
 * one temporary employee, one unpaid order, one edited amount and one transfer.
 */
export async function seedDemoBills(tx: TDb, now: Date, shopId: number, timeZone: string) {
  const session = await demoOwnerSession(tx, shopId);
  const staff = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.shopId, shopId),
        isNull(accounts.departedAt),
        eq(accounts.financeFlag, 0),
        ne(accounts.accountType, 1),
        ne(accounts.accountType, 3),
      ),
    )
    .orderBy(asc(accounts.sortOrder), asc(accounts.id));
  const projectRows = await tx
    .select({ id: products.id, unitPrice: products.unitPrice })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.delFlag, 0)))
    .orderBy(asc(products.id));
  const regulars = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.vipFlag, 0), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id));
  const members = await tx
    .select({ customerId: prepayCards.customerId, balance: prepayCards.availableBalance })
    .from(prepayCards)
    .where(and(eq(prepayCards.shopId, shopId), eq(prepayCards.kind, 'member'), gt(prepayCards.availableBalance, 0)))
    .orderBy(asc(prepayCards.id));
  const giftCards = await tx
    .select({ cardNo: prepayCards.cardNo, balance: prepayCards.availableBalance })
    .from(prepayCards)
    .where(and(eq(prepayCards.shopId, shopId), eq(prepayCards.kind, 'gift'), gt(prepayCards.availableBalance, 0)))
    .orderBy(asc(prepayCards.id));
  const memberBalance = new Map(members.map((m) => [m.customerId!, m.balance]));
  const giftBalance = new Map(giftCards.map((g) => [g.cardNo, g.balance]));

  const today = todayIn(timeZone, now);
  const at = (day: string, minute: number) => localToInstant(`${day} ${toHhmm(minute)}`, timeZone);
  const create = (day: string, minute: number, input: Record<string, unknown>) =>
    withLastWrite(ownerCtx(tx, shopId, session, at(day, minute)), (ctx) =>
      createBill(ctx, ZBillCreateInput.parse(input)),
    );

  const created: {
    id: number;
    version: number;
    day: string;
    lines: { id: number; shopAccountId: number }[];
    total: number;
  }[] = [];
  let n = 0;
  for (let back = DEMO_BILL_DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const weekday = weekdayOf(day);
    if (weekday < 2 || weekday > 6) continue;
    const count = 5 + ((back * 7) % 4);
    for (let b = 0; b < count; b++, n++) {
      const minute = 9 * 60 + 15 + ((b * 97 + back * 13) % 36) * 15; // 09:15–18:00, on the quarter hour
      const chosen = [projectRows[n % projectRows.length]];
      if (n % 4 === 0) chosen.push(projectRows[(n + 3) % projectRows.length]);
      const productIds = [...new Set(chosen.map((p) => p.id))];
      const total = chosen.filter((p, i) => productIds.indexOf(p.id) === i).reduce((sum, p) => sum + p.unitPrice, 0);
      const first = staff[n % staff.length].id;
      const isSplitStaff = n % 6 === 0 && staff.length > 1;
      const lines = isSplitStaff
        ? [
            { shopAccountId: first, amount: total - Math.floor(total / 3) },
            { shopAccountId: staff[(n + 1) % staff.length].id, amount: Math.floor(total / 3), borrowed: 0 },
          ]
        : [{ shopAccountId: first, amount: total, adjustment: n % 11 === 0 ? -300 : 0 }];
      const input: Record<string, unknown> = {
        billDay: day,
        recordTime: toHhmm(minute),
        staff: lines,
        productIds,
        totalAmount: total,
        payType: PAY_TYPES[n % 3],
        customerCount: 1,
      };
      if (n % 3 !== 2) input.customerId = regulars[n % regulars.length].id;
      if (n % 9 === 4) input.coupon = 500;
      if (n % 13 === 7) input.discountDeduction = Math.floor(total / 10);
      const member = members[n % members.length];
      if (n % 8 === 5 && member && (memberBalance.get(member.customerId!) ?? 0) >= total) {
        input.customerId = member.customerId;
        input.memberDeduction = total;
        input.coupon = 0;
        input.discountDeduction = 0;
        memberBalance.set(member.customerId!, (memberBalance.get(member.customerId!) ?? 0) - total);
      }
      const gift = giftCards[n % giftCards.length];
      if (n % 17 === 3 && gift && (giftBalance.get(gift.cardNo) ?? 0) >= 1_000 && !input.memberDeduction) {
        input.giftCardNo = gift.cardNo;
        input.giftVoucher = 1_000;
        giftBalance.set(gift.cardNo, (giftBalance.get(gift.cardNo) ?? 0) - 1_000);
      }
      const deductions = ['coupon', 'giftVoucher', 'memberDeduction', 'discountDeduction'].reduce(
        (sum, key) => sum + Number(input[key] ?? 0),
        0,
      );
      const actual = total - deductions;
      if (n % 10 === 1 && actual > 0) {
        // A split tender: part in cash, the rest by card.
        input.payType = 'cash';
        input.cashAmount = Math.floor(actual / 2);
        input.cardAmount = actual - Math.floor(actual / 2);
      }
      const bill = await create(day, minute, input);
      created.push({ id: bill.id, version: bill.version, day, lines: bill.staff, total });
    }
  }

  // A temporary employee helped out yesterday's afternoon rush (an accountType 3 column of that day).
  const yesterday = created.at(-1)?.day ?? addDays(today, -1);
  const tempTotal = projectRows[0].unitPrice;
  await create(yesterday, 17 * 60 + 30, {
    billDay: yesterday,
    recordTime: '17:30',
    staff: [{ tempName: 'Anna Ferraro', tempPhone: '349 555 0101', amount: tempTotal }],
    productIds: [projectRows[0].id],
    totalAmount: tempTotal,
    payType: 'cash',
  });
  // An unpaid order: the customer will pay by bank transfer.
  await create(yesterday, 18 * 60, {
    billDay: yesterday,
    recordTime: '18:00',
    status: 'unpaid',
    customerId: regulars[1].id,
    staff: [{ shopAccountId: staff[0].id, amount: projectRows[1].unitPrice }],
    productIds: [projectRows[1].id],
    totalAmount: projectRows[1].unitPrice,
    payType: 'other',
    reason: 'Paga con bonifico',
  });
  // One amount corrected at the counter, and one record given to the technician who did the work.
  const edited = created.at(-3);
  if (edited && edited.lines.length === 1) {
    const raised = edited.total + 500;
    await editBill(
      ownerCtx(tx, shopId, session, at(edited.day, 19 * 60)),
      ZBillEditInput.parse({
        billId: edited.id,
        version: edited.version,
        reason: 'Aggiunto trattamento alla cassa',
        lines: [{ id: edited.lines[0].id, amount: raised }],
        payType: 'cash',
      }),
    );
  }
  const moved = created.at(-5);
  if (moved && staff.length > 1) {
    const [line] = moved.lines;
    const target = staff.find((s) => moved.lines.every((l) => l.shopAccountId !== s.id)) ?? staff[1];
    await transferLine(
      ownerCtx(tx, shopId, session, at(moved.day, 19 * 60 + 5)),
      ZBillTransferInput.parse({
        lineId: line.id,
        shopAccountId: target.id,
        reason: 'Servizio eseguito da un collega',
      }),
    );
  }

  // The demo week's past appointments, billed from the board (the no-show is not; the history's are billed already).
  const past = await tx
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        lt(appointments.day, today),
        eq(appointments.delFlag, 0),
        eq(appointments.lostFlag, 0),
        isNull(appointments.billId),
      ),
    )
    .orderBy(asc(appointments.day), asc(appointments.startMin));
  for (const appointment of past) {
    const booked = await tx
      .select({ productId: appointmentProducts.productId, unitPrice: appointmentProducts.unitPrice })
      .from(appointmentProducts)
      .where(and(eq(appointmentProducts.shopId, shopId), eq(appointmentProducts.appointmentId, appointment.id)));
    const total = booked.reduce((sum, p) => sum + p.unitPrice, 0);
    const end = Math.min(appointment.startMin + appointment.durationMin, 23 * 60);
    const input = ZBillCreateByAppointInput.parse({
      appointId: appointment.id,
      billDay: appointment.day,
      recordTime: toHhmm(appointment.startMin),
      staff: [{ shopAccountId: appointment.accountId, amount: total }],
      productIds: [...new Set(booked.map((p) => p.productId))],
      totalAmount: total,
      payType: 'card',
    });
    await withLastWrite(ownerCtx(tx, shopId, session, at(appointment.day, end)), (ctx) =>
      createBillByAppoint(ctx, input),
    );
  }
  return n;
}
