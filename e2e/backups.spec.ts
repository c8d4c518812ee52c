import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import shopEn from '../web/src/features/shop/locales/en.json' with { type: 'json' };
import { altchaProof, DEMO, en, expectPath, loginWithPassword, openIn, shootBoth } from './support';

const b = shopEn.shop.backup;

/**
 * The installation's backups in the app (issue 23, ADR 031) are offered only where the database holds one chain,
 * and the e2e servers hold the demo's three: this spec starts a server of its own on an empty embedded database, signs
 * up the one salon on it, and has `npm run backup` ask that running server for a backup, as an owner would.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080) + 40 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
let dataDir = '';
let logPath = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'salon-e2e-backups-'));
  logPath = join(dataDir, 'server.log');
  const log = openSync(logPath, 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', log, log],
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs up the installation's one salon through the API, its code read from this server's offline outbox. */
async function signUpTheSalon(browser: Browser) {
  const context = await browser.newContext({ baseURL: `${BASE}/` });
  const request = context.request;
  const phone = `6${String(Date.now()).slice(-8)}`;
  const sent = await request.post('api/app/h5/getSignupPhoneMsg', {
    data: { areaCode: '+34', phone, ...(await altchaProof(request)) },
    headers: { language: 'en' },
  });
  expect((await sent.json()).code).toBe(0);
  let code = '';
  await expect
    .poll(() => {
      code = readFileSync(logPath, 'utf8').match(new RegExp(`to \\+34${phone}:.*?\\b(\\d{6})\\b`))?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const types = (await (await request.post('api/app/h5/getShopTypeList', { data: {} })).json()) as {
    data: { id: number }[];
  };
  const salon = { account: 'salone_uno', password: 'Primavera2025' };
  const signup = await request.post('api/app/h5/signup', {
    headers: { language: 'en' },
    data: {
      shopName: 'Salone Uno',
      region: 'Madrid',
      address: 'Calle Mayor 1',
      managerName: 'Ana Ruiz',
      account: salon.account,
      areaCode: '+34',
      shopType: types.data[0].id,
      country: 'ES',
      code,
      phone,
      password: salon.password,
      confirmPassword: salon.password,
      agreeTerms: true,
    },
  });
  expect((await signup.json()).code).toBe(0);
  return { context, salon };
}

test.describe('the backups in branch management', () => {
  test('the one salon of an installation sees its backups and downloads the newest behind its internal password', async ({
    browser,
  }) => {
    const { context, salon } = await signUpTheSalon(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginWithPassword(page, salon.account, salon.password);

    // `npm run backup` while the server runs: it asks the server through DATA_DIR's socket.
    const backup = spawnSync(process.execPath, ['--import', 'tsx', 'server/backup/backup-command.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(backup.stdout).toContain('A server is running on this DATA_DIR: asking it to take the backup.');
    expect(backup.stdout).toMatch(/Backup written and verified: .*-manual\.backup\.tgz/);

    await openIn(page, '/frame/shopManage/chainShopManage');
    await expectPath(page, '/frame/shopManage/chainShopManage');
    const panel = page.getByRole('region', { name: b.title });
    await expect(panel.getByRole('heading', { name: b.title })).toBeVisible();
    const rows = panel.getByRole('list', { name: b.title }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(b.reason.manual);
    await expect(rows.first()).toContainText(b.status.verified);
    await expect(panel).toContainText(b.privacy);
    await shootBoth(page, 'backups-panel');

    await panel.getByRole('button', { name: b.download }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(en.innerPassword.label).fill(salon.password);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: en.common.confirm }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^salon-desk-\d{8}T\d{6}Z-manual\.backup\.tgz$/);
    const saved = join(dataDir, 'downloaded.tgz');
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    await context.close();
  });
});

test.describe('on an installation of several chains (the demo)', () => {
  test("the owner downloads the chain's own data, never the installation's backup; a technician sees neither", async ({
    page,
  }) => {
    await loginWithPassword(page, DEMO.account, DEMO.password);
    await openIn(page, '/frame/shopManage/chainShopManage');
    await expect(page.getByRole('heading', { name: en.route.chainShopManage, level: 1 })).toBeVisible();
    const panel = page.getByRole('region', { name: b.chainTitle });
    await expect(panel).toContainText(b.chainIntro);
    await expect(page.getByRole('heading', { name: b.title })).toHaveCount(0);
    await shootBoth(page, 'backups-chain-export');
    await panel.getByRole('button', { name: b.chainDownload }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.innerPassword.label).fill(DEMO.password);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: en.common.confirm }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^salon-desk-chain-\d+-\d{8}T\d{6}Z\.backup\.tgz$/);
    expect(await download.failure()).toBeNull();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginWithPassword(page, 'demo-tech', DEMO.password);
    await openIn(page, '/frame/shopManage/chainShopManage');
    await expect(page.getByRole('region', { name: b.chainTitle })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: b.title })).toHaveCount(0);
  });
});
