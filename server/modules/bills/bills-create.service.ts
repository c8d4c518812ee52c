import type { z } from 'zod';
import type {
  TBill,
  ZBillCreateByAppointInput,
  ZBillCreateInput,
  ZBillUpdateOrderStatusInput,
  ZBillUpdateTransactionIdInput,
} from '../../../contract/bills';
import { ZCardNo } from '../../../contract/prepay';
import { isLocalDate, localNow, weekdayOf } from '../../../contract/shop-time';
import { DEFAULT_OPEN, toMinutes } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { publishAppointmentChange } from '../appointments/appointments.changes';
import { findAppointment, type TAppointRow } from '../appointments/appointments.repo';
import { refusedChange } from '../prepay/ledger.service';
import { markBillPaid } from '../prepay/prepay.repo';
import {
  cashReceivedOf,
  giftRecharge,
  numberBillLast,
  payRechargeOrder,
  type TRechargeBillFields,
  type TRecordedRecharge,
  tenderOf,
  vipRecharge,
} from '../prepay/prepay.service';
import { insertStaff, lockStaffOrder, nextStaffSortOrder } from '../staff/staff.repo';
import { getShopWeek, shopZone } from '../work-time/work-time.service';
import { presentBill } from './bills.present';
import {
  canBillOn,
  findBill,
  findTemporaryAccount,
  linkAppointmentToBill,
  parseBillPre,
  readBillPre,
  setTransactionId,
  type TBillingCandidate,
  type TBillPreRead,
  type TProductForBill,
  type TRange,
} from './bills.repo';
import {
  actualAmountOf,
  billingRanges,
  deductionCards,
  lockBillCustomer,
  lockCustomerIfLive,
  paidBillWrites,
  settlePaidBill,
  settleReadsOfNewBill,
  type TBillDeductions,
} from './bills.service';
import { getBill } from './bills-query.service';
import { writeNewBill } from './bills-write.repo';

type TIn<S extends z.ZodType> = z.output<S>;
type TCreateInput = TIn<typeof ZBillCreateInput>;
type TStaffLine = TCreateInput['staff'][number];

/** Where the bill's day and time stand in the shop's zone. */
type TBillClock = { zone: string; today: string; billDay: string; recordMin: number };

/** A staff line checked: a staff member by id (with the name and type the bill shows), or a temporary employee. */
type TCheckedLine =
  | { kind: 'staff'; line: TStaffLine; accountId: number; account?: TLineAccount }
  | { kind: 'temporary'; line: TStaffLine; name: string; phone: string; phoneDigits: string };

/** The account holding a staff line, as the bill shows it. */
type TLineAccount = { id: number; name: string; accountType: number };

const DEDUCTION_FIELDS = ['coupon', 'giftVoucher', 'memberDeduction', 'discountDeduction'] as const;
/** A temporary employee's account (ADR 016): staff type temporary, accountType 3, not bookable, can bill, no login. */
const TEMPORARY = { accountType: 3, staffType: 3, appointFlag: 1, financeFlag: 0, workFlag: 0 } as const;

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * The bill's day (today in the shop's zone when absent; a real calendar date) and its record time: the one sent, now
 * on today, the weekday's opening time on another day (08:00 when the shop keeps no hours that day).
 */
async function billClock(
  ctx: TSessionCtx,
  input: { billDay?: string; recordTime?: string },
  knownZone?: string,
): Promise<TBillClock> {
  if (input.billDay !== undefined && !isLocalDate(input.billDay))
    throw new AppError('CHECK_INPUT', { field: 'billDay' });
  const zone = knownZone ?? (await shopZone(ctx));
  const now = localNow(zone, ctx.now);
  const billDay = input.billDay ?? now.date;
  let recordMin: number;
  if (input.recordTime !== undefined) recordMin = toMinutes(input.recordTime);
  else if (billDay === now.date) recordMin = toMinutes(now.time);
  else {
    const day = (await getShopWeek(ctx))[weekdayOf(billDay) - 1];
    recordMin = day?.open ? toMinutes(day.open) : DEFAULT_OPEN;
  }
  return { zone, today: now.date, billDay, recordMin };
}

/**
 * SPEC §5 staff lines, in order: at least one ('staff required'); each names a staff member or a temporary employee
 * by name (and phone); the members must be staff of this shop who can bill on the bill's day (NOT_FOUND; `candidates`
 * are those the pre-read found); nobody twice ('The staff member already exists!', also two temporary lines with one
 * phone).
 */
function checkStaffLines(staff: TStaffLine[], ranges: TRange[], candidates: TBillingCandidate[]): TCheckedLine[] {
  if (staff.length === 0) throw new AppError('STAFF_REQUIRED', { field: 'staff' });
  const checked = staff.map((line, i): TCheckedLine => {
    const name = line.tempName ?? '';
    const phone = line.tempPhone ?? '';
    if (line.shopAccountId !== undefined) {
      if (name || phone) throw new AppError('CHECK_INPUT', { field: `staff.${i}.tempName` });
      return { kind: 'staff', line, accountId: line.shopAccountId };
    }
    if (!name && !phone) throw new AppError('STAFF_REQUIRED', { field: `staff.${i}.shopAccountId` });
    if (!name) throw new AppError('FIELD_REQUIRED', { field: `staff.${i}.tempName` });
    return { kind: 'temporary', line, name, phone, phoneDigits: digits(phone) };
  });
  const found = new Map(candidates.filter((c) => canBillOn(ranges, c)).map((c) => [c.id, c]));
  checked.forEach((c, i) => {
    if (c.kind !== 'staff') return;
    c.account = found.get(c.accountId);
    if (!c.account) throw new AppError('NOT_FOUND', { field: `staff.${i}.shopAccountId` });
  });
  const seen = new Set<string>();
  checked.forEach((c, i) => {
    const identity = c.kind === 'staff' ? `id:${c.accountId}` : c.phoneDigits ? `phone:${c.phoneDigits}` : `line:${i}`;
    if (seen.has(identity)) {
      throw new AppError('STAFF_EXISTS', { field: `staff.${i}.${c.kind === 'staff' ? 'shopAccountId' : 'tempPhone'}` });
    }
    seen.add(identity);
  });
  return checked;
}

/** SPEC §5: each project once ('This product has already been selected!'), each a live project of the shop. */
function checkProducts(productIds: number[], live: TProductForBill[]): TProductForBill[] {
  productIds.forEach((id, i) => {
    if (productIds.indexOf(id) !== i) throw new AppError('PRODUCT_SELECTED', { field: `productIds.${i}` });
  });
  const found = new Map(live.map((p) => [p.id, p]));
  return productIds.map((id, i) => {
    const product = found.get(id);
    if (!product) throw new AppError('NOT_FOUND', { field: `productIds.${i}` });
    return product;
  });
}

/**
 * The account of a temporary employee (ADR 016): the type 3 account with that phone made on the bill's day or today,
 * else a new one (temporary, not bookable, can bill, no login). The staff-order lock makes two bills naming the same
 * new phone at once share one account.
 */
async function temporaryAccountOf(
  ctx: TSessionCtx,
  line: Extract<TCheckedLine, { kind: 'temporary' }>,
  ranges: TRange[],
): Promise<TLineAccount> {
  await lockStaffOrder(ctx);
  if (line.phoneDigits) {
    const existing = await findTemporaryAccount(ctx, line.phoneDigits, ranges);
    if (existing) return { ...existing, accountType: TEMPORARY.accountType };
  }
  const id = await insertStaff(ctx, {
    ...TEMPORARY,
    name: line.name,
    phone: line.phone,
    sortOrder: await nextStaffSortOrder(ctx),
    createdAt: ctx.now,
  });
  return { id, name: line.name, accountType: TEMPORARY.accountType };
}

/** The accounts of the checked lines, temporary employees found or made; one account twice is STAFF_EXISTS. */
async function lineAccounts(ctx: TSessionCtx, checked: TCheckedLine[], ranges: TRange[]): Promise<TLineAccount[]> {
  const accounts: TLineAccount[] = [];
  for (const [i, c] of checked.entries()) {
    const account = c.kind === 'staff' ? c.account! : await temporaryAccountOf(ctx, c, ranges);
    if (accounts.some((a) => a.id === account.id)) {
      throw new AppError('STAFF_EXISTS', { field: `staff.${i}.tempPhone` });
    }
    accounts.push(account);
  }
  return accounts;
}

/** The staff members a bill's lines name by id (also what bill/create's session statement reads). */
export const staffIdsOf = (staff: TStaffLine[]) =>
  staff.flatMap((line) => (line.shopAccountId === undefined ? [] : [line.shopAccountId]));

/** What bill/create read beside the session (bills.calls.ts), or undefined for a call that did not. */
const preReadOf = (ctx: TSessionCtx) => (ctx.sessionRead === undefined ? undefined : parseBillPre(ctx.sessionRead));

type TFrontDeskInput = Omit<TCreateInput, 'orderType' | 'rechargeAmount' | 'rechargeRuleId' | 'phone'>;

/**
 * A front-desk bill (SPEC §2.9, §5, ADR 016). Every rule is checked in the order of SPEC §5, on what the bill read
 * (`pre`), before anything is written; then its temporary employees, and in one statement (writeNewBill) the bill
 * with its lines and projects and, when paid, its cards, customer and follow-up visits; then the appointment it
 * bills (linked and published to the open boards); its order number is taken last by the call layer (ADR 023: the
 * shop's counter is then held only until the commit).
 */
async function createFrontDeskBill(
  ctx: TSessionCtx,
  input: TFrontDeskInput,
  pre: TBillPreRead,
  appointment?: TAppointRow,
) {
  const clock = await billClock(ctx, input, pre.timeZone);
  const ranges = billingRanges(clock.zone, clock.billDay, clock.today);
  const checked = checkStaffLines(input.staff, ranges, pre.staff);
  const linesTotal = input.staff.reduce((sum, line) => sum + line.amount, 0);
  const totalAmount = input.totalAmount ?? linesTotal;
  if (linesTotal !== totalAmount) throw new AppError('STAFF_SUM_MISMATCH', { field: 'totalAmount' });
  if (totalAmount <= 0) throw new AppError('AMOUNT_ERROR', { field: 'totalAmount' });
  const products = checkProducts(input.productIds, pre.products);
  const customer = input.customerId === undefined ? null : pre.customer;
  if (input.customerId !== undefined && !customer) throw new AppError('NOT_FOUND', { field: 'customerId' });
  const deductions: TBillDeductions = {
    coupon: input.coupon,
    giftVoucher: input.giftVoucher,
    memberDeduction: input.memberDeduction,
    discountDeduction: input.discountDeduction,
  };
  const cards = await deductionCards(ctx, input, customer);
  const actualAmount = actualAmountOf(totalAmount, deductions);
  const tender = tenderOf(input, actualAmount);
  const cashReceived = cashReceivedOf(input.cashReceived, tender.cashAmount);

  const accounts = await lineAccounts(ctx, checked, ranges);
  const isPaid = input.status === 'paid';
  const reads = isPaid ? await settleReadsOfNewBill(ctx, products, appointment?.id ?? null) : undefined;
  const bill = {
    orderType: 'frontDesk',
    payType: input.payType,
    status: input.status,
    totalAmount,
    actualAmount,
    ...tender,
    cashReceived,
    ...deductions,
    // A bill copies its customer's name and phone: the appointment's as booked, the record's, or as typed.
    customName: appointment?.customName ?? customer?.name ?? input.customName,
    customPhone: appointment?.customPhone ?? customer?.phone ?? input.customPhone,
    ...cards.ids,
    appointmentId: appointment?.id ?? null,
    billDay: clock.billDay,
    recordMin: clock.recordMin,
    customerCount: input.customerCount,
    remark: input.reason,
    createdBy: ctx.session.accountId,
    paidAt: isPaid ? ctx.now : null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  };
  const written = await writeNewBill(ctx, {
    bill,
    customerId: customer?.id ?? null,
    lines: checked.map((c, position) => ({
      accountId: accounts[position].id,
      position,
      amount: c.line.amount,
      borrowed: c.line.borrowed,
      adjustment: c.line.adjustment,
    })),
    products: products.map((p, position) => ({
      productId: p.id,
      position,
      productName: p.name,
      unitPrice: p.unitPrice,
    })),
    ...(reads ? paidBillWrites(ctx, bill, clock.zone, customer !== null, reads) : { moves: [], followUps: [] }),
  });
  // The statement's guards, re-checked under the customer's lock and on the cards' rows: what they refused fails the
  // whole bill, as the checks above would have.
  if (!written.customerFound) throw new AppError('NOT_FOUND', { field: 'customerId' });
  if (bill.memberDeduction > 0 && written.customerVip !== 1) {
    throw new AppError('MEMBER_AMOUNT_ERROR', { field: 'memberDeduction' });
  }
  for (const cardId of [cards.ids.cardId, cards.ids.giftCardId]) {
    if (cardId !== null && isPaid && !written.movedCards.includes(cardId)) await refusedChange(ctx, cardId);
  }
  if (appointment) await linkAppointment(ctx, appointment, written.bill.id);
  // The answer is what bill/queryHisOrderList would read back now, made from the rows just written and read: the
  // statements it saves are a good part of the bill's time on the embedded database.
  const answer = presentBill(
    {
      bill: written.bill,
      cardNo: cards.cardNo,
      cardKind: written.bill.cardId === null ? null : 'member',
      cardPhone: null,
      giftCardNo: cards.giftCardNo,
      customerName: customer?.name ?? null,
      customerPhone: customer?.phone ?? null,
    },
    written.lines.map((line, i) => ({ line, accountName: accounts[i].name, accountType: accounts[i].accountType })),
    products.map((p, position) => ({
      shopId: ctx.shopId,
      billId: written.bill.id,
      productId: p.id,
      position,
      productName: p.name,
      unitPrice: p.unitPrice,
    })),
  );
  return { ...answer, billOrderNo: numberBillLast(ctx, written.bill.id, 'B', clock.billDay) };
}

/**
 * Links the appointment to its bill (CONFLICT when billed or deleted meanwhile; the partial unique index on bills
 * settles a race) and tells the open boards, so they show it billed. Billing is not an edit: nothing is logged.
 */
async function linkAppointment(ctx: TSessionCtx, appointment: TAppointRow, billId: number) {
  if (!(await linkAppointmentToBill(ctx, appointment.id, billId, ctx.now))) throw new AppError('CONFLICT');
  const after = { ...appointment, billId, updatedAt: ctx.now, version: appointment.version + 1 };
  await publishAppointmentChange(ctx, { operType: 'H5_BILL', before: appointment, after });
}

/**
 * A member or gift-card recharge through bookkeeping (ADR 016): the prepaid ledger's own recharge, with the bill's
 * record time and customer count. It has no staff lines, projects or deductions (CHECK_INPUT on the field sent).
 */
async function createRechargeBill(ctx: TSessionCtx, input: TCreateInput) {
  if (input.staff.length > 0) throw new AppError('CHECK_INPUT', { field: 'staff' });
  if (input.productIds.length > 0) throw new AppError('CHECK_INPUT', { field: 'productIds' });
  for (const field of DEDUCTION_FIELDS) if (input[field] > 0) throw new AppError('CHECK_INPUT', { field });
  const clock = await billClock(ctx, input, preReadOf(ctx)?.timeZone);
  const payment = {
    payType: input.payType,
    cashAmount: input.cashAmount,
    cardAmount: input.cardAmount,
    billDay: clock.billDay,
    status: input.status,
    remark: input.reason,
  };
  const fields: TRechargeBillFields = {
    recordMin: clock.recordMin,
    customerCount: input.customerCount,
    cashReceived: input.cashReceived,
  };
  if (input.orderType === 'memberRecharge') {
    if (input.customerId === undefined) throw new AppError('FIELD_REQUIRED', { field: 'customerId' });
    const customer = await lockBillCustomer(ctx, input.customerId);
    const recorded = await vipRecharge(
      ctx,
      {
        ...payment,
        customerId: customer.id,
        rechargeRuleId: input.rechargeRuleId,
        rechargeAmount: input.rechargeAmount,
      },
      { ...fields, customName: customer.name, customPhone: customer.phone },
    );
    return numberedRechargeBill(ctx, recorded);
  }
  const giftCardNo = input.giftCardNo || undefined;
  if (giftCardNo !== undefined && !ZCardNo.safeParse(giftCardNo).success) {
    throw new AppError('CHECK_INPUT', { field: 'giftCardNo' });
  }
  const phone = input.phone || input.customPhone;
  const recorded = await giftRecharge(
    ctx,
    { ...payment, cardNo: giftCardNo, phone, rechargeAmount: input.rechargeAmount ?? 0 },
    { ...fields, customName: input.customName, customPhone: phone },
  ).catch((err: unknown) => {
    // The ledger names the card 'cardNo'; this call names it 'giftCardNo'.
    if (err instanceof AppError && err.field === 'cardNo') throw new AppError(err.key, { field: 'giftCardNo' });
    throw err;
  });
  return numberedRechargeBill(ctx, recorded);
}

/** A recharge bill as bill/create answers it, numbered last (ADR 023). */
async function numberedRechargeBill(ctx: TSessionCtx, recorded: TRecordedRecharge): Promise<TBill> {
  const bill = await getBill(ctx, recorded.billId);
  return { ...bill, billOrderNo: numberBillLast(ctx, recorded.billId, 'R', recorded.billDay) };
}

/** bill/create: a front-desk bill, or a member or gift-card recharge (ADR 016). */
export async function createBill(ctx: TSessionCtx, input: TCreateInput): Promise<TBill> {
  if (input.orderType !== 'frontDesk') return createRechargeBill(ctx, input);
  const pre =
    preReadOf(ctx) ??
    (await readBillPre(ctx, {
      productIds: input.productIds,
      staffIds: staffIdsOf(input.staff),
      customerId: input.customerId ?? null,
    }));
  return createFrontDeskBill(ctx, input, pre);
}

/**
 * bill/createByAppoint: a front-desk bill for an appointment of the shop that is not deleted (NOT_FOUND) and not
 * billed yet (CONFLICT). Its customer is the appointment's: the customer record while it lives, and the name and
 * phone the appointment was booked with.
 */
export async function createBillByAppoint(
  ctx: TSessionCtx,
  input: TIn<typeof ZBillCreateByAppointInput>,
): Promise<TBill> {
  const appointment = await findAppointment(ctx, input.appointId);
  if (!appointment || appointment.delFlag === 1) throw new AppError('NOT_FOUND', { field: 'appointId' });
  if (appointment.billId !== null) throw new AppError('CONFLICT');
  const { appointId: _appointId, ...rest } = input;
  const pre = await readBillPre(ctx, {
    productIds: input.productIds,
    staffIds: staffIdsOf(input.staff),
    customerId: appointment.customerId,
  });
  return createFrontDeskBill(
    ctx,
    {
      ...rest,
      customerId: pre.customer?.id,
      customName: appointment.customName,
      customPhone: appointment.customPhone,
    },
    pre,
    appointment,
  );
}

/**
 * bill/updateOrderStatus: an unpaid order becomes paid, exactly once (a paid one is CONFLICT). A front-desk bill's
 * cards, customer and follow-up visits happen now, and can still fail with 'Insufficient deduction amount!'; a
 * recharge credits its card through the prepaid ledger.
 */
export async function payBill(ctx: TSessionCtx, input: TIn<typeof ZBillUpdateOrderStatusInput>): Promise<TBill> {
  const bill = await findBill(ctx, input.billId);
  if (!bill) throw new AppError('NOT_FOUND', { field: 'billId' });
  if (bill.orderType !== 'frontDesk') {
    await payRechargeOrder(ctx, input);
    return getBill(ctx, bill.id);
  }
  const customer = await lockCustomerIfLive(ctx, bill.customerId);
  const paid = await markBillPaid(ctx, bill.id, ['frontDesk'], { transactionId: input.transactionId, at: ctx.now });
  if (!paid) throw new AppError('CONFLICT');
  await settlePaidBill(ctx, paid, await shopZone(ctx), customer?.id ?? null);
  return getBill(ctx, bill.id);
}

/** bill/updateOrderTransactionId: stores the payment provider's transaction id on an order of any status. */
export async function storeTransactionId(
  ctx: TSessionCtx,
  input: TIn<typeof ZBillUpdateTransactionIdInput>,
): Promise<TBill> {
  if (!(await setTransactionId(ctx, input.billId, input.transactionId, ctx.now))) {
    throw new AppError('NOT_FOUND', { field: 'billId' });
  }
  return getBill(ctx, input.billId);
}
