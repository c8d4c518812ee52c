import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { errorText } from '../contract/errors';
import shopEn from '../web/src/features/shop/locales/en.json' with { type: 'json' };
import {
  DEMO,
  DEMO_SHOP,
  en,
  expectPath,
  fill,
  loginAsDemo,
  menuItem,
  motionsDone,
  openedConfirm,
  openIn,
  openUserMenu,
  shootBoth,
  stored,
  userMenuButton,
} from './support';

const { shop: s } = shopEn;

/** One run's names: a suffix keeps a rerun on a kept database apart. */
const RUN = Date.now().toString(36).slice(-6);
const BRANCH = {
  shopName: `Salone ${RUN}`,
  address: 'Via Dante 8, Milano',
  phone: '+39 333 555 0101',
  manager: 'Sara Verdi',
  account: `branch${RUN}`,
  password: 'branch1234',
};

/** A button's accessible name: its text, after the name of the icon antd draws before it, if any. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A real PNG file: a size × size RGB gradient, encoded with its CRCs and zlib stream as a decoder expects. */
function gradientPng(size: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) rows.set([200, 40 + (x * 180) / size, 60 + (y * 160) / size], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens a console screen through the address bar and waits for its title in the header. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(`/#${path}`);
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** A form item of the open page or dialog by its label. */
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('label').getByText(label, { exact: true }) });

/** The branch list's row (desktop table) of a shop. */
const branchRow = (page: Page, shopName: string) =>
  page.locator('.ant-table-row').filter({ has: page.getByText(shopName, { exact: true }) });

/** Confirms a confirm dialog that ends in a switch of shop, and waits for the reload that follows (SPEC §4). */
async function confirmSwitch(page: Page, shopName: string) {
  const dialog = await openedConfirm(page, fill(en.header.switchConfirm, { shopName }));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
  await reloaded;
  await expectPath(page, '/frame/controlPad');
}

test.describe('shop management (SPEC §2.17)', () => {
  test('the shop management menu opens on the shop information, with a tab for the branches', async ({ page }) => {
    await loginAsDemo(page);
    // ADR 029: the menu page opens on its first screen, under its highlighted tab.
    await page.goto('/#/frame/shopManage');
    await expectPath(page, '/frame/shopManage/shopInfo');
    await expect(page.getByRole('heading', { level: 1, name: en.route.shopInfo, exact: true })).toBeVisible();
    const entries = page.getByRole('main').getByRole('tab');
    await expect(entries).toHaveText([en.secondMenu.storeInformation, en.secondMenu.branchManagement]);
    await expect(page.getByRole('main').getByRole('tab', { selected: true })).toHaveText(
      en.secondMenu.storeInformation,
    );
    await entries.filter({ hasText: en.secondMenu.branchManagement }).click();
    await expectPath(page, '/frame/shopManage/chainShopManage');
    await expect(page.getByRole('heading', { level: 1, name: en.route.chainShopManage, exact: true })).toBeVisible();
  });

  test('a visitor is asked to log in on the shop information page', async ({ page }) => {
    await openIn(page, '/frame/shopManage/shopInfo');
    await expect(page.getByText(s.info.loginNeeded, { exact: true })).toBeVisible();
    await expect(page.locator('.shop-info')).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: en.header.login, exact: true }).click();
    await expectPath(page, '/login');
  });

  test('scenario 3: add a branch, switch to it, switch back and delete it', async ({ page }) => {
    await loginAsDemo(page);
    await visit(page, '/frame/shopManage/chainShopManage', en.route.chainShopManage);

    // The headquarters comes first, tagged, and cannot be deleted; the current shop offers no switch.
    const firstRow = page.locator('.ant-table-row').first();
    await expect(firstRow).toContainText(DEMO_SHOP);
    await expect(firstRow).toContainText(s.branch.headquarters);
    await expect(firstRow.getByRole('button', { name: fill(s.branch.deleteNamed, { name: DEMO_SHOP }) })).toHaveCount(
      0,
    );
    await expect(firstRow.getByRole('button', { name: fill(s.branch.switchNamed, { name: DEMO_SHOP }) })).toHaveCount(
      0,
    );
    await shootBoth(page, 'shop-branches');

    await page.getByRole('button', { name: buttonName(s.branch.add) }).click();
    const dialog = page.getByRole('dialog', { name: s.branch.addTitle });
    await expect(dialog).toBeVisible();
    await motionsDone(page);
    // The SPEC §5 texts, the same the server gives, before anything is sent.
    await dialog.getByRole('button', { name: s.branch.save, exact: true }).click();
    await expect(dialog.getByText(errorText('SHOP_NAME_REQUIRED', 'en'), { exact: true })).toBeVisible();
    await expect(dialog.getByText(errorText('ADDRESS_REQUIRED', 'en'), { exact: true })).toBeVisible();
    await expect(dialog.getByText(errorText('ACCOUNT_REQUIRED', 'en'), { exact: true })).toBeVisible();

    await dialog.getByLabel(s.branch.shopName, { exact: true }).fill(BRANCH.shopName);
    await dialog.getByLabel(s.branch.address, { exact: true }).fill(BRANCH.address);
    await dialog.getByLabel(s.branch.phone, { exact: true }).fill(BRANCH.phone);
    await dialog.getByLabel(s.branch.manager, { exact: true }).fill(BRANCH.manager);
    await dialog.getByLabel(s.branch.account, { exact: true }).fill(DEMO.account);
    await dialog.getByLabel(s.branch.password, { exact: true }).fill('short');
    await dialog.getByLabel(s.branch.confirmPassword, { exact: true }).fill('other');
    await dialog.getByLabel(s.branch.confirmPassword, { exact: true }).blur();
    await expect(dialog.getByText(errorText('PASSWORD_RULE', 'en'), { exact: true })).toBeVisible();
    await expect(dialog.getByText(errorText('PASSWORDS_MISMATCH', 'en'), { exact: true })).toBeVisible();
    await dialog.getByLabel(s.branch.password, { exact: true }).fill(BRANCH.password);
    await dialog.getByLabel(s.branch.confirmPassword, { exact: true }).fill(BRANCH.password);
    await shootBoth(page, 'shop-branch-form');

    // An account already in use is refused by the server, on its field.
    await dialog.getByRole('button', { name: s.branch.save, exact: true }).click();
    await expect(dialog.getByText(errorText('ACCOUNT_TAKEN', 'en'), { exact: true })).toBeVisible();
    await dialog.getByLabel(s.branch.account, { exact: true }).fill(BRANCH.account);
    await dialog.getByRole('button', { name: s.branch.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    const row = branchRow(page, BRANCH.shopName);
    await expect(row).toContainText(BRANCH.address);
    await expect(row).toContainText(BRANCH.phone);
    await expect(row).toContainText(BRANCH.manager);
    await expect(row).toContainText(BRANCH.account);
    await expect(row).toContainText(s.status.trial);

    // Editing keeps the password unless a new one is given.
    await row.getByRole('button', { name: fill(s.branch.editNamed, { name: BRANCH.shopName }) }).click();
    const editDialog = page.getByRole('dialog', { name: fill(s.branch.editTitle, { name: BRANCH.shopName }) });
    await expect(editDialog.getByLabel(s.branch.account, { exact: true })).toHaveValue(BRANCH.account);
    await expect(editDialog.getByLabel(s.branch.newPassword, { exact: true })).toHaveValue('');
    await editDialog.getByLabel(s.branch.manager, { exact: true }).fill('Sara Neri');
    await editDialog.getByRole('button', { name: s.branch.save, exact: true }).click();
    await expect(editDialog).toHaveCount(0);
    await expect(row).toContainText('Sara Neri');

    // The header's switch menu follows at once.
    const branchItem = `${BRANCH.shopName}${en.header.branchSuffix}`;
    await openUserMenu(page);
    await expect(menuItem(page, branchItem)).toBeVisible();
    await page.keyboard.press('Escape');

    // Switch from the list: the same confirm and the same switch as the header.
    await row.getByRole('button', { name: fill(s.branch.switchNamed, { name: BRANCH.shopName }) }).click();
    await confirmSwitch(page, BRANCH.shopName);
    await expect(userMenuButton(page)).toHaveText(`${BRANCH.account} (${BRANCH.shopName})`);
    expect(await stored(page, 'mainToken')).toBeTruthy();

    // Switched in, the headquarters owner still manages the chain; the current shop is marked and not deletable.
    await visit(page, '/frame/shopManage/chainShopManage', en.route.chainShopManage);
    const currentRow = branchRow(page, BRANCH.shopName);
    await expect(currentRow).toContainText(s.branch.current);
    await expect(
      currentRow.getByRole('button', { name: fill(s.branch.deleteNamed, { name: BRANCH.shopName }) }),
    ).toHaveCount(0);

    // Back to the headquarters, then the new branch is deleted (a confirm titled delete) and leaves the menus.
    await branchRow(page, DEMO_SHOP)
      .getByRole('button', { name: fill(s.branch.switchNamed, { name: DEMO_SHOP }) })
      .click();
    await confirmSwitch(page, DEMO_SHOP);
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
    await visit(page, '/frame/shopManage/chainShopManage', en.route.chainShopManage);
    await branchRow(page, BRANCH.shopName)
      .getByRole('button', { name: fill(s.branch.deleteNamed, { name: BRANCH.shopName }) })
      .click();
    const confirm = await openedConfirm(page, s.branch.deleteTitle);
    await expect(confirm).toContainText(fill(s.branch.deleteConfirm, { name: BRANCH.shopName }));
    await confirm.getByRole('button', { name: en.common.confirm, exact: true }).click();
    await expect(branchRow(page, BRANCH.shopName)).toHaveCount(0);
    await openUserMenu(page);
    await expect(menuItem(page, branchItem)).toHaveCount(0);
  });

  test('scenario 4: upload a logo, save it, and find it again after a reload', async ({ page }) => {
    await loginAsDemo(page);
    await visit(page, '/frame/shopManage/shopInfo', en.route.shopInfo);
    const form = page.locator('.shop-info');
    await expect(form.getByLabel(s.info.shopName, { exact: true })).toHaveValue(DEMO_SHOP);
    await expect(form.getByLabel(s.info.shopId, { exact: true })).toBeDisabled();
    // The plan's last day through Intl (ADR 029): 'Nov 27, 2027'.
    await expect(page.getByTestId('shop-expiry')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('shop-status')).toHaveText(s.status.formal);

    // The SPEC §5 shop rules on blur, with the server's texts.
    const name = form.getByLabel(s.info.shopName, { exact: true });
    await name.fill('');
    await name.blur();
    await expect(form.getByText(errorText('SHOP_NAME_REQUIRED', 'en'), { exact: true })).toBeVisible();
    await name.fill(DEMO_SHOP);
    await name.blur();
    await expect(form.getByText(errorText('SHOP_NAME_REQUIRED', 'en'), { exact: true })).toHaveCount(0);

    const logo = formItem(form, s.info.logo);
    const logoInput = logo.locator('input[type=file]');
    // A text file is refused by the uploader before anything is sent.
    await logoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText(errorText('WRONG_FILE_FORMAT', 'en'), { exact: true })).toBeVisible();
    await expect(logo.locator('.ant-upload-list-item')).toHaveCount(0);

    const png = gradientPng(96);
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const image = logo.locator('.ant-upload-list-item img');
    await expect(image).toHaveAttribute('src', /\/api\/files\/\d+\/[0-9a-f]{24}\.png$/);
    const url = (await image.getAttribute('src')) as string;
    // One image only: the add button is gone while the logo is set.
    await expect(logo.getByRole('button', { name: s.info.uploadLogo })).toHaveCount(0);

    await form.getByRole('button', { name: s.info.submit, exact: true }).click();
    await expect(page.getByText(en.common.operationSuccess, { exact: true })).toBeVisible();

    await page.reload();
    await expect(form.getByLabel(s.info.shopName, { exact: true })).toHaveValue(DEMO_SHOP);
    await expect(formItem(form, s.info.logo).locator('.ant-upload-list-item img')).toHaveAttribute('src', url);
    // The stored file is served as the same picture, re-encoded on upload (ADR 019): same pixels, not the same bytes.
    const served = await page.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    const pixels = (image: Buffer) => sharp(image).removeAlpha().raw().toBuffer();
    expect((await pixels(Buffer.from(await served.body()))).equals(await pixels(png))).toBe(true);
    // The logo is drawn, not a broken image.
    await expect
      .poll(() =>
        formItem(form, s.info.logo)
          .locator('.ant-upload-list-item img')
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(96);
    await shootBoth(page, 'shop-info');
  });
});
