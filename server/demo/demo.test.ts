import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TCashQuerySessionListOutput } from '../../contract/cash-device';
import { type TDesign, type TDesignSummary, ZDesignDocument } from '../../contract/marketing-images';
import { rowsOf } from '../http/session.repo';
import { useTestApp } from '../test/fixture';
import { DEMO_BRANCH_LOGIN, DEMO_LOGIN, DEMO_NAVIGLI_LOGIN, seedDemo } from './demo.seed';
import { DEMO_STAFF_LOGINS } from './demo-setup.seed';

const t = useTestApp();

/** The first of the four detailed weeks with the test clock (Monday 23 November 2026); the history lies before it. */
const DETAILED_FROM = '2026-10-26';

const login = async (credentials: { account: string; password: string }) => {
  const res = await t.call('h5/login', credentials);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return (res.body.data as { token: string; user: { id: number } }).token;
};

describe('the demo chain', () => {
  it('is created once, on an empty database, and its owners, manager and technician log in', async () => {
    expect(await seedDemo(t.deps.db, t.clock.now())).toBe(true);
    expect(await seedDemo(t.deps.db, t.clock.now())).toBe(false);
    await login(DEMO_BRANCH_LOGIN);
    await login(DEMO_STAFF_LOGINS.manager);
    const owner = await login(DEMO_LOGIN);

    const staff = await t.call('account/queryMemList', {}, { token: owner });
    const list = (staff.body.page as { list: { name: string; status: string; type: number }[] }).list;
    // Six staff with the owner, one resigned, and the temporary employee of the demo's bookkeeping.
    expect(list).toHaveLength(8);
    expect(list.filter((s) => s.status === 'resigned').map((s) => s.type)).toEqual([4]);
    expect(list.filter((s) => s.type === 3).map((s) => s.name)).toEqual(['Anna Ferraro']);
    const technicians = await t.call('account/queryMemList', { appointFlag: 0 }, { token: owner });
    expect((technicians.body.page as { list: unknown[] }).list).toHaveLength(6);

    const types = await t.call('productType/queryProductTypeList', {}, { token: owner });
    expect((types.body.page as { list: unknown[] }).list).toHaveLength(3);
    const projects = await t.call('product/queryProductList', { limit: 100 }, { token: owner });
    expect((projects.body.page as { totalCount: number }).totalCount).toBe(12);

    const holidays = await t.call('shopWorkHoliday/queryShopWorkHoliday', {}, { token: owner });
    expect((holidays.body.page as { totalCount: number }).totalCount).toBe(1);
    const week = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: owner });
    const days = (week.body.data as { list: { week: number; open: string; close: string }[] }).list;
    expect(days.find((d) => d.week === 2)).toMatchObject({ open: '09:00', close: '19:30' });
    expect(days.find((d) => d.week === 7)).toMatchObject({ open: '', close: '' });
  });

  it('has two branches, each with its own manager login, listed after the headquarters', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const owner = await login(DEMO_LOGIN);
    const chain = await t.call('shop/queryBranchShopList', {}, { token: owner });
    const shops = chain.body.data as { shopName: string; shopHeadquarter: number; account: string }[];
    expect(shops.map((s) => [s.shopName, s.shopHeadquarter, s.account])).toEqual([
      ['Demo Salon', 0, DEMO_LOGIN.account],
      ['Demo Salon Centro', 1, DEMO_BRANCH_LOGIN.account],
      ['Demo Salon Navigli', 1, DEMO_NAVIGLI_LOGIN.account],
    ]);
    const navigli = await t.call('h5/login', DEMO_NAVIGLI_LOGIN, { ip: '10.9.9.9' });
    expect(navigli.body.data).toMatchObject({ user: { accountType: 1, shopName: 'Demo Salon Navigli' } });
  });

  it('gives the technician with a login only the appointment and customer menus', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const token = await login(DEMO_STAFF_LOGINS.technician);
    const menus = await t.call('userMenu/getUserMenus', {}, { token });
    const topLevel = (menus.body.data as { userMenus: { menuType: number; path: string }[] }).userMenus
      .filter((m) => m.menuType === 0)
      .map((m) => m.path);
    expect(topLevel).toEqual([
      '/frame/controlPad',
      '/frame/appointNew/:date',
      '/frame/chooseCustomerPage',
      '/frame/payDetail',
    ]);
    const refused = await t.call('account/createMem', { name: 'Nuova' }, { token });
    expect(refused.body.errorKey).toBe('PERMISSION_DENIED');
  });

  it('has customers, members whose card balances equal their ledgers, blacklist, rules, gift cards and visits', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    expect(await count(sql`select count(*)::int as n from customers`)).toBe(60);
    expect(await count(sql`select count(*)::int as n from customers where vip_flag = 1`)).toBe(15);
    expect(await count(sql`select count(*)::int as n from prepay_cards where kind = 'member'`)).toBe(15);
    expect(await count(sql`select count(*)::int as n from prepay_cards where kind = 'gift'`)).toBe(5);
    expect(await count(sql`select count(*)::int as n from customer_blacklist`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from recharge_rules`)).toBe(4);
    expect(await count(sql`select count(distinct duty_flag)::int as n from customer_visits`)).toBe(3);
    // A family shares one phone: both customers are found by it.
    expect(await count(sql`select count(*)::int as n from customers where phone = '347 200 0000'`)).toBe(2);
    const mismatched = await count(
      sql`select count(*)::int as n from prepay_cards c
          where c.available_balance <> (select coalesce(sum(l.change_amount), 0) from prepay_ledger l where l.card_id = c.id)`,
    );
    expect(mismatched).toBe(0);
  });

  it('books the days around today across the technicians: temporary, member and app kinds, a no-show, past ones, an overlap', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    // The detailed weeks; the history's appointments lie before them.
    const week = sql`day >= ${DETAILED_FROM}`;
    expect(await count(sql`select count(*)::int as n from appointments where ${week}`)).toBe(17);
    expect(await count(sql`select count(distinct account_id)::int as n from appointments where ${week}`)).toBe(5);
    expect(await count(sql`select count(distinct kind)::int as n from appointments where ${week}`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from appointments where kind = 'app'`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from appointments where lost_flag = 1`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from appointments where is_overlap = 1 and lane = 1`)).toBe(1);
    const logs = (operType: string) =>
      sql`select count(*)::int as n from appointment_logs l join appointments a on a.id = l.appointment_id
          where l.oper_type = ${operType} and a.day >= ${DETAILED_FROM}`;
    expect(await count(logs('H5_ADD'))).toBe(15);
    expect(await count(logs('APP_ADD'))).toBe(2);
    // Around the test clock's Monday 23 November 2026: some days past (arrived, bar the no-show), some to come.
    expect(
      await count(sql`select count(*)::int as n from appointments where ${week} and day < '2026-11-23'`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from appointments where day > '2026-11-23'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from appointments where day < '2026-11-23' and arrived_flag = 0`),
    ).toBe(1);
  });

  it('sends SMS reminders: on, with SMS to spend, and planned for the coming appointments of customers with a phone', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    const owner = await login(DEMO_LOGIN);
    const settings = await t.call('setup/alertMsg/queryList', {}, { token: owner });
    expect(settings.body.data).toEqual({ enabled: '1', immediate: '1', leadMinutes: [1440, 120] });
    const planned = await count(sql`select count(*)::int as n from appointment_sms`);
    expect(planned).toBeGreaterThan(0);
    // Only advance reminders still ahead, of active appointments with a phone, each with its queued job.
    expect(
      await count(sql`select count(*)::int as n from appointment_sms s
        join appointments a on a.shop_id = s.shop_id and a.id = s.appointment_id
        join jobs j on j.shop_id = s.shop_id and j.id = s.job_id
        where s.kind = 'advance' and s.status = 'scheduled' and j.status = 'queued' and j.run_at = s.send_at
          and s.send_at > ${t.clock.now().toISOString()}::timestamptz
          and a.custom_phone <> '' and a.del_flag = 0 and a.lost_flag = 0`),
    ).toBe(planned);
  });
});

describe('the demo bookkeeping', () => {
  it('has four weeks of bills that add up, with card deductions, an edit, a transfer, an unpaid order and a temp', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    const frontDesk = sql`select count(*)::int as n from bills where order_type = 'frontDesk'`;
    expect(await count(frontDesk)).toBeGreaterThan(80);
    expect(
      await count(sql`select count(distinct bill_day)::int as n from bills b
        where order_type = 'frontDesk' and bill_day >= '2026-10-26' and exists (select 1 from bill_lines l where l.bill_id = b.id)`),
    ).toBeGreaterThanOrEqual(19);
    expect(await count(sql`select count(distinct account_id)::int as n from bill_lines`)).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        sql`select count(*)::int as n from bills where order_type = 'frontDesk' and member_deduction > 0 and bill_day >= '2026-10-26'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from bills where gift_voucher > 0 and bill_day >= '2026-10-26'`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from bill_line_changes where kind = 'edit'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from bill_line_changes where kind = 'transfer'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from bills where status = 'unpaid'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from appointments where bill_id is not null`)).toBeGreaterThan(0);
    // Every front-desk bill's staff lines add up to its total, and every card to its ledger.
    expect(
      await count(sql`select count(*)::int as n from bills b where order_type = 'frontDesk'
        and total_amount <> (select coalesce(sum(amount), 0) from bill_lines l where l.bill_id = b.id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from prepay_cards c
        where c.available_balance <> (select coalesce(sum(l.change_amount), 0) from prepay_ledger l where l.card_id = c.id)`),
    ).toBe(0);

    // The accountType 2 manager reads the finance table without the internal password, and without its totals.
    const manager = await login(DEMO_STAFF_LOGINS.manager);
    const table = await t.call('bill/queryBillList', { billDay: '2026-11-21', limit: 5000 }, { token: manager });
    expect(table.body).toMatchObject({ code: 0, staticOrder: null });
    const columns = (table.body.page as { list: { accountType: number; billDetList: unknown[] }[] }).list;
    expect(columns.some((c) => c.accountType === 3 && c.billDetList.length === 1)).toBe(true);
  });
});

describe('the demo history', () => {
  it('has about 14 months of lighter, paid front-desk bills before the detailed weeks, with a shape', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.deps.db.execute(query))[0];
    const count = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;
    // The history's bills: the front-desk ones before the detailed weeks, bar the customers seed's card consumptions.
    const history = sql`b.order_type = 'frontDesk' and b.bill_day < ${DETAILED_FROM} and b.card_id is null and b.gift_card_id is null`;
    // From 1 September 2025: 13 months and more before the detailed weeks, and every month since has bills.
    const span = await one<{ first: string; months: number; withBills: number }>(
      sql`select min(bill_day)::text as first,
                 (select count(*)::int from generate_series(date_trunc('month', min(bill_day)), '2026-11-01', '1 month')) as months,
                 count(distinct date_trunc('month', bill_day))::int as "withBills"
            from bills b where b.order_type = 'frontDesk'`,
    );
    expect(span.first <= '2025-09-26').toBe(true);
    expect(span).toMatchObject({ first: '2025-09-02', months: 15, withBills: 15 });
    // Lighter than the detailed weeks, and all paid at the desk in cash, by card or both, with no deduction.
    const perDay = async (where: ReturnType<typeof sql>) =>
      (
        await one<{ perDay: number }>(
          sql`select (count(*)::float / count(distinct bill_day)) as "perDay" from bills b where ${where}`,
        )
      ).perDay;
    const historyPerDay = await perDay(history);
    expect(historyPerDay).toBeGreaterThan(3);
    expect(historyPerDay).toBeLessThan(
      await perDay(sql`b.order_type = 'frontDesk' and b.bill_day >= ${DETAILED_FROM} and b.appointment_id is null`),
    );
    expect(
      await count(sql`select count(*)::int as n from bills b where ${history}
        and (b.status <> 'paid' or b.actual_amount <> b.total_amount or b.customer_count <> 1 or b.pay_type = 'other')`),
    ).toBe(0);
    // Closed on Sunday, Monday and the public holidays; inside the hours (Saturday until 18:00).
    expect(
      await count(sql`select count(*)::int as n from bills b where ${history}
        and (extract(isodow from b.bill_day) in (1, 7) or to_char(b.bill_day, 'MM-DD') in ('12-25', '12-26', '01-01', '08-15')
             or b.record_min < 540 or b.record_min >= 1170)`),
    ).toBe(0);
    // December is busier than January, August the quietest month; Saturdays busier than Tuesdays; growth year on year.
    const month = async (m: string) =>
      count(sql`select count(*)::int as n from bills b where ${history} and to_char(b.bill_day, 'YYYY-MM') = ${m}`);
    expect(await month('2025-12')).toBeGreaterThan(await month('2026-01'));
    expect(await month('2026-08')).toBeLessThan(await month('2026-07'));
    expect(await month('2026-09')).toBeGreaterThan(await month('2025-09'));
    const weekday = (d: number) =>
      count(sql`select count(*)::int as n from bills b where ${history} and extract(isodow from b.bill_day) = ${d}`);
    expect(await weekday(6)).toBeGreaterThan(await weekday(2));

    // For a month, the staff lines add up to the bills' totals, and the projects are the shop's at their prices.
    const march = await one<{ lines: number; totals: number; projects: number }>(
      sql`select (select sum(l.amount)::bigint from bill_lines l join bills b on b.shop_id = l.shop_id and b.id = l.bill_id
                   where ${history} and to_char(b.bill_day, 'YYYY-MM') = '2026-03') as lines,
                 (select sum(b.total_amount)::bigint from bills b where ${history} and to_char(b.bill_day, 'YYYY-MM') = '2026-03') as totals,
                 (select sum(p.unit_price)::bigint from bill_products p join bills b on b.shop_id = p.shop_id and b.id = p.bill_id
                   join products x on x.shop_id = p.shop_id and x.id = p.product_id and x.name = p.product_name and x.unit_price = p.unit_price
                   where ${history} and to_char(b.bill_day, 'YYYY-MM') = '2026-03') as projects`,
    );
    expect(Number(march.totals)).toBeGreaterThan(0);
    expect(Number(march.lines)).toBe(Number(march.totals));
    expect(Number(march.projects)).toBe(Number(march.totals));
  });

  it("numbers every shop's bills 1..n without a gap, the history first in bill-date order", async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const shops = rowsOf<{
      shopId: number;
      n: number;
      distinctNos: number;
      first: number;
      last: number;
      badForm: number;
      counter: number;
    }>(
      await t.deps.db.execute(sql`
        select b.shop_id as "shopId", count(*)::int as n, count(distinct substr(b.bill_order_no, 10))::int as "distinctNos",
               min(substr(b.bill_order_no, 10)::int) as first, max(substr(b.bill_order_no, 10)::int) as last,
               count(*) filter (where b.bill_order_no !~ '^[BR][0-9]{8}[0-9]{4,}$'
                 or substr(b.bill_order_no, 2, 8) <> to_char(b.bill_day, 'YYYYMMDD')
                 or left(b.bill_order_no, 1) <> case when b.order_type = 'frontDesk' then 'B' else 'R' end)::int as "badForm",
               (select value::int from shop_counters c where c.shop_id = b.shop_id and c.name = 'bill') as counter
          from bills b group by b.shop_id`),
    );
    expect(shops.length).toBeGreaterThan(0);
    for (const shop of shops) {
      expect(shop).toEqual({ ...shop, distinctNos: shop.n, first: 1, last: shop.n, badForm: 0, counter: shop.n });
    }
    // Up to the detailed weeks, a later bill day never has a smaller number.
    const disorder = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`
        select count(*)::int as n from (
          select bill_day, substr(bill_order_no, 10)::int as no,
                 lag(bill_day) over (partition by shop_id order by substr(bill_order_no, 10)::int) as before
            from bills where bill_day < ${DETAILED_FROM}) x
         where x.before > x.bill_day`),
    )[0].n;
    expect(disorder).toBe(0);
  });

  it('books part of the history on the board: arrived, billed both ways, with projects, never overlapping', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    const booked = await count(sql`select count(*)::int as n from appointments where day < ${DETAILED_FROM}`);
    expect(booked).toBeGreaterThan(300);
    expect(
      await count(sql`select count(*)::int as n from appointments a
        join bills b on b.shop_id = a.shop_id and b.id = a.bill_id and b.appointment_id = a.id
        where a.day < ${DETAILED_FROM} and a.arrived_flag = 1 and a.del_flag = 0 and a.lost_flag = 0 and b.bill_day = a.day
          and b.record_min = a.start_min
          and a.duration_min = (select sum(p.duration_min) from appointment_products p where p.shop_id = a.shop_id and p.appointment_id = a.id)
          and exists (select 1 from appointment_logs l where l.appointment_id = a.id and l.oper_type = 'H5_ADD' and l.created_at < b.paid_at)`),
    ).toBe(booked);
    // The board's change log has the days the history touched (migration 0010's trigger).
    expect(await count(sql`select count(distinct day)::int as n from board_changes where day < ${DETAILED_FROM}`)).toBe(
      await count(sql`select count(distinct day)::int as n from appointments where day < ${DETAILED_FROM}`),
    );
    // The regulars' figures stay plausible: every paid bill of theirs is a visit, and none is after their last visit.
    expect(
      await count(sql`select count(*)::int as n from customers c where c.vip_flag = 0 and c.visit_count <
        (select count(*) from bills b where b.shop_id = c.shop_id and b.customer_id = c.id and b.status = 'paid')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from bills b join customers c on c.shop_id = b.shop_id and c.id = b.customer_id
        where b.bill_day < ${DETAILED_FROM} and b.order_type = 'frontDesk' and b.card_id is null
          and (c.last_visit_at is null or b.paid_at > c.last_visit_at)`),
    ).toBe(0);
  });
});

describe('the demo purchases', () => {
  it('has a monthly plan 13 months ago, an SMS pack 20 days ago and the yearly plan paid now, each settled once', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await t.deps.db.execute(query))[0].n;
    const owner = await login(DEMO_LOGIN);
    const records = await t.call('orders/queryOrderList', {}, { token: owner });
    const list = (records.body.page as { list: Record<string, unknown>[] }).list;
    expect(list.map((o) => [o.kind, o.goodsType, o.smsNums, o.total_fee, o.pay_type, o.status, o.paid_time])).toEqual([
      ['plan', 'yearly', null, 99900, 'sandbox', 'paid', '2026-11-23T09:00:00.000Z'],
      ['sms', null, 500, 6500, 'sandbox', 'paid', '2026-11-03T09:00:00.000Z'],
      // 13 calendar months before 23 November 2026, 10:00 in Milan: 23 October 2025, 10:00 (summer time there).
      ['plan', 'monthly', null, 9900, 'sandbox', 'paid', '2025-10-23T08:00:00.000Z'],
    ]);
    expect(list[0]).toMatchObject({ subject: 'Renewal: yearly plan', validUntil: '2027-11-23T09:00:00.000Z' });
    // The subject is shown in the reader's language.
    const italian = await t.call('orders/queryOrderList', { kind: 'sms' }, { token: owner, language: 'it-IT' });
    expect((italian.body.page as { list: { subject: string }[] }).list[0].subject).toBe('Pacchetto SMS: 500 SMS');
    // Each paid through the wallet and settled by its signed notification.
    expect(await count(sql`select count(*)::int as n from sandbox_wallet_payments`)).toBe(3);
    expect(await count(sql`select count(*)::int as n from payment_notifications where outcome = 'settled'`)).toBe(3);
    const shop = await t.call('shop/query', {}, { token: owner });
    expect(shop.body.data).toMatchObject({ goodsType: 'yearly', trialFlag: 0, expireTime: '2027-11-23T09:00:00.000Z' });
  });
});

describe('the demo invitations', () => {
  it('has invitations: two invited shops, one reward claimed, one waiting, and a withdrawal paid out', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const owner = await login(DEMO_LOGIN);
    const rule = await t.call('invitation/queryInviterRule', {}, { token: owner });
    expect(rule.body.data).toMatchObject({
      isPaidShop: true,
      availableAmount: 2000,
      unclaimedAmount: 4000,
      withdrawingAmount: 0,
      withdrawnAmount: 2000,
    });
    expect((rule.body.data as { invitationCode: string }).invitationCode).not.toBe('');
    const records = await t.call('invitation/queryInvitationRecords', {}, { token: owner });
    expect((records.body.page as { list: unknown[] }).list).toMatchObject([
      { shopName: 'Beauty Sole', status: 'unclaimed', rewardAmount: 4000 },
      { shopName: 'Salone Luna', status: 'claimed', rewardAmount: 4000 },
    ]);
    const withdrawals = await t.call('invitation/queryWithdrawList', {}, { token: owner });
    expect((withdrawals.body.page as { list: unknown[] }).list).toMatchObject([{ amount: 2000, status: 'paid' }]);
  });
});

describe('the demo stock', () => {
  it('has three types and twenty items at the headquarters, three of them low, and a smaller stock at Centro', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const owner = await login(DEMO_LOGIN);
    const types = await t.call('inventoryType/queryInventoryTypeList', { limit: 100 }, { token: owner });
    expect(
      (types.body.page as { list: { name: string; inventoryCount: number }[] }).list.map((x) => x.inventoryCount),
    ).toEqual([7, 7, 6]);
    const alert = await t.call('inventory/queryInventoryAlert', { curPage: 1, key: '', limit: 500 }, { token: owner });
    const low = (alert.body.page as { list: { inventoryName: string; amountCanUse: number; notifyAmount: number }[] })
      .list;
    expect(low).toHaveLength(3);
    for (const item of low) expect(item.amountCanUse).toBeLessThan(item.notifyAmount);

    const items = await t.call('inventory/queryInventoryList', { limit: 100 }, { token: owner });
    const list = (items.body.page as { list: { id: number; amount: number; amountMax: number; tags: unknown[] }[] })
      .list;
    expect(list.filter((i) => i.tags.length > 0)).toHaveLength(3);
    const history = await t.call(
      'inventoryMovement/queryList',
      { inventoryId: list[0].id, limit: 50 },
      { token: owner },
    );
    const moves = (history.body.page as { list: { changeAmount: number; amountAfter: number }[] }).list;
    expect(moves).toHaveLength(5);
    expect(moves.reduce((sum, m) => sum + m.changeAmount, 0)).toBe(list[0].amount);
    expect(Math.max(...moves.map((m) => m.amountAfter))).toBe(list[0].amountMax);

    const centro = await login(DEMO_BRANCH_LOGIN);
    const branch = await t.call('inventory/queryInventoryList', { limit: 100 }, { token: centro });
    expect((branch.body.page as { totalCount: number }).totalCount).toBe(4);
    const branchAlert = await t.call('inventory/queryInventoryAlert', {}, { token: centro });
    expect((branchAlert.body.page as { totalCount: number }).totalCount).toBe(0);
  });

  it('has the headquarters’ cash machine activated, refilled, with a paid and a cancelled session', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const owner = await login(DEMO_LOGIN);
    const shop = await t.call('shop/query', {}, { token: owner });
    expect(shop.body.data).toMatchObject({ cashDeviceFlag: 1, cashDeviceIp: '127.0.0.1' });
    const list = await t.call(
      'cashDevice/querySessionList',
      { startDay: '2026-11-20', endDay: '2026-11-23' },
      { token: owner },
    );
    const data = list.body.data as TCashQuerySessionListOutput;
    expect(data.sessions.map((s) => s.outcome)).toEqual(['paid', 'cancelled', 'paid']);
    expect(data.refills.map((r) => r.refillAmount)).toEqual([6_000]);
    expect(data.totals).toMatchObject({ refunded: 1_000, toSettle: 0, open: 0 });
    expect(data.totals.paid).toBe(data.sessions[0].amount * 2);
    const navigli = await login(DEMO_NAVIGLI_LOGIN);
    expect((await t.call('shop/query', {}, { token: navigli })).body.data).toMatchObject({ cashDeviceFlag: 0 });
  });
});

describe('the demo marketing designs', () => {
  it('has the recharge offer as a square post and the holiday hours as an A4 poster, in Italian, headquarters only', async () => {
    await seedDemo(t.deps.db, t.clock.now());
    const owner = await login(DEMO_LOGIN);
    const answer = await t.call('marketingImage/queryList', {}, { token: owner });
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
    const page = answer.body.page as { list: TDesignSummary[]; totalCount: number };
    expect(page.totalCount).toBe(2);
    expect(page.list.map((d) => [d.name, d.templateId, d.size, d.previewUrl, d.imageUrls])).toEqual([
      ['Orari delle feste', 'holiday-hours', 'a4', '', []],
      ['Offerta ricarica 500', 'recharge-offer', 'square', '', []],
    ]);

    const textsOf = async (id: number) => {
      const read = await t.call('marketingImage/queryById', { id }, { token: owner });
      expect(read.body.code, JSON.stringify(read.body)).toBe(0);
      const document = ZDesignDocument.parse((read.body.data as TDesign).document);
      expect(document.elements.some((e) => e.type === 'image' || e.type === 'qr')).toBe(false);
      return { document, texts: document.elements.flatMap((e) => (e.type === 'text' ? [e.text] : [])) };
    };
    const poster = await textsOf(page.list[0].id);
    expect(poster.document.size).toBe('a4');
    // The test clock's next Christmas: Friday 25 and Saturday 26 December 2026; the shop's week below.
    expect(poster.texts).toEqual(
      expect.arrayContaining([
        'Demo Salon',
        'Orari delle feste',
        'Natale 2026',
        'Chiuso venerdì 25 e sabato 26 dicembre',
        'Martedì–venerdì: 09:00–13:00 e 14:00–19:30\nSabato: 09:00–13:00 e 14:00–18:00\nLunedì e domenica: chiuso',
        'Via Torino 21, Milano',
        'Tel. 333 000 0001',
      ]),
    );
    const offer = await textsOf(page.list[1].id);
    expect(offer.document.size).toBe('square');
    // 'Ricarica 500' pays 500.00 and gives 100.00, written as Italian writes euros.
    const euros = (amount: string) =>
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(amount as `${number}`);
    expect(offer.texts).toEqual(
      expect.arrayContaining([
        'Demo Salon',
        `Ricarica ${euros('500.00')}`,
        `e ricevi ${euros('100.00')} in omaggio`,
        'Via Torino 21, Milano',
        'Tel. 333 000 0001',
      ]),
    );
    expect(euros('500.00')).toMatch(/^500,00\s€$/);

    const centro = await login(DEMO_BRANCH_LOGIN);
    const branch = await t.call('marketingImage/queryList', {}, { token: centro });
    expect((branch.body.page as { totalCount: number }).totalCount).toBe(0);
  });
});
