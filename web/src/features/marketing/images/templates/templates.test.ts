import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../../contract/languages';
import {
  DESIGN_SIZE_KEYS,
  DESIGN_SIZES,
  type TDesignDocument,
  type TDesignElement,
  type TDesignSize,
  ZDesignDocument,
  ZDesignTemplateId,
} from '../../../../../../contract/marketing-images';
import type { TDesignShopData, TDesignWriter } from '../design-data';
import { holidayLine, weekHoursLines } from './holiday-hours.template';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import itIT from './locales/it-IT.json';
import zhCN from './locales/zh-CN.json';
import { wordsOf } from './templates.blocks';
import { DESIGN_TEMPLATES } from './templates.gallery';
import { wrapLines } from './templates.layout';

const catalogs: Record<(typeof LANGUAGES)[number], unknown> = { en, es, fr, 'it-IT': itIT, 'zh-CN': zhCN };

const lookup = (catalog: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

const WEEKDAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  zh: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
};

/**
 * A writer like the designer's, over one of the template catalogs: `{{name}}` filled from the params, money as the
 * product shows it. It records every key asked for, and answers a missing key or parameter as a visible marker.
 */
function writerFor(language: keyof typeof catalogs, asked?: Map<string, Record<string, string | number>>) {
  const isChinese = language === 'zh-CN';
  const writer: TDesignWriter = {
    t: (key, params = {}) => {
      asked?.set(key, params);
      const text = lookup(catalogs[language], key);
      if (typeof text !== 'string') return `MISSING ${key}`;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : 'MISSING'));
    },
    money: (cents) => `€ ${(cents / 100).toFixed(2)}`,
    weekday: (day) => (isChinese ? WEEKDAYS.zh : WEEKDAYS.en)[day - 1],
    date: (day) => {
      const [year, month, date] = day.split('-');
      return isChinese ? `${Number(month)}月${Number(date)}日` : `${date}/${month}/${year}`;
    },
  };
  return writer;
}

const fullShop: TDesignShopData = {
  shopName: 'Bella Vista Hair & Beauty',
  logoUrl: '/uploads/shop-7/logo.png',
  address: 'Via Roma 12, 20121 Milano',
  phone: '+39 02 1234 5678',
  rechargeRule: { ruleName: 'Gold', rechargeAmount: 50_000, giftAmount: 10_000 },
  giftCardAmount: 5_000,
  project: { name: 'Keratin smoothing', unitPrice: 12_000 },
  week: [1, 2, 3, 4, 5, 6, 7].map((week) => ({
    week,
    open: week === 7 ? '' : '09:00',
    close: week === 7 ? '' : week === 6 ? '17:00' : '19:00',
  })),
  holiday: { startTime: '2025-12-24 00:00', endTime: '2025-12-26 23:59', remark: 'Merry Christmas!' },
  link: 'https://bellavista.example/book',
};

const nameOnlyShop: TDesignShopData = {
  shopName: 'Bella Vista',
  logoUrl: '',
  address: '',
  phone: '',
  rechargeRule: null,
  giftCardAmount: null,
  project: null,
  week: [],
  holiday: null,
  link: '',
};

/** The amounts each template advertises from the full shop's data. */
const AMOUNTS: Record<string, string[]> = {
  'recharge-offer': ['€ 500.00', '€ 100.00'],
  'gift-card': ['€ 50.00'],
  'new-service': ['€ 120.00'],
  'seasonal-promotion': ['€ 120.00'],
  'barber-classic': ['€ 120.00'],
  'relax-massage': ['€ 120.00'],
};

const texts = (doc: TDesignDocument) => doc.elements.flatMap((element) => (element.type === 'text' ? [element] : []));
const allText = (doc: TDesignDocument) => texts(doc).map((element) => element.text);

type TRange = { left: number; top: number; right: number; bottom: number };

/** The upright rectangle an element covers (its box turned by its rotation about its top-left corner). */
function covered(element: TDesignElement): TRange {
  const radians = (element.rotation * Math.PI) / 180;
  const corners = [
    [0, 0],
    [element.width, 0],
    [0, element.height],
    [element.width, element.height],
  ].map(([dx, dy]) => [
    element.x + dx * Math.cos(radians) - dy * Math.sin(radians),
    element.y + dx * Math.sin(radians) + dy * Math.cos(radians),
  ]);
  return {
    left: Math.min(...corners.map(([x]) => x)),
    top: Math.min(...corners.map(([, y]) => y)),
    right: Math.max(...corners.map(([x]) => x)),
    bottom: Math.max(...corners.map(([, y]) => y)),
  };
}

const overlaps = (a: TRange, b: TRange) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** Everything a design must be, whatever the shop gave: valid, on the canvas, and with no broken or empty text. */
function expectSoundDesign(doc: TDesignDocument, size: TDesignSize, shop: TDesignShopData) {
  const parsed = ZDesignDocument.safeParse(doc);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(doc.size).toBe(size);
  const canvas = DESIGN_SIZES[size];
  for (const element of doc.elements) {
    const range = covered(element);
    expect(range.left, element.id).toBeGreaterThanOrEqual(-0.01);
    expect(range.top, element.id).toBeGreaterThanOrEqual(-0.01);
    expect(range.right, element.id).toBeLessThanOrEqual(canvas.width + 0.01);
    expect(range.bottom, element.id).toBeLessThanOrEqual(canvas.height + 0.01);
  }
  const ids = doc.elements.map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const element of texts(doc)) {
    expect(element.text.trim(), element.id).not.toBe('');
    expect(element.text, element.id).not.toMatch(/undefined|null|NaN|MISSING/);
    for (const line of element.text.split('\n')) expect(line.trimEnd(), element.id).not.toMatch(/[:：]$/);
    // The box holds every line the text takes at its width, so the canvas never cuts one off.
    const lines = wrapLines(element.text, element.width, element.fontSize, element.fontWeight === 'bold').length;
    expect(lines * element.fontSize * element.lineHeight, element.id).toBeLessThanOrEqual(element.height + 0.5);
  }
  const images = doc.elements.filter((element) => element.type === 'image');
  const codes = doc.elements.filter((element) => element.type === 'qr');
  expect(images.length).toBe(shop.logoUrl ? 1 : 0);
  expect(codes.length).toBe(shop.link ? 1 : 0);
  // No text runs over another text, the logo or the QR code.
  const solid = doc.elements.filter((element) => element.type !== 'shape');
  for (const [index, a] of solid.entries()) {
    for (const b of solid.slice(index + 1)) {
      if (a.type !== 'text' && b.type !== 'text') continue;
      expect(overlaps(covered(a), covered(b)), `${a.id} over ${b.id}`).toBe(false);
    }
  }
}

describe('the template gallery (issue 25)', () => {
  it('has at least the eight templates of the issue, with valid, unique ids', () => {
    const ids = DESIGN_TEMPLATES.map((template) => template.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'recharge-offer',
        'gift-card',
        'new-service',
        'holiday-hours',
        'grand-opening',
        'referral',
        'seasonal-promotion',
        'announcement',
      ]),
    );
    for (const template of DESIGN_TEMPLATES) {
      expect(ZDesignTemplateId.safeParse(template.id).success, template.id).toBe(true);
      expect(template.trades.length, template.id).toBeGreaterThan(0);
      expect(DESIGN_SIZE_KEYS).toContain(template.defaultSize);
    }
  });
});

describe.each(DESIGN_TEMPLATES.map((template) => [template.id, template] as const))('template %s', (id, template) => {
  describe.each(DESIGN_SIZE_KEYS)('%s', (size) => {
    it("draws a full shop's data: its name, phone, address and amounts", () => {
      const doc = template.build(fullShop, size, writerFor('en'));
      expectSoundDesign(doc, size, fullShop);
      const words = allText(doc).join('\n');
      expect(words).toContain(fullShop.shopName);
      expect(words).toContain(fullShop.phone);
      expect(words).toContain(fullShop.address);
      for (const amount of AMOUNTS[id] ?? []) expect(words).toContain(amount);
      const logo = doc.elements.find((element) => element.type === 'image');
      expect(logo?.type === 'image' && logo.src).toBe(fullShop.logoUrl);
      const code = doc.elements.find((element) => element.type === 'qr');
      expect(code?.type === 'qr' && code.value).toBe(fullShop.link);
    });

    it('draws a complete image for a shop with only its name', () => {
      const doc = template.build(nameOnlyShop, size, writerFor('en'));
      expectSoundDesign(doc, size, nameOnlyShop);
      const words = allText(doc).join('\n');
      expect(words).toContain(nameOnlyShop.shopName);
      expect(words).not.toContain('€');
      expect(words).not.toMatch(/Tel\./);
    });

    it('writes in Chinese for a Chinese writer', () => {
      const writer = writerFor('zh-CN');
      for (const shop of [fullShop, nameOnlyShop]) {
        const doc = template.build(shop, size, writer);
        expectSoundDesign(doc, size, shop);
        // Every text with words in it, other than the shop's own (its name, address, project, remark), is Chinese.
        const own = new Set([shop.shopName, shop.address, shop.project?.name, shop.holiday?.remark]);
        const written = allText(doc).filter((text) => !own.has(text) && /\p{L}/u.test(text));
        expect(written.length).toBeGreaterThan(0);
        for (const text of written) expect(text).toMatch(/\p{Script=Han}/u);
      }
    });

    it('keeps long texts of the shop within their boxes and the canvas', () => {
      const shop: TDesignShopData = {
        ...fullShop,
        shopName: 'Centro Estetico e Parrucchieria Bella Vista di Maria Antonietta Rossi & Figlie',
        address: `Via ${'Giuseppe Garibaldi '.repeat(12)}123, 20121 Milano (MI), ingresso dal cortile interno, secondo piano`,
        project: {
          name: 'Trattamento ristrutturante alla cheratina con piega e maschera nutriente '.repeat(2),
          unitPrice: 99_999_99,
        },
        rechargeRule: { ruleName: 'Platino', rechargeAmount: 1_000_000_00, giftAmount: 250_000_00 },
        holiday: { startTime: '2025-12-24 14:00', endTime: '2026-01-06 00:00', remark: 'Buone feste! '.repeat(20) },
      };
      expectSoundDesign(template.build(shop, size, writerFor('it-IT')), size, shop);
    });
  });

  it('leaves out a logo or a link the design cannot show', () => {
    const shop = {
      ...fullShop,
      logoUrl: 'http://elsewhere.example/logo.png',
      link: `https://x.example/${'a'.repeat(300)}`,
    };
    const doc = template.build(shop, 'square', writerFor('en'));
    expect(ZDesignDocument.safeParse(doc).success).toBe(true);
    expect(doc.elements.some((element) => element.type === 'image' || element.type === 'qr')).toBe(false);
  });
});

describe('recharge-offer', () => {
  const template = DESIGN_TEMPLATES.find((item) => item.id === 'recharge-offer')!;
  it("writes the rule's offer, and a generic member card line without a rule or a gift", () => {
    expect(allText(template.build(fullShop, 'square', writerFor('en')))).toEqual(
      expect.arrayContaining(['Top up € 500.00', 'get € 100.00 free']),
    );
    for (const rechargeRule of [null, { ruleName: 'None', rechargeAmount: 50_000, giftAmount: 0 }]) {
      const words = allText(template.build({ ...fullShop, rechargeRule }, 'square', writerFor('en')));
      expect(words).toEqual(expect.arrayContaining(['Member card', 'Top up and save']));
      expect(words.join(' ')).not.toMatch(/Top up €/);
    }
  });
});

describe('holiday-hours', () => {
  const template = DESIGN_TEMPLATES.find((item) => item.id === 'holiday-hours')!;
  const writer = writerFor('en');
  const words = wordsOf(writer, 'holiday-hours');

  it('groups the week into lines of days with the same hours', () => {
    expect(weekHoursLines(fullShop.week, writer, words)).toEqual([
      'Mon–Fri 09:00–19:00',
      'Sat 09:00–17:00',
      'Sun closed',
    ]);
    const week = [
      { week: 1, open: '', close: '' },
      { week: 2, open: '10:00', close: '20:00' },
      { week: 3, open: '10:00', close: '20:00' },
      { week: 5, open: '10:00', close: '20:00' },
      { week: 6, open: '9:00', close: '20:00' },
    ];
    // Thursday is not given and Saturday's opening is not a time: they break the groups and are left out.
    expect(weekHoursLines(week, writer, words)).toEqual(['Mon closed', 'Tue–Wed 10:00–20:00', 'Fri 10:00–20:00']);
    expect(weekHoursLines([], writer, words)).toEqual([]);
  });

  it('writes the closing as days, with times only when they are not the edges of a day', () => {
    const line = (startTime: string, endTime: string) => holidayLine({ startTime, endTime, remark: '' }, writer, words);
    expect(line('2025-12-24 00:00', '2025-12-26 23:59')).toBe('Closed from 24/12/2025 to 26/12/2025');
    expect(line('2025-12-24 00:00', '2025-12-27 00:00')).toBe('Closed from 24/12/2025 to 26/12/2025');
    expect(line('2025-12-25 00:00', '2025-12-26 00:00')).toBe('Closed on 25/12/2025');
    expect(line('2025-12-31 14:00', '2025-12-31 23:59')).toBe('Closed on 31/12/2025 from 14:00 to 23:59');
    expect(line('2025-12-24 14:00', '2025-12-27 12:00')).toBe('Closed from 24/12/2025 14:00 to 27/12/2025 12:00');
    expect(line('2025-12-27 00:00', '2025-12-24 00:00')).toBe('');
    expect(line('soon', 'later')).toBe('');
  });

  it('shows the holiday and the week, either alone, or a generic line without them', () => {
    const full = allText(template.build(fullShop, 'a4', writer));
    expect(full).toEqual(expect.arrayContaining(['Closed from 24/12/2025 to 26/12/2025', 'Merry Christmas!']));
    expect(full.join('\n')).toContain('Mon–Fri 09:00–19:00\nSat 09:00–17:00\nSun closed');
    const weekOnly = allText(template.build({ ...nameOnlyShop, week: fullShop.week }, 'a4', writer));
    expect(weekOnly.join('\n')).toContain('Sun closed');
    expect(weekOnly.join('\n')).not.toContain('Closed from');
    const holidayOnly = allText(template.build({ ...nameOnlyShop, holiday: fullShop.holiday }, 'a4', writer));
    expect(holidayOnly).toContain('Closed from 24/12/2025 to 26/12/2025');
    expect(holidayOnly.join('\n')).not.toContain('Our opening hours');
    expect(allText(template.build(nameOnlyShop, 'a4', writer))).toContain('Ask us about our holiday hours');
  });
});

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('the templates’ catalogs (STYLE rule 13)', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has the same keys and placeholders as en',
    (language) => {
      expect(keysOf(catalogs[language]).sort()).toEqual(keysOf(catalogs.en).sort());
      for (const key of keysOf(catalogs.en)) {
        const text = lookup(catalogs[language], key) as string;
        expect(text.trim(), key).not.toBe('');
        const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(placeholders(text), key).toEqual(placeholders(lookup(catalogs.en, key) as string));
      }
    },
  );

  it('has every key the templates ask for, with its parameters, and a name for each template', () => {
    const asked = new Map<string, Record<string, string | number>>();
    const writer = writerFor('en', asked);
    const shops = [
      fullShop,
      nameOnlyShop,
      { ...fullShop, holiday: { startTime: '2025-12-31 14:00', endTime: '2025-12-31 18:00', remark: '' } },
      { ...fullShop, holiday: { startTime: '2025-12-25 00:00', endTime: '2025-12-25 23:59', remark: '' } },
      { ...nameOnlyShop, week: [{ week: 1, open: '09:00', close: '18:00' }] },
    ];
    for (const template of DESIGN_TEMPLATES) {
      asked.set(`marketing.images.templates.${template.id}.name`, {});
      for (const shop of shops) for (const size of DESIGN_SIZE_KEYS) template.build(shop, size, writer);
    }
    for (const language of LANGUAGES) {
      for (const [key, params] of asked) {
        const text = lookup(catalogs[language], key);
        expect(typeof text, `${language} ${key}`).toBe('string');
        for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g))
          expect(params, `${language} ${key}`).toHaveProperty(name);
      }
    }
    // And nothing in the catalogs is left over.
    expect(keysOf(catalogs.en).sort()).toEqual([...asked.keys()].sort());
  });
});
