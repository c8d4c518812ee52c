import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import i18next from 'i18next';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import type { TReceipt } from '../../../../contract/receipts';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';
import { receiptPdf } from './receipt.pdf';

/** The font pieces as the package ships them (the browser fetches the same files from the build). */
const fontDir = join(dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json')), 'files');
const readFontFile = (file: string) => readFile(join(fontDir, file));

const translator = async (language: string) => {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } } });
  return instance.t;
};

const RECEIPT: TReceipt = {
  shop: {
    shopName: '美发沙龙 Centro',
    logo: '',
    address: 'Via Roma 1, Milano',
    contactTel: '+39 02 1234567',
    receiptNote: 'Grazie! 谢谢光临',
    currency: 'EUR',
    timeZone: 'Europe/Rome',
  },
  billOrderNo: 'B20261127-0042',
  orderType: 'frontDesk',
  status: 'paid',
  billDay: '2026-11-27',
  recordTime: '10:15:00',
  paidTime: '',
  customName: 'Zoë Müller 张三',
  payType: 'cash',
  totalAmount: 8000,
  coupon: 0,
  giftVoucher: 0,
  memberDeduction: 5000,
  discountDeduction: 0,
  actualAmount: 3000,
  cashAmount: 3000,
  cardAmount: 0,
  cashReceived: 5000,
  changeAmount: 2000,
  giftAmount: 0,
  lines: [{ staffName: 'Giulia', amount: 8000 }],
  products: [
    { name: '洗剪吹 Wash, cut and blow-dry', unitPrice: 5000 },
    { name: 'Colour', unitPrice: 3000 },
  ],
  memberCardNo: '•••• 0001',
  memberBalance: 1500,
  giftCardNo: '',
  giftBalance: null,
};

/** The text a PDF reader extracts from each page (through the fonts' Unicode maps). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return texts;
}

// Building and reading back a PDF takes a second or two; more on a busy machine.
describe('the receipt as PDF (issue 21, ADR 028)', { timeout: 30_000 }, () => {
  it('prints an 80 mm roll as one page, every line of the receipt in text a reader can find', async () => {
    const bytes = await receiptPdf(RECEIPT, 'thermal', await translator('en'), 'en', readFontFile);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(width).toBeCloseTo((80 / 25.4) * 72, 1);
    expect(height).toBeGreaterThan(width);
    expect(doc.getTitle()).toBe('美发沙龙 Centro: receipt B20261127-0042');

    const [text = ''] = await pageTexts(bytes);
    for (const expected of [
      '美发沙龙 Centro',
      'Via Roma 1, Milano',
      'Tel. +39 02 1234567',
      'B20261127-0042',
      'Zoë Müller 张三',
      '洗剪吹',
      'Giulia',
      'Member card',
      '− €50.00',
      'To pay',
      'Cash received',
      '€20.00',
      'Member card •••• 0001 balance',
      '€15.00',
      'Grazie! 谢谢光临',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints A4 pages in the reader language, and continues on a second page when the bill is long', async () => {
    const t = await translator('zh-CN');
    const short = await PDFDocument.load(await receiptPdf(RECEIPT, 'a4', t, 'zh-CN', readFontFile));
    expect(short.getPageCount()).toBe(1);
    expect(short.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect(short.getPage(0).getSize().height).toBeCloseTo(841.89, 1);

    const long = {
      ...RECEIPT,
      products: Array.from({ length: 60 }, (_, index) => ({ name: `项目 ${index + 1}`, unitPrice: 100 })),
    };
    const bytes = await receiptPdf(long, 'a4', t, 'zh-CN', readFontFile);
    const texts = await pageTexts(bytes);
    expect(texts.length).toBe(2);
    expect(texts[0]).toContain('项目 1');
    expect(texts[1]).toContain('项目 60');
    expect(texts[1]).toContain('应付');
  });

  it('embeds only the font pieces the text needs: a Latin receipt stays small', async () => {
    const latin = { ...RECEIPT, shop: { ...RECEIPT.shop, shopName: 'Salone Centro', receiptNote: 'Grazie!' } };
    const plain = { ...latin, customName: 'Zoë Müller', products: [{ name: 'Colour', unitPrice: 3000 }] };
    const bytes = await receiptPdf(plain, 'thermal', await translator('en'), 'en', readFontFile);
    expect(bytes.length).toBeLessThan(40_000);
    expect((await PDFDocument.load(bytes)).getPage(0).node.Resources()?.toString()).toMatch(/Font/);
  });
});
