import { expect, type Locator, type Page } from '@playwright/test';
import bookkeepingEn from '../web/src/features/bookkeeping/locales/en.json' with { type: 'json' };

/** The till's screen and the receipt dialog as the till and receipt specs find them (issue 21). */
const { bookkeeping: b } = bookkeepingEn;

/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The till's summary and payment side. */
export const payCard = (page: Page) => page.getByRole('complementary', { name: b.summary.title });
/** The dialog that shows a receipt. */
export const receiptDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('receipt') });

/** A receipt line with its label shows a value. */
export async function expectRow(receipt: Locator, label: string, value: string) {
  await expect(receipt.locator('.receipt__row').filter({ hasText: label }).first()).toContainText(value);
}
