import { beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/worker';
import { useTestApp } from '../../test/fixture';
import { bookWithPhone, enableReminders, LATER_DAY } from '../appointment-reminders/appointment-reminders.test-kit';
import { noticeFor, orderOf, postNotice, useInjectedWallet } from '../payments/payments.test-kit';
import { buildBoard, type TBoard } from './appointments.test-kit';
import { expectKept, expectRedrawn, fullBoard } from './board.test-kit';

/**
 * ADR 022: the board shows the shop's display settings, its reminders and SMS left, and depends on the shop's time
 * zone; each change, through the call (or the job) that makes it, makes the held board version stale. Settings the
 * board does not draw keep it.
 */
const t = useTestApp();
beforeAll(() => {
  useInjectedWallet(t);
});

const ok = async (path: string, body: Record<string, unknown>, b: TBoard) => {
  const res = await t.call(path, body, { token: b.token });
  expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ code: 0 });
  return res.body.data;
};

describe('display settings', () => {
  it('showing phones off and on (setup/displayPhone/createOrUpdate)', async () => {
    const b = await buildBoard(t);
    const [off] = await expectRedrawn(t, b.token, () =>
      ok('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, b),
    );
    expect(off.displayPhone).toBe('0');
    const [on] = await expectRedrawn(t, b.token, () =>
      ok('setup/displayPhone/createOrUpdate', { displayPhone: '1' }, b),
    );
    expect(on.displayPhone).toBe('1');
  });

  it('reminders on and off (setup/alertMsg/createOrUpdate)', async () => {
    const b = await buildBoard(t);
    const reminders = (enabled: '0' | '1') => ({ enabled, immediate: '1', leadMinutes: [1440] });
    const [on] = await expectRedrawn(t, b.token, () => ok('setup/alertMsg/createOrUpdate', reminders('1'), b));
    expect(on.reminders.enabled).toBe(true);
    const [off] = await expectRedrawn(t, b.token, () => ok('setup/alertMsg/createOrUpdate', reminders('0'), b));
    expect(off.reminders.enabled).toBe(false);
  });

  it('a setting the board does not draw (setup/displayBill, setup/uiStyle) keeps it once the settings row exists', async () => {
    const b = await buildBoard(t);
    await ok('setup/displayPhone/createOrUpdate', { displayPhone: '1' }, b);
    await expectKept(t, b.token, () =>
      ok('setup/displayBill/createOrUpdate', { displayBillHJ: '0', displayBillZJ: '1' }, b),
    );
    await expectKept(t, b.token, async () => {
      const res = await t.call('setup/uiStyle/queryList', {}, { token: b.token });
      await ok('setup/uiStyle/createOrUpdate', res.body.data as Record<string, unknown>, b);
    });
  });
});

describe("the shop's time zone (shop/update)", () => {
  it('makes the board stale; saving the shop without changing the zone keeps it', async () => {
    const b = await buildBoard(t);
    const shop = (await ok('shop/query', {}, b)) as Record<string, unknown>;
    await expectKept(t, b.token, () => ok('shop/update', { ...shop, remark: 'Same zone' }, b));
    const saved = (await ok('shop/query', {}, b)) as Record<string, unknown>;
    await expectRedrawn(t, b.token, () => ok('shop/update', { ...saved, timeZone: 'America/New_York' }, b));
  });
});

describe('the SMS left, which the board shows beside the reminders', () => {
  it('a reminder sent by the worker spends one and makes the board stale', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 5 });
    await bookWithPhone(t, b);
    const [board] = await expectRedrawn(
      t,
      b.token,
      async () => expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ done: 1 }),
      [LATER_DAY],
    );
    expect(board.reminders).toEqual({ enabled: true, msgNums: 4 });
  });

  it('an SMS pack paid (the wallet notice) adds them and makes the board stale', async () => {
    const b = await buildBoard(t);
    const before = (await fullBoard(t, b.token)).reminders.msgNums;
    const order = await orderOf(t, b.token, { kind: 'sms', smsPackId: 1 });
    const [board] = await expectRedrawn(t, b.token, async () =>
      expect(await postNotice(t, noticeFor(t, order))).toEqual({ status: 200, text: 'SUCCESS' }),
    );
    expect(board.reminders.msgNums).toBeGreaterThan(before);
  });
});
