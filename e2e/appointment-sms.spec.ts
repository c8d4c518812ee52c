import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { TAppointment } from '../contract/appointments';
import { addDays, todayIn } from '../contract/shop-time';
import historyEn from '../web/src/features/appointments/locales/en.json' with { type: 'json' };
import { workerServerLog } from './servers';
import { callApi, DEMO_SHOP, loginAsDemo, openIn, shootBoth, stored } from './support';

const { appointmentHistory: h } = historyEn;

/** A mobile number no other spec uses, different on every run. */
const PHONE = `348${String(Date.now()).slice(-7)}`;
const E164 = `+39${PHONE}`;

type TBoard = {
  technicians: { shopAccountId: number; name: string }[];
  reminders: { enabled: boolean; msgNums: number };
};
type TSms = { kind: string; leadMinutes: number; status: string; content: string; sendTime: string };

/** The newest SMS the offline provider sent to a recipient, read from the server log (scripts/e2e.mjs keeps it). */
async function smsSentTo(recipient: string): Promise<string> {
  const logPath = workerServerLog();
  const marker = `outbox sms to ${recipient}: `;
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const line = readFileSync(logPath, 'utf8')
          .split('\n')
          .filter((l) => l.includes(marker))
          .at(-1);
        // The server prints each outbox message on one line, a line break in its text as \n.
        text = line ? line.slice(line.indexOf(marker) + marker.length).replaceAll('\\n', '\n') : undefined;
        return text;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return text!;
}

test.describe('SMS reminders (issue 5, scenario 6)', () => {
  test("a booking's confirmation goes out through the worker to the outbox, and the appointment lists it as sent", async ({
    page,
  }) => {
    await loginAsDemo(page);
    const token = (await stored(page, 'token'))!;
    const settings = await callApi(
      page,
      'setup/alertMsg/createOrUpdate',
      { enabled: '1', immediate: '1', leadMinutes: [1440, 120] },
      token,
    );
    expect(settings.code).toBe(0);

    // A week ahead in the shop's zone, so both advance reminders are still to come.
    const appointDay = addDays(todayIn('Europe/Rome', new Date()), 8);
    const board = await callApi<TBoard>(page, 'appoint/queryPointList', { appointDay }, token);
    expect(board.data.reminders.enabled).toBe(true);
    const creditBefore = board.data.reminders.msgNums;
    expect(creditBefore).toBeGreaterThan(0);
    const technician = board.data.technicians[0];
    const projects = await callApi<{ id: number }>(
      page,
      'product/queryProductListByAccount',
      { accountId: technician.shopAccountId },
      token,
    );
    const created = await callApi<{ list: TAppointment[] }>(
      page,
      'appoint/create',
      {
        appointDay,
        startTime: '11:00',
        people: [
          {
            customName: 'Lucia Promemoria',
            customPhone: PHONE,
            productIds: [projects.page.list[0].id],
            shopAccountId: technician.shopAccountId,
          },
        ],
        confirmOutsideHours: true,
        allowOverlap: true,
      },
      token,
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    const appointId = created.data.list[0].id;

    // The running server's worker sends the confirmation: it reaches the outbox, in the shop's language (Italian).
    const text = await smsSentTo(E164);
    expect(text).toContain(DEMO_SHOP);
    expect(text).toContain('11:00');
    expect(text).toContain(technician.name);
    expect(text).toContain('appuntamento confermato');

    // appointSms/queryAppointSms: the confirmation sent, the two reminders waiting for their time.
    let list: TSms[] = [];
    await expect
      .poll(async () => {
        list = (await callApi<{ list: TSms[] }>(page, 'appointSms/queryAppointSms', { appointId }, token)).data.list;
        return list.map((s) => [s.kind, s.leadMinutes, s.status]);
      })
      .toEqual([
        ['immediate', 0, 'sent'],
        ['advance', 1440, 'scheduled'],
        ['advance', 120, 'scheduled'],
      ]);
    expect(list[0].content).toBe(text);

    // One SMS of the shop was spent.
    const after = await callApi<TBoard>(page, 'appoint/queryPointList', { appointDay }, token);
    expect(after.data.reminders.msgNums).toBeLessThan(creditBefore);

    // The appointment history shows the messages: the confirmation sent with its text, the reminders to come.
    await openIn(page, '/frame/appointmentHistory');
    await page.getByPlaceholder(h.search).fill(PHONE);
    const row = page.getByRole('row').filter({ hasText: PHONE });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: new RegExp(`${h.openDetail.split('{{')[0]}.*11:00`) }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('tab', { name: h.detail.smsTab }).click();
    const sent = drawer.locator('li').filter({ hasText: h.sms.status.sent });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText(text);
    await expect(sent).toContainText(h.sms.kind.immediate);
    await expect(drawer.locator('li').filter({ hasText: h.sms.status.scheduled })).toHaveCount(2);
    await shootBoth(page, 'appointment-sms', {
      prepare: async () => {
        await expect(drawer.getByText(text)).toBeVisible();
      },
    });
  });
});
