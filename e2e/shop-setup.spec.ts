import { expect, type Locator, type Page, test } from '@playwright/test';
import { ERRORS } from '../contract/errors';
import { menusForGrants, type TUserMenu } from '../contract/menus';
import { PRESET_PROJECT_COLORS, type TProduct, type TProductType } from '../contract/projects';
import type { TStaff } from '../contract/staff';
import type { TWorkDay } from '../contract/work-time';
import { buildLeftMenu, MENU_ENTRIES } from '../web/src/app/app.menu';
import guideEn from '../web/src/features/guide/locales/en.json' with { type: 'json' };
import projectsEn from '../web/src/features/projects/locales/en.json' with { type: 'json' };
import settingsEn from '../web/src/features/settings/locales/en.json' with { type: 'json' };
import { weekdayName } from '../web/src/features/settings/settings.format';
import staffEn from '../web/src/features/staff/locales/en.json' with { type: 'json' };
import { isRouteAvailable } from '../web/src/lib/route.registry';
import {
  callApi,
  en,
  expectPath,
  fill,
  loginAsDemo,
  loginWithPassword,
  logoutThroughMenu,
  menuItem,
  motionsDone,
  openDropdown,
  openUserMenu,
  shootBoth,
  stored,
} from './support';

const { staff: s } = staffEn;
const { projects: p } = projectsEn;
const { settings: w } = settingsEn;

/** One run's names: the e2e database is fresh per run, but a suffix keeps a rerun on a kept database apart too. */
const RUN = Date.now().toString(36).slice(-6);
const TECH = { name: `Tecnico ${RUN}`, account: `tech${RUN}`, password: 'tech1234x' };
/** The menus the owner grants the technician (SPEC §6: the dashboard and renewal come with every account). */
const TECH_GRANTS = ['appointments', 'customers'] as const;

/** A row of shopWorkHoliday and accountWorkHoliday lists, as far as these tests read it. */
type THolidayRow = { id: number; startTime: string; endTime: string; remark: string };

/** A button's accessible name: its text, after the name of the icon antd draws before it, if any. */
const buttonName = (text: string) => new RegExp(`(^|\\s)${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The catalog label of a dotted key such as 'menu.dashboard'. */
const label = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

async function tokenOf(page: Page): Promise<string> {
  const token = await stored(page, 'token');
  expect(token).toBeTruthy();
  return token!;
}

/** Opens a console screen through the address bar and waits for its title in the header. */
async function visit(page: Page, path: string, titleKey: string) {
  await page.goto(`/#${path}`);
  await expectPath(page, path);
  await expect(page.getByRole('heading', { level: 1, name: label(titleKey), exact: true })).toBeVisible();
}

/** The open antd dialog with a given title, once it has stopped moving in. */
async function openedDialog(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  return dialog;
}

/** The popover of the colour picker that is open, and a click on one of its 16 preset colours. */
async function choosePreset(page: Page, index: number) {
  const panel = page.locator('.ant-popover:not(.ant-popover-hidden) .ant-color-picker-inner');
  await expect(panel).toBeVisible();
  await motionsDone(page);
  await panel
    .locator('.ant-color-picker-presets-items')
    .first()
    .locator('.ant-color-picker-presets-color')
    .nth(index)
    .click();
}

async function closePopover(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-popover:not(.ant-popover-hidden)')).toHaveCount(0);
}

/** Types a date into an antd DatePicker ('YYYY-MM-DD') and confirms it with Enter. */
async function typeDate(input: Locator, date: string) {
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

test.describe('shop setup (SPEC §2.15, §2.16, §6)', () => {
  test('the owner adds a technician with a login and two menus; the technician sees and may call only those', async ({
    page,
  }) => {
    await loginAsDemo(page);
    const ownerToken = await tokenOf(page);
    await visit(page, '/frame/employerManage', 'route.employerManage');

    // 1. Add the technician.
    await page
      .getByRole('button', { name: buttonName(s.add) })
      .first()
      .click();
    let dialog = await openedDialog(page, s.form.addTitle);
    await dialog.getByLabel(s.form.name, { exact: true }).fill(TECH.name);
    await dialog.getByRole('button', { name: s.form.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ has: page.getByText(TECH.name, { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(s.type.staff);
    await expect(row).toContainText(s.noLogin);

    // 2. Give them a login with the set-login dialog.
    const openActions = () =>
      openDropdown(page, row.getByRole('button', { name: fill(s.labelFor, { label: s.more, name: TECH.name }) }));
    await openActions();
    await menuItem(page, s.action.setAccount).click();
    dialog = await openedDialog(page, fill(s.password.setAccountTitle, { name: TECH.name }));
    await dialog.getByLabel(s.password.account, { exact: true }).fill(TECH.account);
    await dialog.getByLabel(s.password.password, { exact: true }).fill(TECH.password);
    await dialog.getByLabel(s.password.confirmPassword, { exact: true }).fill(TECH.password);
    await dialog.getByRole('button', { name: s.form.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText(TECH.account, { exact: true })).toBeVisible();

    // ...and only the appointment and customer menus in the permissions dialog.
    await openActions();
    await menuItem(page, s.action.permissions).click();
    dialog = await openedDialog(page, fill(s.menus.title, { name: TECH.name }));
    const treeNode = (menuKey: string) =>
      dialog.locator('.ant-tree-treenode').filter({
        has: page.locator('.ant-tree-title').getByText(label(`menu.${menuKey}`), { exact: true }),
      });
    await expect(treeNode('dashboard').locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    await expect(dialog.locator('.ant-tree-treenode .ant-tree-checkbox-checked')).toHaveCount(2);
    // The demo's headquarters has its cash machine activated, so its page is listed under Finance (it is left out for a
    // shop without one: staff.menu-tree.test.ts).
    await expect(dialog.getByText(label('secondMenu.cashMachineManagement'), { exact: true })).toHaveCount(1);
    for (const menuKey of TECH_GRANTS) {
      await treeNode(menuKey).locator('.ant-tree-title').click();
      await expect(treeNode(menuKey).locator('.ant-tree-checkbox-checked')).toHaveCount(1);
    }
    await dialog.getByRole('button', { name: s.form.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // The server holds exactly those grants (plus the dashboard and renewal every account has).
    const staffList = await callApi<TStaff>(page, 'account/queryMemList', { key: TECH.name }, ownerToken);
    const tech = staffList.page.list.find((member) => member.name === TECH.name);
    expect(tech?.account).toBe(TECH.account);
    const granted = await callApi<{ userMenus: TUserMenu[] }>(
      page,
      'userMenu/getUserMenus',
      { accountId: tech!.id },
      ownerToken,
    );
    const expectedMenus = menusForGrants(['dashboard', ...TECH_GRANTS, 'renewal']);
    expect(granted.data.userMenus.map((menu) => menu.id).sort((a, b) => a - b)).toEqual(
      expectedMenus.map((menu) => menu.id).sort((a, b) => a - b),
    );

    // 3. The technician logs in and sees only the entries allowed whose screens exist.
    await logoutThroughMenu(page);
    await loginWithPassword(page, TECH.account, TECH.password);
    const techToken = await tokenOf(page);
    expect(techToken).not.toBe(ownerToken);
    // Their dashboard offers no way into the setup screens: no shortcut leads there, and the guide, which would offer
    // them only the appointment board, is hidden because the demo shop has appointments (ADR 029).
    const shortcuts = page.getByRole('navigation', { name: en.dashboard.shortcuts });
    await expect(shortcuts.getByRole('link', { name: en.route.serviceInfo })).toBeVisible();
    await expect(shortcuts.getByRole('link', { name: en.menu.workTime })).toHaveCount(0);
    await expect(shortcuts.getByRole('link', { name: en.menu.settings })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: guideEn.guide.title })).toHaveCount(0);
    const expected = buildLeftMenu(MENU_ENTRIES, { accountType: 0, userMenus: expectedMenus }, isRouteAvailable);
    const expectedLabels = expected.map((entry) => label(entry.labelKey));
    expect(expectedLabels).toContain(en.menu.dashboard);
    await page.getByRole('button', { name: en.header.openMenu, exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: en.app.productName });
    const nav = drawer.getByRole('navigation', { name: en.header.openMenu });
    await expect(nav).toBeVisible();
    await motionsDone(page);
    await expect(nav.getByRole('menuitem')).toHaveText(expectedLabels);
    for (const hidden of [en.menu.settings, en.menu.staff, en.menu.projects, en.menu.workTime]) {
      await expect(nav.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The route guard sends them back to the dashboard from a screen they were not given.
    await page.goto('/#/frame/employerManage');
    await expectPath(page, '/frame/controlPad');
    await expect(page.getByRole('heading', { level: 1, name: en.route.controlPad })).toBeVisible();

    // 4. The server refuses calls outside their menus, whatever the client shows; start-up reads need a session only.
    for (const [path, data] of [
      ['account/createMem', { name: 'X' }],
      ['productType/create', { name: 'X' }],
    ] as const) {
      const refused = await callApi(page, path, data, techToken);
      expect(refused, path).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    }
    const types = await callApi<TProductType>(page, 'productType/queryProductTypeList', {}, techToken);
    expect(types.code).toBe(0);
    expect(types.page.list.length).toBeGreaterThan(0);

    // Without the settings menu they still change their own password, from the account menu.
    const newPassword = 'tech5678y';
    await openUserMenu(page);
    await expect(menuItem(page, en.header.systemSettings)).toHaveCount(1);
    await menuItem(page, en.header.myAccount).click();
    dialog = await openedDialog(page, w.password.changeLoginTitle);
    const loginCard = dialog.locator('.ant-card').filter({ hasText: w.password.changeLoginTitle });
    await loginCard.getByLabel(w.password.old, { exact: true }).fill(TECH.password);
    await loginCard.getByLabel(w.password.new, { exact: true }).fill(newPassword);
    await loginCard.getByLabel(w.password.confirm, { exact: true }).fill(newPassword);
    await loginCard.getByRole('button', { name: w.password.changeLogin, exact: true }).click();
    await expect(page.getByText(en.common.operationSuccess)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await logoutThroughMenu(page);
    await loginWithPassword(page, TECH.account, newPassword);
  });

  test('the owner adds a project type and two coloured projects, reorders them and recolours one', async ({ page }) => {
    await loginAsDemo(page);
    const token = await tokenOf(page);
    const typeName = `Barba ${RUN}`;
    const [first, second] = [`Rasatura ${RUN}`, `Regolazione ${RUN}`];

    await visit(page, '/frame/chooseProject/projectTypeManage', 'route.projectTypeManage');
    await page.getByRole('button', { name: p.types.add, exact: true }).click();
    let dialog = await openedDialog(page, p.types.addTitle);
    await dialog.getByLabel(p.types.name, { exact: true }).fill(typeName);
    await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: typeName })).toHaveCount(1);
    const types = await callApi<TProductType>(page, 'productType/queryProductTypeList', {}, token);
    const type = types.page.list.find((item) => item.name === typeName);
    expect(type).toBeTruthy();

    await visit(page, '/frame/chooseProject/projectManage', 'route.projectManage');
    await page.getByRole('tab', { name: typeName, exact: true }).click();
    const pane = page.getByRole('tabpanel').filter({ has: page.getByRole('button', { name: p.add }) });
    await expect(pane.getByText(p.empty, { exact: true })).toBeVisible();

    // Two projects, each with a preset colour chosen in the dialog.
    const projects = [
      { name: first, price: '18.50', colorIndex: 2 },
      { name: second, price: '12', colorIndex: 11 },
    ];
    for (const project of projects) {
      await pane.getByRole('button', { name: p.add, exact: true }).click();
      dialog = await openedDialog(page, p.form.addTitle);
      await dialog.getByLabel(p.fields.name, { exact: true }).fill(project.name);
      await dialog.getByLabel(p.fields.price, { exact: true }).fill(project.price);
      await expect(dialog.getByTitle(typeName, { exact: true })).toBeVisible();
      await dialog.locator('.ant-color-picker-trigger').click();
      await choosePreset(page, project.colorIndex);
      await closePopover(page);
      await expect(dialog.locator('.ant-color-picker-trigger')).toContainText(
        PRESET_PROJECT_COLORS[project.colorIndex],
      );
      await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
    }
    const names = pane.locator('.ant-table-row .project-name-cell');
    await expect(names).toHaveText([first, second]);

    const listed = async () =>
      (await callApi<TProduct>(page, 'product/queryProductList', { productTypeId: type!.id }, token)).page.list;
    const created = await listed();
    expect(created.map((product) => [product.name, product.bgColor, product.unitPrice])).toEqual([
      [first, PRESET_PROJECT_COLORS[2], 1850],
      [second, PRESET_PROJECT_COLORS[11], 1200],
    ]);

    // Moving the second one up swaps the order, on the screen and on the server.
    await pane.getByRole('button', { name: fill(p.moveUpNamed, { name: second }), exact: true }).click();
    await expect(names).toHaveText([second, first]);
    await expect.poll(async () => (await listed()).map((product) => product.name)).toEqual([second, first]);

    // The list's swatch opens the picker, and a preset saves at once.
    const swatch = pane.getByRole('button', { name: fill(p.changeColorNamed, { name: first }), exact: true });
    await swatch.click();
    await choosePreset(page, 13);
    await closePopover(page);
    await expect(swatch).toHaveAttribute('title', PRESET_PROJECT_COLORS[13]);
    await expect
      .poll(async () => (await listed()).find((product) => product.name === first)?.bgColor)
      .toBe(PRESET_PROJECT_COLORS[13]);
  });

  test('the owner sets the shop hours of a weekday and a holiday; a leave cannot end before it starts', async ({
    page,
  }) => {
    await loginAsDemo(page);
    const token = await tokenOf(page);
    await visit(page, '/frame/settings/timeManage', 'route.timeManage');
    await expect(page.getByRole('tab', { name: w.tabs.shopHours, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Monday (closed in the demo) opens 09:00–13:00 and 14:30–19:00.
    const monday = weekdayName(1, 'en');
    await page
      .getByRole('radiogroup', { name: fill(w.hours.modeOf, { day: monday }) })
      .getByText(w.hours.open, { exact: true })
      .click();
    const setRange = async (part: 'morning' | 'afternoon', from: string, to: string) => {
      // The range picker's start and end inputs carry the day's label.
      const inputs = page.getByRole('textbox', { name: fill(w.hours[`${part}Of`], { day: monday }), exact: true });
      await inputs.first().click();
      await inputs.first().fill(from);
      await inputs.first().press('Enter');
      await inputs.last().fill(to);
      await inputs.last().press('Enter');
      await expect(inputs.first()).toHaveValue(from);
      await expect(inputs.last()).toHaveValue(to);
    };
    await setRange('morning', '09:00', '13:00');
    await setRange('afternoon', '14:30', '19:00');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(en.common.operationSuccess)).toBeVisible();
    const week = await callApi<{ list: TWorkDay[] }>(page, 'shopWork/h5QueryShopWorkInfo', {}, token);
    expect(week.data.list.find((day) => day.week === 1)).toMatchObject({
      isSet: true,
      morningStart: '09:00',
      morningEnd: '13:00',
      afternoonStart: '14:30',
      afternoonEnd: '19:00',
    });

    // A shop holiday next year.
    const year = new Date().getFullYear() + 1;
    const remark = `Inventario ${RUN}`;
    await page.getByRole('tab', { name: w.tabs.shopHolidays, exact: true }).click();
    await page.getByRole('button', { name: buttonName(w.holidays.addShop) }).click();
    let dialog = await openedDialog(page, w.holidays.addShop);
    await typeDate(dialog.getByLabel(w.holidays.startDate, { exact: true }), `${year}-03-10`);
    await typeDate(dialog.getByLabel(w.holidays.endDate, { exact: true }), `${year}-03-11`);
    await dialog.getByLabel(w.holidays.remark, { exact: true }).fill(remark);
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: remark })).toHaveCount(1);
    const holidays = await callApi<THolidayRow>(page, 'shopWorkHoliday/queryShopWorkHoliday', {}, token);
    expect(holidays.page.list.find((holiday) => holiday.remark === remark)).toMatchObject({
      startTime: `${year}-03-10 00:00`,
      endTime: `${year}-03-11 23:59`,
    });

    // A staff leave whose end is before its start is refused in the dialog, and by the server.
    const endBeforeStart = ERRORS.END_BEFORE_START.en;
    await page.getByRole('tab', { name: w.tabs.staffHolidays, exact: true }).click();
    await page.getByRole('button', { name: buttonName(w.holidays.addStaff) }).click();
    dialog = await openedDialog(page, w.holidays.addStaff);
    await typeDate(dialog.getByLabel(w.holidays.startDate, { exact: true }), `${year}-04-12`);
    await typeDate(dialog.getByLabel(w.holidays.endDate, { exact: true }), `${year}-04-11`);
    await expect(dialog.getByText(endBeforeStart, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: w.save, exact: true }).click();
    await expect(dialog.getByText(endBeforeStart, { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const staffList = await callApi<TStaff>(page, 'account/queryMemList', {}, token);
    const refused = await callApi(
      page,
      'accountWorkHoliday/addOrUpdate',
      {
        accountId: staffList.page.list[0].id,
        kind: 'leave',
        startTime: `${year}-04-12 00:00`,
        endTime: `${year}-04-11 23:59`,
      },
      token,
    );
    expect(refused).toMatchObject({ errorKey: 'END_BEFORE_START', field: 'endTime', msg: endBeforeStart });
    const leaves = await callApi<THolidayRow>(page, 'accountWorkHoliday/queryAccountWorkHoliday', {}, token);
    expect(leaves.page.list.filter((leave) => leave.startTime.startsWith(`${year}-04-12`))).toEqual([]);
  });

  test('the setup screens at phone and desktop widths', async ({ page }) => {
    await loginAsDemo(page);
    // Each screen is ready once the demo chain's first staff member or project shows.
    const token = await tokenOf(page);
    const [firstStaff] = (await callApi<TStaff>(page, 'account/queryMemList', {}, token)).page.list;
    const [firstType] = (await callApi<TProductType>(page, 'productType/queryProductTypeList', {}, token)).page.list;
    const [firstProject] = (
      await callApi<TProduct>(page, 'product/queryProductList', { productTypeId: firstType.id }, token)
    ).page.list;
    const screens: { path: string; titleKey: string; name: string; ready: () => Locator }[] = [
      {
        path: '/frame/employerManage',
        titleKey: 'route.employerManage',
        name: 'setup-staff',
        ready: () => page.getByText(firstStaff.name, { exact: true }).first(),
      },
      {
        path: '/frame/chooseProject/projectManage',
        titleKey: 'route.projectManage',
        name: 'setup-projects',
        ready: () => page.getByText(firstProject.name, { exact: true }),
      },
      {
        path: '/frame/settings/timeManage',
        titleKey: 'route.timeManage',
        name: 'setup-work-time',
        ready: () => page.getByRole('button', { name: w.save, exact: true }),
      },
      {
        path: '/frame/settings/shopSettings',
        titleKey: 'route.shopSettings',
        name: 'setup-shop-settings',
        ready: () => page.getByText(w.shop.businessHours, { exact: true }),
      },
    ];
    for (const screen of screens) {
      await visit(page, screen.path, screen.titleKey);
      await shootBoth(page, screen.name, {
        prepare: async () => {
          await expect(screen.ready()).toBeVisible();
          await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
        },
      });
    }
  });
});
