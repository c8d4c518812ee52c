import { describe, expect, it } from 'vitest';
import {
  addProject,
  applyProjects,
  cashPartOf,
  centsOf,
  centsToText,
  changeOf,
  createByAppointInputOf,
  createInputOf,
  draftFromAppointment,
  emptyDraft,
  emptyStaffLine,
  figuresOf,
  formProblem,
  frontDeskProblem,
  leftToPayBefore,
  rechargeProblem,
  signedCentsOf,
  splitRest,
  type TBillDraft,
  type TCardBalances,
  type TPickedCustomer,
  tenderOf,
  tenderProblem,
  wholeBalanceText,
} from './bookkeeping.form';

const UNKNOWN: TCardBalances = { member: null, gift: { status: 'unchecked' } };
const PRICES: Record<number, number> = { 11: 3_000, 12: 4_550, 13: 1_000 };
const priceOf = (id: number) => PRICES[id] ?? 0;

const member: TPickedCustomer = {
  id: 7,
  customName: 'Anna',
  customPhone: '333 111',
  vipFlag: 1,
  cardNo: 'M0007',
  balance: 5_000,
};

/** A valid two-line front-desk bill of 100.00, paid in cash. */
function validDraft(overrides: Partial<TBillDraft> = {}): TBillDraft {
  return {
    ...emptyDraft('2026-03-02', '10:30'),
    staff: [
      { ...emptyStaffLine(1), amount: '60' },
      { ...emptyStaffLine(2), amount: '40.00' },
    ],
    totalAmount: '100',
    ...overrides,
  };
}

describe('amounts as typed', () => {
  it('reads non-negative amounts in cents, with a dot or a comma, and refuses the rest', () => {
    expect(centsOf('12')).toBe(1_200);
    expect(centsOf('12,5')).toBe(1_250);
    expect(centsOf('0.07')).toBe(7);
    expect(centsOf('')).toBeNull();
    expect(centsOf('', true)).toBe(0);
    expect(centsOf('abc')).toBeNull();
    expect(centsOf('-1')).toBeNull();
    expect(centsOf('1.234')).toBeNull();
    expect(centsOf('1000001')).toBeNull();
  });

  it('reads signed adjustments, empty being 0', () => {
    expect(signedCentsOf('')).toBe(0);
    expect(signedCentsOf('-5')).toBe(-500);
    expect(signedCentsOf('+2.5')).toBe(250);
    expect(signedCentsOf('--1')).toBeNull();
  });

  it('writes cents back as text that reads to the same cents', () => {
    for (const cents of [0, 5, 99, 100, 4_550, 100_000_000]) expect(centsOf(centsToText(cents))).toBe(cents);
  });
});

describe('figures', () => {
  it('computes actual = total − deductions live', () => {
    const draft = validDraft({ coupon: '5', discountDeduction: '2.50', giftVoucher: '10', giftCardNo: 'G1' });
    expect(figuresOf(draft)).toEqual({ total: 10_000, deductions: 1_750, actual: 8_250 });
  });

  it('counts the member card only for a member customer', () => {
    const draft = validDraft({ memberDeduction: '20' });
    expect(figuresOf(draft).deductions).toBe(0);
    expect(figuresOf({ ...draft, customer: { kind: 'customer', customer: member } }).deductions).toBe(2_000);
  });

  it('shows a recharge as the amount paid, the rule’s when one is chosen', () => {
    const draft = { ...emptyDraft('2026-03-02', '10:00'), orderType: 'memberRecharge' as const, rechargeAmount: '50' };
    expect(figuresOf(draft)).toEqual({ total: 5_000, deductions: 0, actual: 5_000 });
    expect(figuresOf({ ...draft, rechargeRuleId: 3 }, (id) => (id === 3 ? 20_000 : null)).actual).toBe(20_000);
  });
});

describe('front-desk checks, in SPEC §5 order', () => {
  it('passes a valid bill', () => {
    expect(frontDeskProblem(validDraft(), UNKNOWN)).toBeNull();
  });

  it('reports an unreadable total or staff amount as Amount error before anything else', () => {
    const draft = validDraft({ totalAmount: 'x', productIds: [11, 11], coupon: 'y' });
    expect(frontDeskProblem(draft, UNKNOWN)).toEqual({ key: 'AMOUNT_ERROR', field: 'totalAmount' });
    const line = validDraft();
    line.staff[1] = { ...line.staff[1], amount: '4o' };
    expect(frontDeskProblem(line, UNKNOWN)).toEqual({ key: 'AMOUNT_ERROR', field: 'staff.1.amount' });
    const adjustment = validDraft();
    adjustment.staff[0] = { ...adjustment.staff[0], adjustment: 'a' };
    expect(frontDeskProblem(adjustment, UNKNOWN)).toEqual({ key: 'AMOUNT_ERROR', field: 'staff.0.adjustment' });
  });

  it('requires a staff member on every line, then refuses the same one twice', () => {
    expect(frontDeskProblem(validDraft({ staff: [] }), UNKNOWN)).toEqual({ key: 'STAFF_REQUIRED', field: 'staff' });
    const missing = validDraft();
    missing.staff[1] = { ...missing.staff[1], shopAccountId: null };
    expect(frontDeskProblem(missing, UNKNOWN)).toEqual({ key: 'STAFF_REQUIRED', field: 'staff.1.shopAccountId' });
    const twice = validDraft();
    twice.staff[1] = { ...twice.staff[1], shopAccountId: 1 };
    expect(frontDeskProblem(twice, UNKNOWN)).toEqual({ key: 'STAFF_EXISTS', field: 'staff.1.shopAccountId' });
  });

  it('takes a temporary employee by name and phone, and the same phone twice is the same person', () => {
    const temp = validDraft();
    temp.staff[1] = { ...temp.staff[1], kind: 'temporary', shopAccountId: null, tempName: '', tempPhone: '' };
    expect(frontDeskProblem(temp, UNKNOWN)).toEqual({ key: 'STAFF_REQUIRED', field: 'staff.1.shopAccountId' });
    temp.staff[1] = { ...temp.staff[1], tempPhone: '333 222' };
    expect(frontDeskProblem(temp, UNKNOWN)).toEqual({ key: 'FIELD_REQUIRED', field: 'staff.1.tempName' });
    temp.staff[1] = { ...temp.staff[1], tempName: 'Lia', tempPhone: 'abc' };
    expect(frontDeskProblem(temp, UNKNOWN)).toEqual({ key: 'PHONE_INVALID', field: 'staff.1.tempPhone' });
    temp.staff[1] = { ...temp.staff[1], tempPhone: '333 222' };
    expect(frontDeskProblem(temp, UNKNOWN)).toBeNull();
    temp.staff[0] = { ...temp.staff[0], kind: 'temporary', tempName: 'Lia', tempPhone: '333222' };
    expect(frontDeskProblem(temp, UNKNOWN)).toEqual({ key: 'STAFF_EXISTS', field: 'staff.1.tempPhone' });
  });

  it('requires the lines to add up to the total, which is not 0', () => {
    expect(frontDeskProblem(validDraft({ totalAmount: '100.01' }), UNKNOWN)).toEqual({
      key: 'STAFF_SUM_MISMATCH',
      field: 'totalAmount',
    });
    const nothing = validDraft({ totalAmount: '0', staff: [{ ...emptyStaffLine(1), amount: '0' }] });
    expect(frontDeskProblem(nothing, UNKNOWN)).toEqual({ key: 'AMOUNT_ERROR', field: 'totalAmount' });
  });

  it('refuses the same project twice', () => {
    expect(frontDeskProblem(validDraft({ productIds: [11, 12, 11] }), UNKNOWN)).toEqual({
      key: 'PRODUCT_SELECTED',
      field: 'productIds',
    });
  });

  it('names each deduction with its own message', () => {
    const cases = [
      ['coupon', 'COUPON_AMOUNT_ERROR'],
      ['giftVoucher', 'GIFT_CARD_AMOUNT_ERROR'],
      ['memberDeduction', 'MEMBER_AMOUNT_ERROR'],
      ['discountDeduction', 'DISCOUNT_AMOUNT_ERROR'],
    ] as const;
    for (const [field, key] of cases) {
      const draft = validDraft({ [field]: '-3', customer: { kind: 'customer', customer: member } });
      expect(frontDeskProblem(draft, UNKNOWN)).toEqual({ key, field });
    }
  });

  it('refuses a member-card deduction without a member', () => {
    const draft = validDraft({ memberDeduction: '5' });
    expect(frontDeskProblem(draft, UNKNOWN)).toEqual({ key: 'MEMBER_AMOUNT_ERROR', field: 'memberDeduction' });
    const regular = { ...member, vipFlag: 0 };
    expect(frontDeskProblem({ ...draft, customer: { kind: 'customer', customer: regular } }, UNKNOWN)).toEqual({
      key: 'MEMBER_AMOUNT_ERROR',
      field: 'memberDeduction',
    });
  });

  it('wants the gift card a gift voucher is taken from', () => {
    expect(frontDeskProblem(validDraft({ giftVoucher: '5' }), UNKNOWN)).toEqual({
      key: 'GIFT_CARD_AMOUNT_ERROR',
      field: 'giftVoucher',
    });
  });

  it('keeps the deductions within the total', () => {
    const draft = validDraft({ coupon: '60', discountDeduction: '40.01' });
    expect(frontDeskProblem(draft, UNKNOWN)).toEqual({ key: 'EXCEED_TOTAL', field: 'totalAmount' });
    expect(frontDeskProblem(validDraft({ coupon: '60', discountDeduction: '40' }), UNKNOWN)).toBeNull();
  });

  it('checks a known card balance: insufficient deduction', () => {
    const withMember = validDraft({ customer: { kind: 'customer', customer: member }, memberDeduction: '50.01' });
    expect(frontDeskProblem(withMember, { member: 5_000, gift: { status: 'unchecked' } })).toEqual({
      key: 'INSUFFICIENT_DEDUCTION',
      field: 'memberDeduction',
    });
    expect(frontDeskProblem(withMember, UNKNOWN)).toBeNull();
    const gift = validDraft({ giftVoucher: '20', giftCardNo: 'G1' });
    const found = { member: null, gift: { status: 'found', cardNo: 'G1', balance: 1_999 } } as const;
    expect(frontDeskProblem(gift, found)).toEqual({ key: 'INSUFFICIENT_DEDUCTION', field: 'giftVoucher' });
    expect(frontDeskProblem(gift, { member: null, gift: { status: 'missing', cardNo: 'G1' } })).toEqual({
      key: 'NOT_FOUND',
      field: 'giftCardNo',
    });
    // A balance looked up for another number says nothing about this one.
    expect(frontDeskProblem({ ...gift, giftCardNo: 'G2' }, found)).toBeNull();
  });

  it('puts the deductions before the tender, and the tender before the balances, as the server does', () => {
    const draft = validDraft({
      customer: { kind: 'customer', customer: member },
      memberDeduction: '90',
      coupon: '20',
      tender: { method: 'split', cashAmount: '1', cardAmount: '1' },
    });
    const balances = { member: 100, gift: { status: 'unchecked' } } as const;
    expect(frontDeskProblem(draft, balances)?.key).toBe('EXCEED_TOTAL');
    expect(frontDeskProblem({ ...draft, coupon: '' }, balances)).toEqual({ key: 'AMOUNT_ERROR', field: 'cashAmount' });
    const paidInCash = { ...draft, coupon: '', tender: { method: 'cash' as const, cashAmount: '', cardAmount: '' } };
    expect(frontDeskProblem(paidInCash, balances)).toEqual({ key: 'INSUFFICIENT_DEDUCTION', field: 'memberDeduction' });
    expect(frontDeskProblem(paidInCash, { ...balances, member: 9_000 })).toBeNull();
  });

  it('checks a walk-in’s phone first', () => {
    const draft = validDraft({ customer: { kind: 'walkIn', name: 'Bea', phone: 'x1' }, totalAmount: 'bad' });
    expect(frontDeskProblem(draft, UNKNOWN)).toEqual({ key: 'PHONE_INVALID', field: 'customPhone' });
  });
});

describe('tender', () => {
  it('pays the actual amount the chosen way', () => {
    expect(tenderOf({ method: 'cash', cashAmount: '', cardAmount: '' }, 8_000)).toEqual({
      payType: 'cash',
      cashAmount: 8_000,
      cardAmount: 0,
    });
    expect(tenderOf({ method: 'card', cashAmount: '9', cardAmount: '' }, 8_000)).toEqual({
      payType: 'card',
      cashAmount: 0,
      cardAmount: 8_000,
    });
    expect(tenderOf({ method: 'other', cashAmount: '', cardAmount: '' }, 8_000)).toEqual({
      payType: 'other',
      cashAmount: 0,
      cardAmount: 0,
    });
  });

  it('sends split parts as typed, the larger part naming the method', () => {
    expect(tenderOf({ method: 'split', cashAmount: '30', cardAmount: '50' }, 8_000)).toEqual({
      payType: 'card',
      cashAmount: 3_000,
      cardAmount: 5_000,
    });
    expect(tenderOf({ method: 'split', cashAmount: '40', cardAmount: '40' }, 8_000).payType).toBe('cash');
  });

  it('requires split parts that add up to the actual amount', () => {
    expect(tenderProblem({ method: 'split', cashAmount: '30', cardAmount: '50' }, 8_000)).toBeNull();
    expect(tenderProblem({ method: 'split', cashAmount: '30', cardAmount: '49.99' }, 8_000)).toEqual({
      key: 'AMOUNT_ERROR',
      field: 'cashAmount',
    });
    expect(tenderProblem({ method: 'split', cashAmount: '30', cardAmount: 'x' }, 8_000)).toEqual({
      key: 'AMOUNT_ERROR',
      field: 'cardAmount',
    });
    expect(tenderProblem({ method: 'split', cashAmount: '', cardAmount: '80' }, 8_000)).toBeNull();
    expect(tenderProblem({ method: 'cash', cashAmount: 'x', cardAmount: '' }, 8_000)).toBeNull();
  });

  it('fills the other split part with what is left', () => {
    expect(splitRest(8_000, '30')).toBe('50.00');
    expect(splitRest(8_000, '')).toBe('80.00');
    expect(splitRest(8_000, '80.01')).toBe('');
    expect(splitRest(8_000, 'x')).toBe('');
  });
});

describe('the till (issue 21)', () => {
  const cash = { method: 'cash' as const, cashAmount: '', cardAmount: '' };
  const split = { method: 'split' as const, cashAmount: '10', cardAmount: '20' };

  it('shows the change of the cash part only, once the cash received covers it', () => {
    expect(cashPartOf(cash, 2_000)).toBe(2_000);
    expect(cashPartOf(split, 3_000)).toBe(1_000);
    expect(cashPartOf({ ...cash, method: 'card' }, 3_000)).toBe(0);
    expect(changeOf({ ...cash, cashReceived: '50' }, 2_000)).toBe(3_000);
    expect(changeOf({ ...split, cashReceived: '20' }, 3_000)).toBe(1_000);
    expect(changeOf({ ...cash, cashReceived: '10' }, 2_000)).toBeNull();
    expect(changeOf(cash, 2_000)).toBeNull();
  });

  it('sends the cash received only with a cash part, and refuses one below it', () => {
    expect(tenderOf({ ...cash, cashReceived: '50' }, 2_000)).toEqual({
      payType: 'cash',
      cashAmount: 2_000,
      cardAmount: 0,
      cashReceived: 5_000,
    });
    expect(tenderOf({ ...cash, method: 'card', cashReceived: '50' }, 2_000)).not.toHaveProperty('cashReceived');
    expect(tenderOf({ ...cash, cashReceived: '' }, 2_000)).not.toHaveProperty('cashReceived');
    expect(tenderProblem({ ...cash, cashReceived: '10' }, 2_000)).toEqual({
      key: 'CASH_RECEIVED_TOO_LOW',
      field: 'cashReceived',
    });
    expect(tenderProblem({ ...cash, cashReceived: 'x' }, 2_000)).toEqual({
      key: 'AMOUNT_ERROR',
      field: 'cashReceived',
    });
    expect(tenderProblem({ ...cash, cashReceived: '20' }, 2_000)).toBeNull();
  });

  it('uses the whole card balance up to what is left to pay', () => {
    const draft = validDraft({ coupon: '10' });
    expect(leftToPayBefore(draft, 'memberDeduction')).toBe(9_000);
    expect(wholeBalanceText(draft, 'memberDeduction', 5_000)).toBe('50.00');
    expect(wholeBalanceText(draft, 'memberDeduction', 20_000)).toBe('90.00');
    const withMember = { ...draft, customer: { kind: 'customer' as const, customer: member }, memberDeduction: '30' };
    expect(wholeBalanceText(withMember, 'giftVoucher', 100_000)).toBe('60.00');
  });
});

describe('recharges', () => {
  const recharge = (overrides: Partial<TBillDraft>): TBillDraft => ({
    ...emptyDraft('2026-03-02', '10:00'),
    ...overrides,
  });

  it('needs a member customer and an amount or a rule for a member recharge', () => {
    const draft = recharge({ orderType: 'memberRecharge', rechargeAmount: '50' });
    expect(rechargeProblem(draft)).toEqual({ key: 'FIELD_REQUIRED', field: 'customerId' });
    const regular = { kind: 'customer' as const, customer: { ...member, vipFlag: 0 } };
    expect(rechargeProblem({ ...draft, customer: regular })).toEqual({
      key: 'NON_MEMBER_RECHARGE',
      field: 'customerId',
    });
    const withMember = { ...draft, customer: { kind: 'customer' as const, customer: member } };
    expect(rechargeProblem(withMember)).toBeNull();
    expect(rechargeProblem({ ...withMember, rechargeAmount: '0' })).toEqual({
      key: 'AMOUNT_ERROR',
      field: 'rechargeAmount',
    });
    expect(rechargeProblem({ ...withMember, rechargeAmount: '', rechargeRuleId: 4 }, () => 10_000)).toBeNull();
  });

  it('needs an amount, a well-formed card number when typed and a phone for a gift-card recharge', () => {
    const draft = recharge({ orderType: 'giftCardRecharge', rechargeAmount: '25' });
    expect(rechargeProblem(draft)).toBeNull();
    expect(rechargeProblem({ ...draft, rechargeCardNo: 'G 1' })).toEqual({ key: 'CHECK_INPUT', field: 'giftCardNo' });
    expect(rechargeProblem({ ...draft, rechargePhone: 'phone' })).toEqual({ key: 'PHONE_INVALID', field: 'phone' });
    expect(rechargeProblem({ ...draft, rechargeAmount: '' })).toEqual({ key: 'AMOUNT_ERROR', field: 'rechargeAmount' });
  });

  it('checks a recharge’s split against the amount paid', () => {
    const draft = recharge({
      orderType: 'giftCardRecharge',
      rechargeAmount: '25',
      tender: { method: 'split', cashAmount: '20', cardAmount: '4' },
    });
    expect(formProblem(draft, UNKNOWN)).toEqual({ key: 'AMOUNT_ERROR', field: 'cashAmount' });
  });

  it('sends no staff lines or deductions for a recharge', () => {
    const draft = recharge({
      orderType: 'memberRecharge',
      customer: { kind: 'customer', customer: member },
      rechargeRuleId: 4,
      staff: [{ ...emptyStaffLine(1), amount: '9' }],
      coupon: '3',
    });
    expect(createInputOf(draft, 'paid', () => 20_000)).toEqual({
      orderType: 'memberRecharge',
      status: 'paid',
      billDay: '2026-03-02',
      recordTime: '10:00',
      reason: '',
      customerId: 7,
      rechargeRuleId: 4,
      payType: 'cash',
      cashAmount: 20_000,
      cardAmount: 0,
    });
    const gift = recharge({ orderType: 'giftCardRecharge', rechargeAmount: '25', rechargePhone: ' 333 444 ' });
    expect(createInputOf(gift, 'unpaid')).toMatchObject({
      orderType: 'giftCardRecharge',
      status: 'unpaid',
      rechargeAmount: 2_500,
      phone: '333 444',
    });
    expect(createInputOf(gift, 'unpaid')).not.toHaveProperty('giftCardNo');
  });
});

describe('the input sent', () => {
  it('turns a front-desk form into bill/create’s input in cents', () => {
    const draft = validDraft({
      customer: { kind: 'walkIn', name: ' Bea ', phone: '333 999' },
      productIds: [11],
      coupon: '5',
      giftVoucher: '',
      giftCardNo: 'G1',
      reason: ' birthday ',
      tender: { method: 'split', cashAmount: '45', cardAmount: '50' },
    });
    draft.staff[1] = { ...draft.staff[1], isBorrowed: true, adjustment: '-2.5' };
    expect(createInputOf(draft, 'paid')).toEqual({
      orderType: 'frontDesk',
      status: 'paid',
      billDay: '2026-03-02',
      recordTime: '10:30',
      customerCount: 1,
      reason: 'birthday',
      staff: [
        { shopAccountId: 1, amount: 6_000, borrowed: 0, adjustment: 0 },
        { shopAccountId: 2, amount: 4_000, borrowed: 1, adjustment: -250 },
      ],
      productIds: [11],
      totalAmount: 10_000,
      coupon: 500,
      giftVoucher: 0,
      memberDeduction: 0,
      discountDeduction: 0,
      payType: 'card',
      cashAmount: 4_500,
      cardAmount: 5_000,
      customName: 'Bea',
      customPhone: '333 999',
    });
  });

  it('sends a temporary employee by name and phone, and a chosen customer by id', () => {
    const draft = validDraft({ customer: { kind: 'customer', customer: member }, memberDeduction: '10' });
    draft.staff[1] = { ...draft.staff[1], kind: 'temporary', tempName: ' Lia ', tempPhone: '333 222' };
    const input = createInputOf(draft, 'unpaid');
    expect(input.staff?.[1]).toEqual({
      tempName: 'Lia',
      tempPhone: '333 222',
      amount: 4_000,
      borrowed: 0,
      adjustment: 0,
    });
    expect(input).toMatchObject({ customerId: 7, memberDeduction: 1_000, cashAmount: 9_000, status: 'unpaid' });
    expect(input).not.toHaveProperty('customName');
  });

  it('sends bill/createByAppoint without customer fields', () => {
    const input = createByAppointInputOf(validDraft({ customer: { kind: 'customer', customer: member } }), 42, 'paid');
    expect(input).toMatchObject({ appointId: 42, totalAmount: 10_000, status: 'paid' });
    expect(input).not.toHaveProperty('customerId');
    expect(input).not.toHaveProperty('orderType');
  });
});

describe('projects', () => {
  it('fill the total and a single line’s amount while they are untouched', () => {
    let draft = emptyDraft('2026-03-02', '10:00');
    draft = applyProjects(draft, [11], priceOf);
    expect(draft.totalAmount).toBe('30.00');
    expect(draft.staff[0].amount).toBe('30.00');
    draft = applyProjects(draft, [11, 12], priceOf);
    expect(draft.totalAmount).toBe('75.50');
    expect(draft.staff[0].amount).toBe('75.50');
  });

  it('leave a total typed by hand alone', () => {
    let draft = applyProjects(emptyDraft('2026-03-02', '10:00'), [11], priceOf);
    draft = { ...draft, totalAmount: '28' };
    draft = applyProjects(draft, [11, 13], priceOf);
    expect(draft.totalAmount).toBe('28');
    expect(draft.productIds).toEqual([11, 13]);
  });

  it('do not split the total over several lines', () => {
    const draft = { ...emptyDraft('2026-03-02', '10:00'), staff: [emptyStaffLine(1), emptyStaffLine(2)] };
    const next = applyProjects(draft, [12], priceOf);
    expect(next.totalAmount).toBe('45.50');
    expect(next.staff.map((line) => line.amount)).toEqual(['', '']);
  });

  it('refuse the same project twice', () => {
    const first = addProject(emptyDraft('2026-03-02', '10:00'), 11, priceOf);
    expect(first.problem).toBeNull();
    const again = addProject(first.draft, 11, priceOf);
    expect(again.problem).toEqual({ key: 'PRODUCT_SELECTED', field: 'productIds' });
    expect(again.draft.productIds).toEqual([11]);
  });
});

describe('a bill started from an appointment', () => {
  const appointment = {
    id: 42,
    shopAccountId: 5,
    customerId: 7,
    customName: 'Anna',
    customPhone: '333 111',
    kind: 'member' as const,
    vipFlag: 1,
    appointDay: '2026-03-02',
    startTime: '09:30',
    projects: [
      { productId: 11, productName: 'Cut', duration: 30, unitPrice: 3_000, bgColor: '' },
      { productId: 12, productName: 'Colour', duration: 60, unitPrice: 4_550, bgColor: '' },
    ],
  };
  const NOW = { day: '2026-03-02', time: '11:15' };

  it('takes the customer, the projects with their prices and the technician holding the total', () => {
    const draft = draftFromAppointment(appointment, NOW);
    expect(draft.customer).toEqual({
      kind: 'customer',
      customer: { id: 7, customName: 'Anna', customPhone: '333 111', vipFlag: 1, cardNo: '', balance: null },
    });
    expect(draft.productIds).toEqual([11, 12]);
    expect(draft.totalAmount).toBe('75.50');
    expect(draft.staff).toHaveLength(1);
    expect(draft.staff[0]).toMatchObject({ kind: 'staff', shopAccountId: 5, amount: '75.50' });
    expect(draft.billDay).toBe('2026-03-02');
    expect(draft.recordTime).toBe('11:15');
    expect(frontDeskProblem(draft, UNKNOWN)).toBeNull();
  });

  it('keeps a temporary appointment’s name and phone as a walk-in’s, or no customer at all', () => {
    const temporary = { ...appointment, customerId: null, kind: 'temporary' as const, vipFlag: 0 };
    expect(draftFromAppointment(temporary, NOW).customer).toEqual({
      kind: 'walkIn',
      name: 'Anna',
      phone: '333 111',
    });
    const anonymous = { ...temporary, customName: '', customPhone: '' };
    expect(draftFromAppointment(anonymous, NOW).customer).toEqual({ kind: 'none' });
  });

  it('is dated on the appointment’s day: at its start on another day, at the time now on today', () => {
    const earlier = draftFromAppointment({ ...appointment, appointDay: '2026-02-20' }, NOW);
    expect(earlier.billDay).toBe('2026-02-20');
    expect(earlier.recordTime).toBe('09:30');
    const later = draftFromAppointment({ ...appointment, appointDay: '2026-03-05', startTime: '16:45' }, NOW);
    expect(later.billDay).toBe('2026-03-05');
    expect(later.recordTime).toBe('16:45');
    const today = draftFromAppointment(appointment, NOW);
    expect(today.billDay).toBe('2026-03-02');
    expect(today.recordTime).toBe('11:15');
  });

  it('counts a project listed twice once', () => {
    const twice = { ...appointment, projects: [...appointment.projects, appointment.projects[0]] };
    const draft = draftFromAppointment(twice, NOW);
    expect(draft.productIds).toEqual([11, 12]);
    expect(draft.totalAmount).toBe('75.50');
  });
});
