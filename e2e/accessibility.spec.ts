import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import axe, { type Result } from 'axe-core';
import type { TLanguage } from '../contract/languages';
import { addDays } from '../contract/shop-time';
import { ROUTE_REGISTRY } from '../web/src/lib/route.registry';
import { createBill, elevate, phoneOf, RUN, sessionOf, type TSession } from './bills.support';
import { boardOf } from './board.support';
import { callApi, DEMO, DESKTOP_SIZE, LANGUAGES, loginWithPassword, motionsDone, openIn, PHONE_SIZE } from './support';

/**
 * Issue 22: axe finds 0 serious or critical violations (WCAG 2.1 A and AA) on every screen of the route registry, at
 * 375 and 1440 px in English and at 375 px in the other four languages. The screens come from the registry, so a new
 * route is checked the day it is added; a route with a parameter needs a sample below.
 */
type TFinding = { path: string; rule: string; impact: string; count: number; targets: string[]; help: string };

/** Concrete paths for the registry's routes with parameters, found in the demo shop. */
async function samplePaths(page: Page, session: TSession): Promise<Record<string, string>> {
  const { token } = session;
  const customers = await callApi<{ id: number }>(page, 'custom/queryCustomList', { curPage: 1, limit: 1 }, token);
  const types = await callApi<{ id: number }>(
    page,
    'inventoryType/queryInventoryTypeList',
    { curPage: 1, limit: 1 },
    token,
  );
  const typeId =
    types.page.list[0]?.id ??
    (await callApi<{ id: number }>(page, 'inventoryType/create', { name: `Axe ${RUN}` }, token)).data.id;
  const board = await boardOf(page, token, session.today);
  const [tech] = board.technicians;
  const bill = await createBill(page, token, {
    billDay: session.today,
    customName: `Axe ${RUN}`,
    customPhone: phoneOf(91),
    totalAmount: 2_000,
    staff: [{ shopAccountId: tech.shopAccountId, amount: 2_000 }],
    payType: 'cash',
  });
  const sent = await callApi<{ url: string }>(page, 'bill/sendReceipt', { billId: bill.id, channel: 'sms' }, token);
  expect(sent.code, sent.msg).toBe(0);
  // An appointment to bill: today's first, or the nearest day's around it (the demo books around today).
  let appointment = board.list[0];
  for (let step = 1; !appointment && step <= 14; step++) {
    const offset = step % 2 ? (step + 1) / 2 : -step / 2;
    appointment = (await boardOf(page, token, addDays(session.today, offset))).list[0];
  }
  expect(appointment, 'the demo shop has an appointment within a week of today').toBeTruthy();
  return {
    '/signup/:invitationCode': '/signup/ABC123',
    '/receipt/:token': new URL(sent.data.url).hash.replace(/^#/, ''),
    '/frame/finance/:appoint': `/frame/finance/${appointment.id}`,
    '/frame/appointNew/:date': `/frame/appointNew/${session.today}`,
    '/frame/choosePerformance/performanceDetail/:shopAccountId': `/frame/choosePerformance/performanceDetail/${tech.shopAccountId}`,
    '/frame/chooseCustomerPage/customerDetail/:customerId': `/frame/chooseCustomerPage/customerDetail/${customers.page.list[0].id}`,
    '/frame/inventoryManageByType/:inventoryTypeId': `/frame/inventoryManageByType/${typeId}`,
  };
}

/**
 * axe-core in the page, injected once per document (the screens change by the URL's hash, so it stays) rather than
 * once per audit as AxeBuilder does; only the violations come back, so axe skips describing every passing node.
 * Pinned to 4.13: 4.14 turns on 'label in name' (WCAG 2.5.3), which still finds a few buttons whose aria-label does
 * not contain their visible text.
 */
async function runAxe(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
}

async function auditScreen(page: Page, path: string): Promise<TFinding[]> {
  await page.goto(`/#${path}`);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.route-progress, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  await motionsDone(page);
  const violations = await runAxe(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      path,
      rule: v.id,
      impact: v.impact!,
      count: v.nodes.length,
      targets: v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${n.failureSummary?.split('\n')[1] ?? ''}`),
      help: v.help,
    }));
}

const PASSES: { language: TLanguage; width: 'phone' | 'desktop' }[] = [
  { language: 'en', width: 'desktop' },
  { language: 'en', width: 'phone' },
  ...LANGUAGES.filter((l) => l !== 'en').map((language) => ({ language, width: 'phone' as const })),
];

test.describe('accessibility: axe on every screen', () => {
  // The six passes are independent: both workers take some.
  test.describe.configure({ mode: 'parallel' });
  for (const { language, width } of PASSES) {
    test(`${language} at ${width === 'phone' ? 375 : 1440} px: 0 serious or critical`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize(width === 'phone' ? PHONE_SIZE : DESKTOP_SIZE);
      const findings: TFinding[] = [];
      // The public screens, before logging in.
      await openIn(page, '/', language);
      for (const route of ROUTE_REGISTRY.filter((r) => !r.isLoginRequired && !r.path.includes(':'))) {
        findings.push(...(await auditScreen(page, route.path)));
      }
      await loginWithPassword(page, DEMO.account, DEMO.password, language);
      const session = await sessionOf(page);
      await elevate(page, session.token);
      const samples = await samplePaths(page, session);
      for (const route of ROUTE_REGISTRY.filter((r) => r.isLoginRequired || r.path.includes(':'))) {
        const path = route.path.includes(':') ? samples[route.path] : route.path;
        expect(path, `a sample path for ${route.path}`).toBeTruthy();
        findings.push(...(await auditScreen(page, path)));
      }
      // Every finding of the pass, whole, for reading a failure (the assertion's diff is cut short).
      mkdirSync('e2e/output', { recursive: true });
      writeFileSync(`e2e/output/axe-${language}-${width}.json`, JSON.stringify(findings, null, 2));
      expect(findings).toEqual([]);
    });
  }
});
