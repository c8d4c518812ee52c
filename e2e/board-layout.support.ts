import { expect, type Locator, type Page } from '@playwright/test';

type TRect = { left: number; right: number; width: number; label: string };

const rectsOf = (locator: Locator): Promise<TRect[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const r = element.getBoundingClientRect();
      const label = element.getAttribute('data-testid') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return { left: r.left, right: r.right, width: r.width, label: `${element.className} ${label}`.trim() };
    }),
  );

type TColumnsOptions = {
  /** What each cell may lack of its header's width (borders, a list's padding). */
  inset?: number;
  /** The narrowest a header may be: a squeezed header would make every comparison pass. */
  minHeaderWidth: number;
  /** Whether a column may hold no cell at all (a week day without appointments). */
  isEmptyAllowed?: boolean;
};

/**
 * The layout rule of the board's grids (issue 15): under each header, its column's cells (the column itself, its
 * slots, a day's items) are at least as wide as the header, less `inset`, and stand under it rather than beside it.
 * Today's board once drew its columns 1 px wide at the far right while the headers looked fine.
 */
export async function expectColumnsAsWideAsHeaders(
  headers: Locator,
  cellsOf: (index: number) => Locator,
  { inset = 1.5, minHeaderWidth, isEmptyAllowed = false }: TColumnsOptions,
) {
  const heads = await rectsOf(headers);
  expect(heads.length, 'headers').toBeGreaterThan(0);
  const faults: string[] = [];
  for (const [index, head] of heads.entries()) {
    if (head.width < minHeaderWidth) faults.push(`header ${index} (${head.label}) is ${head.width} px wide`);
    const cells = await rectsOf(cellsOf(index));
    if (cells.length === 0 && !isEmptyAllowed) faults.push(`header ${index} (${head.label}) has no cells`);
    for (const cell of cells) {
      const isUnder = cell.left >= head.left - 1 && cell.right <= head.right + 1;
      if (cell.width < head.width - inset || !isUnder) {
        faults.push(
          `under header ${index} (${head.label}, ${Math.round(head.left)}–${Math.round(head.right)}): ` +
            `${cell.label} at ${Math.round(cell.left)}–${Math.round(cell.right)}`,
        );
      }
    }
  }
  expect(faults.slice(0, 10), `${faults.length} cells narrower than or beside their header`).toEqual([]);
}

/** The day board: each technician column and each of its slots as wide as the technician's header. */
export async function expectDayBoardLayout(page: Page) {
  const columns = page.locator('.board-col');
  await expectColumnsAsWideAsHeaders(page.locator('.board-head'), (i) => columns.nth(i), {
    inset: 0.5,
    minHeaderWidth: 100,
  });
  // A slot lies inside its column's left border.
  await expectColumnsAsWideAsHeaders(page.locator('.board-head'), (i) => columns.nth(i).locator('.board-slot'), {
    inset: 1.5,
    minHeaderWidth: 100,
    isEmptyAllowed: true,
  });
}

/** The week view: each day's card and its appointments as wide as the day's header (less the list's padding). */
export async function expectWeekLayout(page: Page) {
  const days = page.locator('.week-day');
  await expectColumnsAsWideAsHeaders(page.locator('.week-day__head'), (i) => days.nth(i), {
    inset: 0.5,
    minHeaderWidth: 120,
  });
  await expectColumnsAsWideAsHeaders(page.locator('.week-day__head'), (i) => days.nth(i).locator('.week-item'), {
    inset: 14,
    minHeaderWidth: 120,
    isEmptyAllowed: true,
  });
}

/** The month view: every day cell as wide as its weekday's header. */
export async function expectMonthLayout(page: Page) {
  const weeks = page.locator('.month-grid__row:not(.month-grid__head)');
  await expectColumnsAsWideAsHeaders(
    page.locator('.month-grid__weekday'),
    (i) => weeks.locator(`:scope > :nth-child(${i + 1})`),
    { inset: 0.5, minHeaderWidth: 30 },
  );
}
