import { expect, test } from '@playwright/test';
import { ERRORS } from '../contract/errors';
import customersEn from '../web/src/features/customers/locales/en.json' with { type: 'json' };
import { en, expectPath, fill, loginAsDemo, motionsDone, shootBoth } from './support';

const { customers: c } = customersEn;

/** One run's customers: the e2e database is fresh per run, but a suffix keeps a rerun on a kept database apart too. */
const RUN = Date.now().toString(36).slice(-5);
const DIGITS = String(Date.now()).slice(-6);
const IMPORTED = [
  { name: `Giulia Import ${RUN}`, phone: `347 1${DIGITS}` },
  { name: `Marco Import ${RUN}`, phone: `347 2${DIGITS}` },
];
/** An Italian Excel export: ';' between fields, European dates, and one phone typed with letters (its row 2). */
const CSV = [
  'Nome;Cellulare;Compleanno;Note',
  `${IMPORTED[0].name};${IMPORTED[0].phone};24/12/1990;Cliente storica`,
  `Errore Import ${RUN};333 abc 1234;01/02/1985;`,
  `${IMPORTED[1].name};${IMPORTED[1].phone};;"Preferisce il sabato; al mattino"`,
].join('\r\n');

test.describe('customer import from CSV (SPEC §2.11)', () => {
  test('reads a file, reports its bad row, imports the others and finds them', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/#/frame/chooseCustomerPage/customer');
    await expectPath(page, '/frame/chooseCustomerPage/customer');

    // 1. Open the dialog and choose the file.
    await page.getByRole('button', { name: c.import.button, exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByText(c.import.title, { exact: true }) });
    await expect(dialog).toBeVisible();
    await motionsDone(page);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'clienti.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV, 'utf8'),
    });

    // 2. What was read: the encoding, the separator and a preview of the rows.
    await expect(dialog.getByText('clienti.csv', { exact: true })).toBeVisible();
    await expect(dialog.getByText('UTF-8', { exact: true })).toBeVisible();
    await expect(dialog.getByText(c.import.separator.semicolon, { exact: true })).toBeVisible();
    const preview = dialog.getByRole('region', { name: c.import.previewTitle });
    await expect(preview.getByText(fill(c.import.preview, { shown: 3, total: 3 }))).toBeVisible();
    await expect(preview.getByRole('cell', { name: IMPORTED[0].name, exact: true })).toBeVisible();
    await expect(preview.getByRole('cell', { name: '24/12/1990', exact: true })).toBeVisible();

    // 3. The dry run's report: row 2's phone is refused with the server's message, two rows are valid.
    const report = dialog.getByRole('region', { name: c.import.reportTitle });
    await expect(report.getByText(fill(c.import.someValid, { valid: 2, total: 3 }))).toBeVisible();
    const badRow = report.getByRole('row').filter({ has: page.getByRole('cell', { name: '2', exact: true }) });
    await expect(badRow).toHaveCount(1);
    await expect(badRow.getByRole('cell', { name: c.field.phone, exact: true })).toBeVisible();
    await expect(badRow.getByRole('cell', { name: ERRORS.PHONE_INVALID.en, exact: true })).toBeVisible();
    // The dialog scrolls inside its own layer, which a full-page shot does not follow: bring the report into view.
    await shootBoth(page, 'customer-import-report', { prepare: () => report.scrollIntoViewIfNeeded() });

    // 4. Import the two valid rows.
    await dialog.getByRole('button', { name: fill(c.import.submit_other, { count: 2 }), exact: true }).click();
    await expect(dialog.getByText(fill(c.import.done_other, { count: 2 }), { exact: true })).toBeVisible();
    // The footer's button: the dialog's corner cross is a 'Close' button too.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: en.common.close, exact: true }).click();
    await expect(dialog).toBeHidden();

    // 5. An imported customer is found by name; the refused one is not there.
    const search = page.getByRole('searchbox', { name: c.search.placeholder });
    await search.fill(IMPORTED[1].name);
    await search.press('Enter');
    await expect(page.getByText(fill(c.search.found, { count: 1 }))).toBeVisible();
    await expect(page.getByText(IMPORTED[1].name, { exact: true })).toBeVisible();
    await search.fill(`Errore Import ${RUN}`);
    await search.press('Enter');
    await expect(page.getByText(fill(c.search.none, { key: `Errore Import ${RUN}` }))).toBeVisible();
  });
});
