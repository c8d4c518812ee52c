import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { buildCustomer, buildOwner, buildProduct, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { markDeparted } from '../../test/helpers';
import { cardRow, expectBalanced, ledgerOf } from '../prepay/prepay.test-kit';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import {
  billOf,
  billRow,
  buildDesk,
  countBills,
  createBill,
  customerRow,
  frontDesk,
  lineRows,
  NOW_HHMM,
  TODAY,
  temporaryAccounts,
  visitRows,
  walkIn,
} from './bills.test-kit';

const t = useTestApp();

describe('bill/create: a front-desk bill', () => {
  it('records a cash bill for one technician: order number, figures, line, project and record time', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d, { customName: 'Walk In', customPhone: '347 000 1111' }));
    expect(bill.billOrderNo).toMatch(/^B20261123\d{4}$/);
    expect(bill).toMatchObject({
      orderType: 'frontDesk',
      payType: 'cash',
      status: 'paid',
      totalAmount: 3_000,
      actualAmount: 3_000,
      cashAmount: 3_000,
      cardAmount: 0,
      coupon: 0,
      giftVoucher: 0,
      memberDeduction: 0,
      discountDeduction: 0,
      billDay: TODAY,
      recordTime: NOW_HHMM,
      customerCount: 1,
      customerId: null,
      customName: 'Walk In',
      customPhone: '347 000 1111',
      appointId: 0,
      transactionId: '',
      paidTime: t.clock.now().toISOString(),
      products: [{ productId: d.cut.id, name: d.cut.name, unitPrice: 3_000 }],
      version: 1,
    });
    expect(bill.staff).toEqual([
      {
        id: expect.any(Number),
        shopAccountId: d.anna.id,
        accountName: d.anna.name,
        accountType: 0,
        amount: 3_000,
        borrowed: 0,
        adjustment: 0,
        amountBefore: null,
        changeReason: '',
        createTime: t.clock.now().toISOString(),
        updateTime: t.clock.now().toISOString(),
      },
    ]);
  });

  it('splits a walk-in over two technicians, paid partly in cash and partly by card', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, {
        staff: [
          { shopAccountId: d.anna.id, amount: 5_000, borrowed: 1, adjustment: -500 },
          { shopAccountId: d.bruno.id, amount: 3_000 },
        ],
        productIds: [d.cut.id, d.color.id],
        totalAmount: 8_000,
        coupon: 1_000,
        payType: 'card',
        cashAmount: 2_000,
        cardAmount: 5_000,
        customerCount: 2,
        reason: 'Sposa',
        recordTime: '09:05',
      }),
    );
    expect(bill).toMatchObject({ totalAmount: 8_000, actualAmount: 7_000, cashAmount: 2_000, cardAmount: 5_000 });
    expect(bill).toMatchObject({ customerCount: 2, reason: 'Sposa', recordTime: '09:05', coupon: 1_000 });
    expect(bill.staff.map((l) => [l.shopAccountId, l.amount, l.borrowed, l.adjustment])).toEqual([
      [d.anna.id, 5_000, 1, -500],
      [d.bruno.id, 3_000, 0, 0],
    ]);
    expect(bill.products.map((p) => p.productId)).toEqual([d.cut.id, d.color.id]);
  });

  it("puts the whole actual amount on the method chosen, and none on 'other'", async () => {
    const d = await buildDesk(t);
    expect(await billOf(t, d.token, frontDesk(d, { payType: 'card' }))).toMatchObject({
      cashAmount: 0,
      cardAmount: 3_000,
    });
    expect(await billOf(t, d.token, frontDesk(d, { payType: 'other' }))).toMatchObject({
      actualAmount: 3_000,
      cashAmount: 0,
      cardAmount: 0,
    });
  });

  it("deducts from the member card and a gift card in the bill's transaction, with the bill on each ledger row", async () => {
    const d = await buildDesk(t);
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, {
        customerId: d.customer.id,
        staff: [{ shopAccountId: d.anna.id, amount: 8_000 }],
        productIds: [d.cut.id, d.color.id],
        memberDeduction: 4_000,
        giftVoucher: 1_500,
        giftCardNo: d.giftCard.cardNo.toLowerCase(),
        discountDeduction: 500,
      }),
    );
    expect(bill).toMatchObject({
      actualAmount: 2_000,
      cashAmount: 2_000,
      memberCardNo: d.card.cardNo,
      giftCardNo: d.giftCard.cardNo,
      customName: d.customer.name,
      customPhone: d.customer.phone,
    });
    const consumption = {
      changeType: 2,
      billId: bill.id,
      billOrderNo: bill.billOrderNo,
      memberDeduction: 4_000,
      giftVoucher: 1_500,
      discountDeduction: 500,
      coupon: 0,
      appointProductTitle: `${d.cut.name}, ${d.color.name}`,
      billDay: TODAY,
    };
    expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({ ...consumption, changeAmount: -4_000 });
    expect((await ledgerOf(t, d.giftCard.id)).at(-1)).toMatchObject({ ...consumption, changeAmount: -1_500 });
    expect(await expectBalanced(t, d.card.id)).toBe(6_000);
    expect(await expectBalanced(t, d.giftCard.id)).toBe(3_500);
  });

  it("updates the customer's visits, spend, last visit and favourite technician, and makes follow-up visits", async () => {
    const d = await buildDesk(t);
    const first = await billOf(
      t,
      d.token,
      frontDesk(d, {
        customerId: d.customer.id,
        staff: [{ shopAccountId: d.bruno.id, amount: 5_000 }],
        productIds: [d.color.id],
        memberDeduction: 1_000,
        coupon: 500,
      }),
    );
    await billOf(t, d.token, frontDesk(d, { customerId: d.customer.id, billDay: '2026-11-20' }));
    const third = await billOf(
      t,
      d.token,
      frontDesk(d, { customerId: d.customer.id, staff: [{ shopAccountId: d.bruno.id, amount: 2_000 }] }),
    );
    const row = await customerRow(t, d.customer.id);
    expect(row.visitCount).toBe(3);
    // actual + member-card deduction (the coupon is not spend): 3500 + 1000, then 3000, then 2000.
    expect(row.totalSpend).toBe(4_500 + 3_000 + 2_000);
    expect(row.lastVisitAt?.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(await visitRows(t, d.customer.id)).toEqual([
      expect.objectContaining({
        productId: d.color.id,
        productName: d.color.name,
        appointDay: TODAY,
        dueDay: '2026-12-23',
        dutyFlag: 0,
      }),
    ]);
    expect(first.customerId).toBe(d.customer.id);
    expect(third.customName).toBe(d.customer.name);
    const detail = await t.call('custom/queryById', { id: d.customer.id }, { token: d.token });
    expect(detail.body.data).toMatchObject({ visitCount: 3, favouriteTeacher: d.bruno.name, averageSpend: 3_167 });
    // The favourite is counted when read: a line moved to another technician shows at once.
    const moved = await t.call(
      'bill/transfer',
      { lineId: third.staff[0].id, shopAccountId: d.anna.id, reason: 'Anna did it' },
      { token: d.token },
    );
    expect(moved.body.code).toBe(0);
    const after = await t.call('custom/queryById', { id: d.customer.id }, { token: d.token });
    expect(after.body.data).toMatchObject({ favouriteTeacher: d.anna.name });
  });

  it('records the opening time of the weekday for another day, 08:00 when the shop keeps no hours', async () => {
    const d = await buildDesk(t);
    const week = [
      { week: 5, morningStart: '09:30', morningEnd: '13:00', afternoonStart: '14:00', afternoonEnd: '19:00' },
    ];
    expect((await t.call('shopWork/update', { list: week }, { token: d.token })).body.code).toBe(0);
    expect(await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-20' }))).toMatchObject({
      billDay: '2026-11-20',
      recordTime: '09:30',
    });
    expect(await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-19' }))).toMatchObject({ recordTime: '08:00' });
    expectError(await createBill(t, d.token, frontDesk(d, { billDay: '2026-02-30' })), 'CHECK_INPUT', 'billDay');
    expectError(await createBill(t, d.token, frontDesk(d, { recordTime: '24:10' })), 'CHECK_INPUT', 'recordTime');
  });

  it('answers with the bill exactly as the order history reads it back (the answer is made without reading it)', async () => {
    const d = await buildDesk(t);
    const readBack = async (bill: TBill) => {
      const { body } = await t.call('bill/queryHisOrderList', { key: bill.billOrderNo }, { token: d.token });
      return (body.page as { list: TBill[] }).list.find((b) => b.id === bill.id);
    };
    // A temporary employee typed under another name than the account the phone already has keeps the account's.
    await billOf(
      t,
      d.token,
      frontDesk(d, { staff: [{ tempName: 'Giulia', tempPhone: '333 123 4567', amount: 3_000 }] }),
    );
    const full = await billOf(
      t,
      d.token,
      frontDesk(d, {
        customerId: d.customer.id,
        staff: [
          { shopAccountId: d.bruno.id, amount: 5_000, adjustment: -300 },
          { tempName: 'Giulia B.', tempPhone: '3331234567', amount: 2_000, borrowed: 1 },
          { tempName: 'Nuova', tempPhone: '', amount: 1_000 },
        ],
        productIds: [d.color.id, d.cut.id],
        totalAmount: 8_000,
        coupon: 200,
        memberDeduction: 3_000,
        giftVoucher: 1_000,
        giftCardNo: d.giftCard.cardNo.toLowerCase(),
        cashAmount: 1_000,
        cardAmount: 2_800,
        payType: 'card',
        reason: 'tutto',
      }),
    );
    expect(full.staff.map((l) => l.accountName)).toEqual([d.bruno.name, 'Giulia', 'Nuova']);
    expect(await readBack(full)).toEqual(full);
    const walkInBill = await billOf(
      t,
      d.token,
      frontDesk(d, { status: 'unpaid', customName: 'Passante', customPhone: '347 000 2222' }),
    );
    expect(await readBack(walkInBill)).toEqual(walkInBill);
  });

  it('enters a temporary employee by name and phone as an accountType 3 account of the day, reused for that phone', async () => {
    const d = await buildDesk(t);
    const temp = { tempName: 'Giulia', tempPhone: '333 123 4567', amount: 2_000 };
    const bill = await billOf(t, d.token, frontDesk(d, { staff: [temp], totalAmount: 2_000 }));
    const [account] = await temporaryAccounts(t, d.shopId);
    expect(account).toMatchObject({
      name: 'Giulia',
      phone: '333 123 4567',
      accountType: 3,
      staffType: 3,
      appointFlag: 1,
      financeFlag: 0,
      account: null,
      passwordHash: null,
    });
    expect(bill.staff[0]).toMatchObject({ shopAccountId: account.id, accountType: 3, accountName: 'Giulia' });
    const again = await billOf(t, d.token, frontDesk(d, { staff: [{ ...temp, tempPhone: '3331234567' }] }));
    expect(again.staff[0].shopAccountId).toBe(account.id);
    const yesterdays = await buildStaff(t, {
      shopId: d.shopId,
      name: 'Marta',
      phone: '333 765 4321',
      accountType: 3,
      staffType: 3,
      createdAt: new Date('2026-11-22T10:00:00Z'),
    });
    const marta = await billOf(
      t,
      d.token,
      frontDesk(d, { staff: [{ tempName: 'Marta', tempPhone: '333 765 4321', amount: 3_000 }] }),
    );
    expect(marta.staff[0].shopAccountId).not.toBe(yesterdays.id);
    expect(await temporaryAccounts(t, d.shopId)).toHaveLength(3);
    const board = await t.call('appoint/queryPointList', { appointDay: TODAY }, { token: d.token });
    const columns = (board.body.data as { technicians: { shopAccountId: number }[] }).technicians;
    expect(columns.map((c) => c.shopAccountId)).not.toContain(account.id);
  });

  it('makes an unpaid order that touches no card and no customer until it is paid', async () => {
    const d = await buildDesk(t);
    const before = (await ledgerOf(t, d.card.id)).length;
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, { status: 'unpaid', customerId: d.customer.id, memberDeduction: 1_000, productIds: [d.color.id] }),
    );
    expect(bill).toMatchObject({ status: 'unpaid', paidTime: '', memberCardNo: d.card.cardNo, actualAmount: 2_000 });
    expect(await ledgerOf(t, d.card.id)).toHaveLength(before);
    expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 0, totalSpend: 0 });
    expect(await visitRows(t, d.customer.id)).toHaveLength(0);
  });

  it('keeps a walk-in as typed, and copies a customer record it names', async () => {
    const d = await buildDesk(t);
    const regular = await walkIn(t, d);
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, { customerId: regular.id, customName: 'Typed', customPhone: '333 000 0000' }),
    );
    expect(bill).toMatchObject({ customerId: regular.id, customName: regular.name, customPhone: regular.phone });
  });

  it('creates one bill for the same nonce sent twice, answering the first bill both times', async () => {
    const d = await buildDesk(t);
    const before = await countBills(t, d.shopId);
    const first = await createBill(t, d.token, frontDesk(d), { nonce: 'bill-once-1' });
    const second = await createBill(t, d.token, frontDesk(d), { nonce: 'bill-once-1' });
    expect(second).toEqual(first);
    expect(await countBills(t, d.shopId)).toBe(before + 1);
    expectError(
      await createBill(t, d.token, frontDesk(d, { reason: 'x' }), { nonce: 'bill-once-1' }),
      'NONCE_REUSED',
      'nonce',
    );
  });
});

describe('bill/create: the rules of SPEC §5, in order', () => {
  it("answers 'Amount error' for amounts that are not whole non-negative cents", async () => {
    const d = await buildDesk(t);
    for (const amount of [-1, 12.5, '30', null]) {
      const body = await createBill(t, d.token, frontDesk(d, { staff: [{ shopAccountId: d.anna.id, amount }] }));
      expectError(body, 'AMOUNT_ERROR', 'staff.0.amount');
      expect(body.msg).toBe('Amount error');
    }
    expectError(await createBill(t, d.token, frontDesk(d, { cashAmount: -1 })), 'AMOUNT_ERROR', 'cashAmount');
    expectError(await createBill(t, d.token, frontDesk(d, { totalAmount: 1.5 })), 'AMOUNT_ERROR', 'totalAmount');
    expect(
      (await createBill(t, d.token, frontDesk(d, { staff: [{ shopAccountId: d.anna.id, amount: 1 }] }))).code,
    ).toBe(0);
  });

  it('answers each deduction error with its own message', async () => {
    const d = await buildDesk(t);
    const cases = [
      ['coupon', -1, 'COUPON_AMOUNT_ERROR', 'Coupon amount error'],
      ['giftVoucher', 0.5, 'GIFT_CARD_AMOUNT_ERROR', 'Gift card amount error'],
      ['memberDeduction', '10', 'MEMBER_AMOUNT_ERROR', 'Member amount error'],
      ['discountDeduction', -100, 'DISCOUNT_AMOUNT_ERROR', 'Discount amount error'],
    ] as const;
    for (const [field, value, key, msg] of cases) {
      const body = await createBill(t, d.token, frontDesk(d, { [field]: value }));
      expectError(body, key, field);
      expect(body.msg).toBe(msg);
    }
  });

  it('needs at least one staff line naming a staff member or a temporary employee', async () => {
    const d = await buildDesk(t);
    expectError(await createBill(t, d.token, frontDesk(d, { staff: [] })), 'STAFF_REQUIRED', 'staff');
    expectError(await createBill(t, d.token, frontDesk(d, { staff: undefined })), 'STAFF_REQUIRED', 'staff');
    expectError(
      await createBill(t, d.token, frontDesk(d, { staff: [{ amount: 3_000 }] })),
      'STAFF_REQUIRED',
      'staff.0.shopAccountId',
    );
    expectError(
      await createBill(t, d.token, frontDesk(d, { staff: [{ tempPhone: '333 1', amount: 3_000 }] })),
      'FIELD_REQUIRED',
      'staff.0.tempName',
    );
    expectError(
      await createBill(
        t,
        d.token,
        frontDesk(d, { staff: [{ shopAccountId: d.anna.id, tempName: 'X', amount: 3_000 }] }),
      ),
      'CHECK_INPUT',
      'staff.0.tempName',
    );
  });

  it("refuses a staff member who cannot bill: another shop's, resigned, deleted, financeFlag 1, an old temporary", async () => {
    const d = await buildDesk(t);
    const foreign = await buildStaff(t);
    const resigned = await buildStaff(t, { shopId: d.shopId });
    await markDeparted(t.deps.db, resigned, t.clock.now());
    const deleted = await buildStaff(t, { shopId: d.shopId, deletedAt: t.clock.now() });
    const noBilling = await buildStaff(t, { shopId: d.shopId, financeFlag: 1 });
    const oldTemp = await buildStaff(t, {
      shopId: d.shopId,
      accountType: 3,
      staffType: 3,
      createdAt: new Date('2026-11-01T10:00:00Z'),
    });
    for (const staff of [foreign, resigned, deleted, noBilling, oldTemp]) {
      const lines = [
        { shopAccountId: d.anna.id, amount: 1_000 },
        { shopAccountId: staff.id, amount: 2_000 },
      ];
      expectError(await createBill(t, d.token, frontDesk(d, { staff: lines })), 'NOT_FOUND', 'staff.1.shopAccountId');
    }
    expect(await countBills(t, d.shopId)).toBe(2);
  });

  it("answers 'The staff member already exists!' for one staff member twice, or one temporary phone twice", async () => {
    const d = await buildDesk(t);
    const twice = [
      { shopAccountId: d.anna.id, amount: 1_000 },
      { shopAccountId: d.anna.id, amount: 2_000 },
    ];
    const body = await createBill(t, d.token, frontDesk(d, { staff: twice }));
    expectError(body, 'STAFF_EXISTS', 'staff.1.shopAccountId');
    expect(body.msg).toBe('The staff member already exists!');
    const temps = [
      { tempName: 'A', tempPhone: '333 999 0000', amount: 1_000 },
      { tempName: 'B', tempPhone: '3339990000', amount: 2_000 },
    ];
    expectError(await createBill(t, d.token, frontDesk(d, { staff: temps })), 'STAFF_EXISTS', 'staff.1.tempPhone');
  });

  it('refuses lines that do not add up to the total, and a total of 0', async () => {
    const d = await buildDesk(t);
    const lines = [
      { shopAccountId: d.anna.id, amount: 1_000 },
      { shopAccountId: d.bruno.id, amount: 2_000 },
    ];
    const body = await createBill(t, d.token, frontDesk(d, { staff: lines, totalAmount: 3_001 }));
    expectError(body, 'STAFF_SUM_MISMATCH', 'totalAmount');
    expect(body.msg).toBe('The total amount does not match the sum of individual staff amounts!');
    expect((await createBill(t, d.token, frontDesk(d, { staff: lines, totalAmount: 3_000 }))).code).toBe(0);
    const zero = [{ shopAccountId: d.anna.id, amount: 0 }];
    expectError(await createBill(t, d.token, frontDesk(d, { staff: zero })), 'AMOUNT_ERROR', 'totalAmount');
  });

  it("answers 'This product has already been selected!' and refuses deleted or other shops' projects", async () => {
    const d = await buildDesk(t);
    const body = await createBill(t, d.token, frontDesk(d, { productIds: [d.cut.id, d.color.id, d.cut.id] }));
    expectError(body, 'PRODUCT_SELECTED', 'productIds.2');
    expect(body.msg).toBe('This product has already been selected!');
    const deleted = await buildProduct(t, { shopId: d.shopId, delFlag: 1 });
    const foreign = await buildProduct(t);
    for (const product of [deleted, foreign]) {
      expectError(
        await createBill(t, d.token, frontDesk(d, { productIds: [d.cut.id, product.id] })),
        'NOT_FOUND',
        'productIds.1',
      );
    }
  });

  it("refuses another shop's customer, and a deleted one", async () => {
    const d = await buildDesk(t);
    const foreign = await buildCustomer(t);
    const deleted = await buildCustomer(t, { shopId: d.shopId, deletedAt: t.clock.now() });
    for (const customer of [foreign, deleted]) {
      expectError(await createBill(t, d.token, frontDesk(d, { customerId: customer.id })), 'NOT_FOUND', 'customerId');
    }
  });

  it("needs a member with an open member card for a member-card deduction ('Member amount error')", async () => {
    const d = await buildDesk(t);
    const regular = await walkIn(t, d);
    for (const customerId of [undefined, regular.id]) {
      const body = await createBill(t, d.token, frontDesk(d, { customerId, memberDeduction: 100 }));
      expectError(body, 'MEMBER_AMOUNT_ERROR', 'memberDeduction');
    }
  });

  it('needs a gift card number for a gift voucher, of an open gift card of this shop', async () => {
    const d = await buildDesk(t);
    expectError(
      await createBill(t, d.token, frontDesk(d, { giftVoucher: 100 })),
      'GIFT_CARD_AMOUNT_ERROR',
      'giftVoucher',
    );
    const other = await buildDesk(t);
    for (const giftCardNo of ['NOSUCHCARD', other.giftCard.cardNo, d.card.cardNo]) {
      expectError(
        await createBill(t, d.token, frontDesk(d, { giftVoucher: 100, giftCardNo })),
        'NOT_FOUND',
        'giftCardNo',
      );
    }
  });

  it("answers 'Cannot exceed total amount!' when the deductions pass the total, and allows them to equal it", async () => {
    const d = await buildDesk(t);
    const body = await createBill(t, d.token, frontDesk(d, { coupon: 2_000, discountDeduction: 1_001 }));
    expectError(body, 'EXCEED_TOTAL', 'totalAmount');
    expect(body.msg).toBe('Cannot exceed total amount!');
    const free = await billOf(t, d.token, frontDesk(d, { coupon: 2_000, discountDeduction: 1_000 }));
    expect(free).toMatchObject({ actualAmount: 0, cashAmount: 0 });
  });

  it('needs the cash and card parts to add up to the actual amount', async () => {
    const d = await buildDesk(t);
    expectError(
      await createBill(t, d.token, frontDesk(d, { cashAmount: 1_000, cardAmount: 1_999 })),
      'AMOUNT_ERROR',
      'cashAmount',
    );
    expect(await billOf(t, d.token, frontDesk(d, { cashAmount: 1_000, cardAmount: 2_000 }))).toMatchObject({
      cashAmount: 1_000,
      cardAmount: 2_000,
    });
  });

  it("answers 'Insufficient deduction amount!' past the card's balance and writes nothing", async () => {
    const d = await buildDesk(t);
    const before = await countBills(t, d.shopId);
    const staff = [{ shopAccountId: d.anna.id, amount: 20_000 }];
    const over = await createBill(
      t,
      d.token,
      frontDesk(d, { staff, customerId: d.customer.id, memberDeduction: 10_001 }),
    );
    expectError(over, 'INSUFFICIENT_DEDUCTION');
    expect(over.msg).toBe('Insufficient deduction amount!');
    const gift = { giftVoucher: 5_001, giftCardNo: d.giftCard.cardNo };
    expectError(await createBill(t, d.token, frontDesk(d, { staff, ...gift })), 'INSUFFICIENT_DEDUCTION');
    expect(await countBills(t, d.shopId)).toBe(before);
    expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 0 });
    expect((await cardRow(t, d.card.id)).availableBalance).toBe(10_000);
    const exact = await billOf(t, d.token, frontDesk(d, { staff, customerId: d.customer.id, memberDeduction: 10_000 }));
    expect(exact.memberDeduction).toBe(10_000);
    expect(await expectBalanced(t, d.card.id)).toBe(0);
  });

  it('needs a session and the front-desk menu', async () => {
    const d = await buildDesk(t);
    expect((await t.call('bill/create', frontDesk(d))).body.code).toBe(401);
    await expectMenuGuard(t, 'checkout', 'bill/create', async (shopId) => ({
      payType: 'cash',
      staff: [{ shopAccountId: (await buildStaff(t, { shopId })).id, amount: 1_000 }],
    }));
  });
});

describe('bill/create: recharges', () => {
  it("recharges a member's card through the prepaid ledger, with the bill's record time", async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, {
      orderType: 'memberRecharge',
      customerId: d.customer.id,
      rechargeAmount: 20_000,
      payType: 'card',
      reason: 'Promo',
    });
    expect(bill.billOrderNo).toMatch(/^R20261123\d{4}$/);
    expect(bill).toMatchObject({
      orderType: 'memberRecharge',
      status: 'paid',
      totalAmount: 20_000,
      actualAmount: 20_000,
      cardAmount: 20_000,
      memberCardNo: d.card.cardNo,
      giftCardNo: '',
      customerId: d.customer.id,
      customName: d.customer.name,
      recordTime: NOW_HHMM,
      reason: 'Promo',
      staff: [],
      products: [],
    });
    expect(await expectBalanced(t, d.card.id)).toBe(30_000);
  });

  it('recharges a gift card by number, making a new card when no number is sent', async () => {
    const d = await buildDesk(t);
    const topUp = await billOf(t, d.token, {
      orderType: 'giftCardRecharge',
      giftCardNo: d.giftCard.cardNo,
      rechargeAmount: 1_000,
      payType: 'cash',
    });
    expect(topUp).toMatchObject({ giftCardNo: d.giftCard.cardNo, memberCardNo: '', totalAmount: 1_000 });
    expect(await expectBalanced(t, d.giftCard.id)).toBe(6_000);
    const fresh = await billOf(t, d.token, {
      orderType: 'giftCardRecharge',
      phone: '333 777 8888',
      rechargeAmount: 2_500,
      payType: 'cash',
      status: 'unpaid',
    });
    expect(fresh).toMatchObject({ status: 'unpaid', customPhone: '333 777 8888' });
    expect(fresh.giftCardNo).toMatch(/^GC\d{6}$/);
  });

  it('refuses staff lines, projects or deductions on a recharge, and a member recharge without a customer', async () => {
    const d = await buildDesk(t);
    const recharge = { orderType: 'memberRecharge', customerId: d.customer.id, rechargeAmount: 1_000, payType: 'cash' };
    const lines = [{ shopAccountId: d.anna.id, amount: 1_000 }];
    expectError(await createBill(t, d.token, { ...recharge, staff: lines }), 'CHECK_INPUT', 'staff');
    expectError(await createBill(t, d.token, { ...recharge, productIds: [d.cut.id] }), 'CHECK_INPUT', 'productIds');
    expectError(await createBill(t, d.token, { ...recharge, coupon: 100 }), 'CHECK_INPUT', 'coupon');
    expectError(await createBill(t, d.token, { ...recharge, customerId: undefined }), 'FIELD_REQUIRED', 'customerId');
    expectError(await createBill(t, d.token, { ...recharge, rechargeAmount: 0 }), 'AMOUNT_ERROR', 'rechargeAmount');
    const regular = await walkIn(t, d);
    expectError(await createBill(t, d.token, { ...recharge, customerId: regular.id }), 'NON_MEMBER_RECHARGE');
    const gift = { orderType: 'giftCardRecharge', rechargeAmount: 1_000, payType: 'cash' };
    expectError(await createBill(t, d.token, { ...gift, giftCardNo: d.card.cardNo }), 'CHECK_INPUT', 'giftCardNo');
    expectError(await createBill(t, d.token, { ...gift, giftCardNo: 'bad no!' }), 'CHECK_INPUT', 'giftCardNo');
    const foreign = await buildCustomer(t);
    expectError(await createBill(t, d.token, { ...recharge, customerId: foreign.id }), 'NOT_FOUND', 'customerId');
  });
});

describe('bill/updateOrderStatus', () => {
  it('pays an unpaid front-desk order once: its cards, customer and visits follow; a second time is CONFLICT', async () => {
    const d = await buildDesk(t);
    const unpaid = await billOf(
      t,
      d.token,
      frontDesk(d, { status: 'unpaid', customerId: d.customer.id, memberDeduction: 1_000, productIds: [d.color.id] }),
    );
    t.clock.advance(60_000);
    try {
      const { body } = await t.call(
        'bill/updateOrderStatus',
        { billId: unpaid.id, status: 'paid', transactionId: 'TX-1' },
        { token: d.token },
      );
      expect(dataOf<TBill>(body)).toMatchObject({
        status: 'paid',
        transactionId: 'TX-1',
        paidTime: t.clock.now().toISOString(),
        version: 2,
      });
      expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({ billId: unpaid.id, changeAmount: -1_000 });
      expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 1, totalSpend: 3_000 });
      expect(await visitRows(t, d.customer.id)).toHaveLength(1);
      const again = await t.call('bill/updateOrderStatus', { billId: unpaid.id, status: 'paid' }, { token: d.token });
      expectError(again.body, 'CONFLICT');
      expect(again.body.code).toBe(409);
      expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 1 });
      expect(await expectBalanced(t, d.card.id)).toBe(9_000);
    } finally {
      t.clock.advance(-60_000);
    }
  });

  it('can still fail with Insufficient deduction amount!, leaving the order unpaid', async () => {
    const d = await buildDesk(t);
    const staff = [{ shopAccountId: d.anna.id, amount: 9_000 }];
    const unpaid = await billOf(
      t,
      d.token,
      frontDesk(d, { staff, status: 'unpaid', customerId: d.customer.id, memberDeduction: 9_000 }),
    );
    await billOf(t, d.token, frontDesk(d, { staff, customerId: d.customer.id, memberDeduction: 9_000 }));
    const { body } = await t.call('bill/updateOrderStatus', { billId: unpaid.id, status: 'paid' }, { token: d.token });
    expectError(body, 'INSUFFICIENT_DEDUCTION');
    expect(await billRow(t, unpaid.id)).toMatchObject({ status: 'unpaid', paidAt: null });
  });

  it('credits an unpaid recharge through the prepaid ledger', async () => {
    const d = await buildDesk(t);
    const unpaid = await billOf(t, d.token, {
      orderType: 'memberRecharge',
      customerId: d.customer.id,
      rechargeAmount: 5_000,
      payType: 'cash',
      status: 'unpaid',
    });
    expect(await expectBalanced(t, d.card.id)).toBe(10_000);
    const { body } = await t.call('bill/updateOrderStatus', { billId: unpaid.id, status: 'paid' }, { token: d.token });
    expect(dataOf<TBill>(body)).toMatchObject({ status: 'paid', orderType: 'memberRecharge' });
    expect(await expectBalanced(t, d.card.id)).toBe(15_000);
  });

  it("refuses another shop's bill, 'unpaid' as a status, and callers without a session or the menu", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    const foreign = await billOf(t, other.token, frontDesk(other, { status: 'unpaid' }));
    const call = (body: Record<string, unknown>) => t.call('bill/updateOrderStatus', body, { token: d.token });
    expectError((await call({ billId: foreign.id, status: 'paid' })).body, 'NOT_FOUND', 'billId');
    expectError((await call({ billId: foreign.id, status: 'unpaid' })).body, 'CHECK_INPUT', 'status');
    expect((await t.call('bill/updateOrderStatus', { billId: foreign.id, status: 'paid' })).body.code).toBe(401);
    await expectMenuGuard(t, 'checkout', 'bill/updateOrderStatus', async (shopId) => {
      const staff = await buildStaff(t, { shopId });
      const owner = await buildOwner(t, { shopId });
      const bill = await billOf(t, owner.token, {
        payType: 'cash',
        status: 'unpaid',
        staff: [{ shopAccountId: staff.id, amount: 1_000 }],
      });
      return { billId: bill.id, status: 'paid' };
    });
  });
});

describe('bill/updateOrderTransactionId', () => {
  it('stores the transaction id on an order of any status', async () => {
    const d = await buildDesk(t);
    const paid = await billOf(t, d.token, frontDesk(d));
    const unpaid = await billOf(t, d.token, frontDesk(d, { status: 'unpaid' }));
    for (const bill of [paid, unpaid]) {
      const { body } = await t.call(
        'bill/updateOrderTransactionId',
        { billId: bill.id, transactionId: `TX-${bill.id}` },
        { token: d.token },
      );
      expect(dataOf<TBill>(body)).toMatchObject({ id: bill.id, transactionId: `TX-${bill.id}`, status: bill.status });
    }
  });

  it("refuses a missing id, another shop's bill, and callers without a session or the menu", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    const foreign = await billOf(t, other.token, frontDesk(other));
    const call = (body: Record<string, unknown>, token = d.token) =>
      t.call('bill/updateOrderTransactionId', body, { token });
    expectError((await call({ billId: foreign.id })).body, 'FIELD_REQUIRED', 'transactionId');
    expectError((await call({ billId: foreign.id, transactionId: 'X' })).body, 'NOT_FOUND', 'billId');
    expect((await billRow(t, foreign.id)).transactionId).toBeNull();
    expect((await t.call('bill/updateOrderTransactionId', { billId: foreign.id, transactionId: 'X' })).body.code).toBe(
      401,
    );
    await expectMenuGuard(t, 'checkout', 'bill/updateOrderTransactionId', async (shopId) => {
      const staff = await buildStaff(t, { shopId });
      const owner = await buildOwner(t, { shopId });
      const bill = await billOf(t, owner.token, {
        payType: 'cash',
        staff: [{ shopAccountId: staff.id, amount: 1_000 }],
      });
      return { billId: bill.id, transactionId: 'TX' };
    });
  });
});

describe('lines and the database', () => {
  it('stores one line per staff member with its position; the lines add up to the total', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, {
        staff: [
          { shopAccountId: d.bruno.id, amount: 1_000 },
          { shopAccountId: d.anna.id, amount: 2_500 },
        ],
      }),
    );
    const rows = await lineRows(t, bill.id);
    expect(rows.map((r) => [r.accountId, r.position, r.amount])).toEqual([
      [d.bruno.id, 0, 1_000],
      [d.anna.id, 1, 2_500],
    ]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe((await billRow(t, bill.id)).totalAmount);
  });
});
