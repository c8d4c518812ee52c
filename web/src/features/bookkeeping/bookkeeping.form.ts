import type { TAppointment } from '../../../../contract/appointments';
import type { TBillCreateInput } from '../../../../contract/bills';
import type { TErrorKey } from '../../../../contract/errors';
import { decimalToCents } from '../../lib/money.format';

/**
 * The bookkeeping screen's form (SPEC §2.9) as plain data: amounts are kept as typed, turned into cents here, and
 * checked with the server's rules and texts (SPEC §5, §8) before anything is sent. The server stays the judge.
 */

export type TOrderType = 'frontDesk' | 'memberRecharge' | 'giftCardRecharge';
export const ORDER_TYPE_CHOICES: readonly TOrderType[] = ['frontDesk', 'memberRecharge', 'giftCardRecharge'];

/** The customer picked from the customer book, with what the deductions need to know of their member card. */
export type TPickedCustomer = {
  id: number;
  customName: string;
  customPhone: string;
  vipFlag: number;
  /** The member card's number, '' for a regular customer. */
  cardNo: string;
  /** The member card's balance in cents, or null while unknown. */
  balance: number | null;
};

export type TCustomerChoice =
  | { kind: 'none' }
  | { kind: 'customer'; customer: TPickedCustomer | null }
  | { kind: 'walkIn'; name: string; phone: string };

export type TStaffLineDraft = {
  /** A stable key for the list on screen. */
  key: string;
  kind: 'staff' | 'temporary';
  shopAccountId: number | null;
  tempName: string;
  tempPhone: string;
  amount: string;
  isBorrowed: boolean;
  /** A signed amount, outside the total (ADR 016). */
  adjustment: string;
};

/** 'split' is cash and card together; a later tender (the cash machine, ADR 016) joins this list. */
export type TTenderMethod = 'cash' | 'card' | 'other' | 'split';
export const TENDER_METHODS: readonly TTenderMethod[] = ['cash', 'card', 'other', 'split'];
export type TTenderDraft = {
  method: TTenderMethod;
  cashAmount: string;
  cardAmount: string;
  /** The cash the customer handed over, as typed (issue 21, ADR 027); empty when not recorded. */
  cashReceived?: string;
};

/** A gift card looked up by number for the gift voucher: its balance, or that no open card has the number. */
export type TGiftCardCheck =
  | { status: 'unchecked' }
  | { status: 'found'; cardNo: string; balance: number }
  | { status: 'missing'; cardNo: string };

export type TBillDraft = {
  orderType: TOrderType;
  customer: TCustomerChoice;
  staff: TStaffLineDraft[];
  productIds: number[];
  customerCount: number;
  reason: string;
  /** 'HH:mm' in the shop's zone. */
  recordTime: string;
  /** 'YYYY-MM-DD' in the shop's zone. */
  billDay: string;
  totalAmount: string;
  coupon: string;
  giftVoucher: string;
  giftCardNo: string;
  memberDeduction: string;
  discountDeduction: string;
  tender: TTenderDraft;
  /** Member recharge: a rule's id, or null for an amount typed in. */
  rechargeRuleId: number | null;
  rechargeAmount: string;
  /** Gift-card recharge: the card (a new one when empty) and its holder's phone. */
  rechargeCardNo: string;
  rechargePhone: string;
};

/** What a check found wrong: the SPEC §8 key and the form field it belongs to (server field names, e.g. 'staff.1.amount'). */
export type TFormProblem = { key: TErrorKey; field: string };

/** Limits of the contract (contract/bills.ts, contract/prepay.ts). */
const MAX_CENTS = 100_000_000;
const PHONE = /^(\+?[0-9][0-9 -]{4,19})?$/;
const CARD_NO = /^[A-Za-z0-9-]+$/;

let lineCounter = 0;
/** A fresh key for a staff line on screen. */
export const nextLineKey = () => {
  lineCounter += 1;
  return `line-${lineCounter}`;
};

export const emptyStaffLine = (shopAccountId: number | null = null, amount = ''): TStaffLineDraft => ({
  key: nextLineKey(),
  kind: 'staff',
  shopAccountId,
  tempName: '',
  tempPhone: '',
  amount,
  isBorrowed: false,
  adjustment: '',
});

export function emptyDraft(billDay: string, recordTime: string): TBillDraft {
  return {
    orderType: 'frontDesk',
    customer: { kind: 'none' },
    staff: [emptyStaffLine()],
    productIds: [],
    customerCount: 1,
    reason: '',
    recordTime,
    billDay,
    totalAmount: '',
    coupon: '',
    giftVoucher: '',
    giftCardNo: '',
    memberDeduction: '',
    discountDeduction: '',
    tender: { method: 'cash', cashAmount: '', cardAmount: '' },
    rechargeRuleId: null,
    rechargeAmount: '',
    rechargeCardNo: '',
    rechargePhone: '',
  };
}

/** A non-negative amount as typed, in cents; '' is 0 where a field may stay empty. null when it is not an amount. */
export function centsOf(text: string, isEmptyZero = false): number | null {
  if (isEmptyZero && text.trim() === '') return 0;
  const cents = decimalToCents(text);
  return cents === null || cents > MAX_CENTS ? null : cents;
}

/** A signed amount as typed ('-5', '+2.50', '' = 0), in cents; null when it is not one. */
export function signedCentsOf(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const sign = value.startsWith('-') ? -1 : 1;
  const cents = centsOf(value.replace(/^[+-]/, ''));
  return cents === null ? null : sign * cents;
}

/** Cents as the text an amount field shows ('12.50'), so a prefilled field reads back to the same cents. */
export function centsToText(cents: number): string {
  const units = Math.trunc(cents / 100);
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

export type TDeductions = { coupon: number; giftVoucher: number; memberDeduction: number; discountDeduction: number };
export const DEDUCTION_FIELDS = ['coupon', 'giftVoucher', 'memberDeduction', 'discountDeduction'] as const;
export type TDeductionField = (typeof DEDUCTION_FIELDS)[number];
const DEDUCTION_ERRORS: Record<TDeductionField, TErrorKey> = {
  coupon: 'COUPON_AMOUNT_ERROR',
  giftVoucher: 'GIFT_CARD_AMOUNT_ERROR',
  memberDeduction: 'MEMBER_AMOUNT_ERROR',
  discountDeduction: 'DISCOUNT_AMOUNT_ERROR',
};

/** The deductions as typed, each in cents (an unreadable one counts as 0 here; the checks report it). */
export function deductionsOf(draft: TBillDraft): TDeductions {
  const read = (field: TDeductionField) => centsOf(draft[field], true) ?? 0;
  return {
    coupon: read('coupon'),
    giftVoucher: read('giftVoucher'),
    memberDeduction: isMemberCustomer(draft.customer) ? read('memberDeduction') : 0,
    discountDeduction: read('discountDeduction'),
  };
}

export const sumDeductions = (d: TDeductions) => d.coupon + d.giftVoucher + d.memberDeduction + d.discountDeduction;

/** Whether the chosen customer holds a member card (only then can the member card be deducted). */
export function isMemberCustomer(customer: TCustomerChoice): boolean {
  return customer.kind === 'customer' && customer.customer !== null && customer.customer.vipFlag !== 0;
}

export type TFigures = { total: number; deductions: number; actual: number };

/**
 * The live figures under the form. A front-desk bill: actual = total − deductions. A recharge: the amount paid (the
 * rule's when a rule is chosen). Unreadable amounts count as 0 until the checks name them.
 */
export function figuresOf(draft: TBillDraft, ruleAmount: (ruleId: number) => number | null = () => null): TFigures {
  if (draft.orderType !== 'frontDesk') {
    const paid = paidRechargeAmount(draft, ruleAmount) ?? 0;
    return { total: paid, deductions: 0, actual: paid };
  }
  const total = centsOf(draft.totalAmount) ?? 0;
  const deductions = sumDeductions(deductionsOf(draft));
  return { total, deductions, actual: total - deductions };
}

/** A recharge's paid amount: the rule's, or the amount typed in; null when it cannot be read. */
export function paidRechargeAmount(
  draft: TBillDraft,
  ruleAmount: (ruleId: number) => number | null = () => null,
): number | null {
  if (draft.orderType === 'memberRecharge' && draft.rechargeRuleId !== null) return ruleAmount(draft.rechargeRuleId);
  return centsOf(draft.rechargeAmount);
}

/** The sum of the staff lines' amounts, counting unreadable ones as 0. */
export const staffSum = (lines: readonly TStaffLineDraft[]) =>
  lines.reduce((sum, line) => sum + (centsOf(line.amount) ?? 0), 0);

/** How the actual amount is tendered, as the contract takes it; split parts are sent as typed. */
export function tenderOf(
  tender: TTenderDraft,
  actual: number,
): Pick<TBillCreateInput, 'payType' | 'cashAmount' | 'cardAmount' | 'cashReceived'> {
  const parts = tenderPartsOf(tender, actual);
  const received = centsOf(tender.cashReceived ?? '', true) ?? 0;
  return (parts.cashAmount ?? 0) > 0 && received > 0 ? { ...parts, cashReceived: received } : parts;
}

function tenderPartsOf(
  tender: TTenderDraft,
  actual: number,
): Pick<TBillCreateInput, 'payType' | 'cashAmount' | 'cardAmount'> {
  switch (tender.method) {
    case 'cash':
      return { payType: 'cash', cashAmount: actual, cardAmount: 0 };
    case 'card':
      return { payType: 'card', cashAmount: 0, cardAmount: actual };
    case 'other':
      return { payType: 'other', cashAmount: 0, cardAmount: 0 };
    case 'split': {
      // The contract has no 'split' pay type: the larger part names the method (cash on a tie).
      const cashAmount = centsOf(tender.cashAmount, true) ?? 0;
      const cardAmount = centsOf(tender.cardAmount, true) ?? 0;
      return { payType: cardAmount > cashAmount ? 'card' : 'cash', cashAmount, cardAmount };
    }
  }
}

/** Split tender: typing one part fills the other with what is left of the actual amount. */
export function splitRest(actual: number, typed: string): string {
  const cents = centsOf(typed, true);
  if (cents === null || cents > actual) return '';
  return centsToText(actual - cents);
}

/**
 * The tender's own checks: split parts must be amounts that add up to the actual amount ('Amount error'); a cash
 * received must be an amount of at least the cash part (ADR 027).
 */
export function tenderProblem(tender: TTenderDraft, actual: number): TFormProblem | null {
  if (tender.method === 'split') {
    const cash = centsOf(tender.cashAmount, true);
    if (cash === null) return { key: 'AMOUNT_ERROR', field: 'cashAmount' };
    const card = centsOf(tender.cardAmount, true);
    if (card === null) return { key: 'AMOUNT_ERROR', field: 'cardAmount' };
    if (cash + card !== actual) return { key: 'AMOUNT_ERROR', field: 'cashAmount' };
  }
  const received = centsOf(tender.cashReceived ?? '', true);
  if (received === null) return { key: 'AMOUNT_ERROR', field: 'cashReceived' };
  if (received > 0 && received < cashPartOf(tender, actual)) {
    return { key: 'CASH_RECEIVED_TOO_LOW', field: 'cashReceived' };
  }
  return null;
}

/** The part of the amount paid in cash: all of it for cash, the typed cash part of a split, else 0. */
export const cashPartOf = (tender: TTenderDraft, actual: number): number =>
  tender.method === 'cash' ? actual : tender.method === 'split' ? (centsOf(tender.cashAmount, true) ?? 0) : 0;

/** The change to give for the cash received, or null while no readable cash received covers the cash part. */
export function changeOf(tender: TTenderDraft, actual: number): number | null {
  const received = centsOf(tender.cashReceived ?? '', true);
  const cashPart = cashPartOf(tender, actual);
  if (!received || received < cashPart) return null;
  return received - cashPart;
}

/**
 * What is left to pay of a front-desk bill before one deduction: the total less the other deductions, never below 0.
 * 'Use the whole balance' puts min(balance, this) into that deduction.
 */
export function leftToPayBefore(draft: TBillDraft, field: TDeductionField): number {
  const total = centsOf(draft.totalAmount) ?? 0;
  const others = { ...deductionsOf(draft), [field]: 0 };
  return Math.max(0, total - sumDeductions(others));
}

/** The deduction 'Use the whole balance' types: the card's balance, or only what is left to pay when that is less. */
export const wholeBalanceText = (draft: TBillDraft, field: TDeductionField, balance: number): string =>
  centsToText(Math.max(0, Math.min(balance, leftToPayBefore(draft, field))));

/** What is known of the cards the deductions draw on. */
export type TCardBalances = { member: number | null; gift: TGiftCardCheck };

/**
 * A front-desk bill's checks in SPEC §5 order, as the server makes them, first problem only: a walk-in's phone well
 * formed; amounts readable ('Amount error'); a staff member on every line and none twice; the lines add up to the
 * total, which is not 0; no project twice; each deduction readable (its own message), the member card only for a
 * member and a gift voucher only from a gift card; the deductions within the total; the tender; then the cards'
 * balances when known (the server finds them out last, as it takes the money from the cards).
 */
export function frontDeskProblem(draft: TBillDraft, balances: TCardBalances): TFormProblem | null {
  if (draft.customer.kind === 'walkIn' && !PHONE.test(draft.customer.phone.trim())) {
    return { key: 'PHONE_INVALID', field: 'customPhone' };
  }
  const total = centsOf(draft.totalAmount);
  if (total === null) return { key: 'AMOUNT_ERROR', field: 'totalAmount' };
  for (const [i, line] of draft.staff.entries()) {
    if (centsOf(line.amount) === null) return { key: 'AMOUNT_ERROR', field: `staff.${i}.amount` };
    if (signedCentsOf(line.adjustment) === null) return { key: 'AMOUNT_ERROR', field: `staff.${i}.adjustment` };
  }
  const staffProblem = staffLinesProblem(draft.staff);
  if (staffProblem) return staffProblem;
  if (staffSum(draft.staff) !== total) return { key: 'STAFF_SUM_MISMATCH', field: 'totalAmount' };
  if (total === 0) return { key: 'AMOUNT_ERROR', field: 'totalAmount' };
  if (new Set(draft.productIds).size !== draft.productIds.length) {
    return { key: 'PRODUCT_SELECTED', field: 'productIds' };
  }
  for (const field of DEDUCTION_FIELDS) {
    if (centsOf(draft[field], true) === null) return { key: DEDUCTION_ERRORS[field], field };
  }
  const deductions = deductionsOf(draft);
  if (centsOf(draft.memberDeduction, true) !== 0 && !isMemberCustomer(draft.customer)) {
    return { key: 'MEMBER_AMOUNT_ERROR', field: 'memberDeduction' };
  }
  const giftCardNo = draft.giftCardNo.trim();
  if (deductions.giftVoucher > 0 && giftCardNo === '') return { key: 'GIFT_CARD_AMOUNT_ERROR', field: 'giftVoucher' };
  const gift = balances.gift;
  const isGiftKnown = deductions.giftVoucher > 0 && gift.status !== 'unchecked' && gift.cardNo === giftCardNo;
  if (isGiftKnown && gift.status === 'missing') return { key: 'NOT_FOUND', field: 'giftCardNo' };
  if (sumDeductions(deductions) > total) return { key: 'EXCEED_TOTAL', field: 'totalAmount' };
  const tender = tenderProblem(draft.tender, total - sumDeductions(deductions));
  if (tender) return tender;
  if (balances.member !== null && deductions.memberDeduction > balances.member) {
    return { key: 'INSUFFICIENT_DEDUCTION', field: 'memberDeduction' };
  }
  if (isGiftKnown && gift.status === 'found' && deductions.giftVoucher > gift.balance) {
    return { key: 'INSUFFICIENT_DEDUCTION', field: 'giftVoucher' };
  }
  return null;
}

/**
 * The staff lines: at least one; each a staff member, or a temporary employee with a name (an empty temporary line
 * is a line without anyone); nobody twice. A temporary employee is one account per phone and day (ADR 016), so two
 * lines with the same phone digits are the same person.
 */
function staffLinesProblem(lines: readonly TStaffLineDraft[]): TFormProblem | null {
  if (lines.length === 0) return { key: 'STAFF_REQUIRED', field: 'staff' };
  for (const [i, line] of lines.entries()) {
    const name = line.tempName.trim();
    const phone = line.tempPhone.trim();
    if (line.kind === 'staff' ? line.shopAccountId === null : name === '' && phone === '') {
      return { key: 'STAFF_REQUIRED', field: `staff.${i}.shopAccountId` };
    }
    if (line.kind === 'temporary' && name === '') return { key: 'FIELD_REQUIRED', field: `staff.${i}.tempName` };
    if (line.kind === 'temporary' && !PHONE.test(phone)) return { key: 'PHONE_INVALID', field: `staff.${i}.tempPhone` };
  }
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const phoneDigits = line.tempPhone.replace(/\D/g, '');
    const who = line.kind === 'staff' ? `id:${line.shopAccountId}` : phoneDigits && `tel:${phoneDigits}`;
    if (!who) continue;
    if (seen.has(who)) {
      const field = line.kind === 'staff' ? `staff.${i}.shopAccountId` : `staff.${i}.tempPhone`;
      return { key: 'STAFF_EXISTS', field };
    }
    seen.add(who);
  }
  return null;
}

/**
 * A recharge's checks: a member recharge needs a member (SPEC §4 'only members recharge') and a rule or an amount; a
 * gift-card recharge an amount, a well-formed card number when one is typed and a phone; then the tender.
 */
export function rechargeProblem(
  draft: TBillDraft,
  ruleAmount: (ruleId: number) => number | null = () => null,
): TFormProblem | null {
  if (draft.orderType === 'memberRecharge') {
    const picked = draft.customer.kind === 'customer' ? draft.customer.customer : null;
    if (picked === null) return { key: 'FIELD_REQUIRED', field: 'customerId' };
    if (picked.vipFlag === 0) return { key: 'NON_MEMBER_RECHARGE', field: 'customerId' };
  } else {
    const cardNo = draft.rechargeCardNo.trim();
    if (cardNo !== '' && (cardNo.length > 32 || !CARD_NO.test(cardNo))) {
      return { key: 'CHECK_INPUT', field: 'giftCardNo' };
    }
    if (!PHONE.test(draft.rechargePhone.trim())) return { key: 'PHONE_INVALID', field: 'phone' };
  }
  const paid = paidRechargeAmount(draft, ruleAmount);
  if (draft.orderType === 'memberRecharge' && draft.rechargeRuleId !== null) {
    if (paid === null) return { key: 'CHECK_INPUT', field: 'rechargeRuleId' };
  } else if (paid === null || paid < 1) return { key: 'AMOUNT_ERROR', field: 'rechargeAmount' };
  return tenderProblem(draft.tender, paid ?? 0);
}

/** The first problem of the form, whatever its order type. */
export function formProblem(
  draft: TBillDraft,
  balances: TCardBalances,
  ruleAmount: (ruleId: number) => number | null = () => null,
): TFormProblem | null {
  return draft.orderType === 'frontDesk' ? frontDeskProblem(draft, balances) : rechargeProblem(draft, ruleAmount);
}

/** The staff lines as the contract takes them (checked first: every amount is readable). */
function staffInput(lines: readonly TStaffLineDraft[]): NonNullable<TBillCreateInput['staff']> {
  return lines.map((line) => ({
    ...(line.kind === 'staff' && line.shopAccountId !== null
      ? { shopAccountId: line.shopAccountId }
      : { tempName: line.tempName.trim(), tempPhone: line.tempPhone.trim() }),
    amount: centsOf(line.amount) ?? 0,
    borrowed: line.isBorrowed ? 1 : 0,
    adjustment: signedCentsOf(line.adjustment) ?? 0,
  }));
}

/** The parts of a front-desk bill shared by bill/create and bill/createByAppoint. */
function frontDeskBody(draft: TBillDraft, status: 'paid' | 'unpaid') {
  const total = centsOf(draft.totalAmount) ?? 0;
  const deductions = deductionsOf(draft);
  const giftCardNo = draft.giftCardNo.trim();
  return {
    status,
    billDay: draft.billDay,
    recordTime: draft.recordTime,
    customerCount: draft.customerCount,
    reason: draft.reason.trim(),
    staff: staffInput(draft.staff),
    productIds: draft.productIds,
    totalAmount: total,
    ...deductions,
    ...(deductions.giftVoucher > 0 && giftCardNo ? { giftCardNo } : {}),
    ...tenderOf(draft.tender, total - sumDeductions(deductions)),
  };
}

/** bill/create's input for a checked form. */
export function createInputOf(
  draft: TBillDraft,
  status: 'paid' | 'unpaid',
  ruleAmount: (ruleId: number) => number | null = () => null,
): TBillCreateInput {
  if (draft.orderType === 'frontDesk') {
    const customer = draft.customer;
    return {
      orderType: 'frontDesk',
      ...frontDeskBody(draft, status),
      ...(customer.kind === 'customer' && customer.customer ? { customerId: customer.customer.id } : {}),
      ...(customer.kind === 'walkIn' ? { customName: customer.name.trim(), customPhone: customer.phone.trim() } : {}),
    };
  }
  const paid = paidRechargeAmount(draft, ruleAmount) ?? 0;
  const common = {
    orderType: draft.orderType,
    status,
    billDay: draft.billDay,
    recordTime: draft.recordTime,
    reason: draft.reason.trim(),
    ...tenderOf(draft.tender, paid),
  };
  if (draft.orderType === 'memberRecharge') {
    const customerId = draft.customer.kind === 'customer' ? draft.customer.customer?.id : undefined;
    return {
      ...common,
      customerId,
      ...(draft.rechargeRuleId !== null ? { rechargeRuleId: draft.rechargeRuleId } : { rechargeAmount: paid }),
    };
  }
  const cardNo = draft.rechargeCardNo.trim();
  return {
    ...common,
    rechargeAmount: paid,
    ...(cardNo ? { giftCardNo: cardNo } : {}),
    phone: draft.rechargePhone.trim(),
  };
}

/** bill/createByAppoint's input for a checked form: the customer comes from the appointment. */
export function createByAppointInputOf(draft: TBillDraft, appointId: number, status: 'paid' | 'unpaid') {
  return { appointId, ...frontDeskBody(draft, status) };
}

/**
 * Choosing projects can fill the total and, with one staff line, that line's amount: each is refilled with the new
 * projects' price while it is empty or still shows the previous projects' price (so a figure typed by hand stays).
 */
export function applyProjects(
  draft: TBillDraft,
  productIds: number[],
  priceOf: (productId: number) => number,
): TBillDraft {
  const sum = (ids: number[]) => ids.reduce((total, id) => total + priceOf(id), 0);
  const before = sum(draft.productIds);
  const after = centsToText(sum(productIds));
  const isUntouched = (text: string) => text.trim() === '' || centsOf(text) === before;
  const next: TBillDraft = { ...draft, productIds };
  if (!isUntouched(draft.totalAmount)) return next;
  next.totalAmount = after;
  if (draft.staff.length === 1 && isUntouched(draft.staff[0].amount)) {
    next.staff = [{ ...draft.staff[0], amount: after }];
  }
  return next;
}

/** Adds a project, refusing one already chosen ('This product has already been selected!'). */
export function addProject(
  draft: TBillDraft,
  productId: number,
  priceOf: (productId: number) => number,
): { draft: TBillDraft; problem: TFormProblem | null } {
  if (draft.productIds.includes(productId)) {
    return { draft, problem: { key: 'PRODUCT_SELECTED', field: 'productIds' } };
  }
  return { draft: applyProjects(draft, [...draft.productIds, productId], priceOf), problem: null };
}

/** The appointment fields bookkeeping reads (contract/appointments.ts ZAppointment). */
export type TAppointmentForBill = Pick<
  TAppointment,
  | 'id'
  | 'shopAccountId'
  | 'customerId'
  | 'customName'
  | 'customPhone'
  | 'kind'
  | 'vipFlag'
  | 'projects'
  | 'appointDay'
  | 'startTime'
>;

/**
 * A bill started from an appointment: on the appointment's day (at the time now when that is today, else at the
 * appointment's start), with its customer, its projects (their prices make the total) and its technician on one line
 * holding the whole total. A temporary appointment's name and phone are kept as a walk-in's.
 */
export function draftFromAppointment(appointment: TAppointmentForBill, now: { day: string; time: string }): TBillDraft {
  const isToday = appointment.appointDay === now.day;
  const base = emptyDraft(appointment.appointDay, isToday ? now.time : appointment.startTime);
  const productIds = [...new Set(appointment.projects.map((p) => p.productId))];
  const total = appointment.projects
    .filter((p, i, all) => all.findIndex((q) => q.productId === p.productId) === i)
    .reduce((sum, p) => sum + p.unitPrice, 0);
  const customer: TCustomerChoice =
    appointment.customerId !== null
      ? {
          kind: 'customer',
          customer: {
            id: appointment.customerId,
            customName: appointment.customName,
            customPhone: appointment.customPhone,
            vipFlag: appointment.vipFlag,
            cardNo: '',
            balance: null,
          },
        }
      : appointment.customName || appointment.customPhone
        ? { kind: 'walkIn', name: appointment.customName, phone: appointment.customPhone }
        : { kind: 'none' };
  return {
    ...base,
    customer,
    productIds,
    totalAmount: centsToText(total),
    staff: [emptyStaffLine(appointment.shopAccountId, centsToText(total))],
  };
}
