import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A downloaded PDF as a reader sees it: its file name, each page's size in points, and each page's text. */
export type TDownloadedPdf = { fileName: string; pages: { width: number; height: number; text: string }[] };

/** Presses a download button and reads the PDF it saves with pdf.js (the text through the fonts' Unicode maps). */
export async function downloadPdf(page: Page, button: Locator): Promise<TDownloadedPdf> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = new Uint8Array(await readFile(await download.path()));
  const pdf = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false }).promise;
  const pages: TDownloadedPdf['pages'] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const pdfPage = await pdf.getPage(number);
    const [, , width = 0, height = 0] = pdfPage.view;
    const content = await pdfPage.getTextContent();
    pages.push({ width, height, text: content.items.map((item) => ('str' in item ? item.str : '')).join('') });
  }
  return { fileName: download.suggestedFilename(), pages };
}

/** Points in a millimetre. */
export const PT_PER_MM = 72 / 25.4;
