import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import { type TDesignDocument, ZDesignDocument } from '../../contract/marketing-images';
import { addDays, instantToLocal } from '../../contract/shop-time';
import type { TDb } from '../db/client';
import { rechargeRules } from '../db/schema/prepay';
import { shops } from '../db/schema/shops';
import { shopWork, shopWorkHolidays } from '../db/schema/work-time';
import { insertDesign } from '../modules/marketing-images/marketing-images.repo';

/** The demo chain is Italian (country IT, its sessions speak it-IT): its designs are written in Italian. */
const LOCALE = 'it-IT';

/** The recharge offer's colours: night plum with a gold member card (the web's 'recharge-offer' template). */
const PLUM = { background: '#2a1b3d', ink: '#fbf4e8', muted: '#d9c9e6', gold: '#d8b46a', chip: '#b8924a' };
const CARD_INK = '#2a1b3d';
const CARD_OFFER = '#7b2d4e';
/** The holiday poster's colours: a navy panel over warm paper, the dates in red (the web's 'holiday-hours'). */
const NAVY = { background: '#fbfaf7', panel: '#1f3a5f', onPanel: '#ffffff', onPanelMuted: '#b9c8dc' };
const INK = '#1f3a5f';
const MUTED = '#4f5d6e';
const RED = '#c8553d';

type TText = { id: string; text: string; x: number; y: number; width: number; height: number; fontSize: number };
type TTextStyle = {
  colour: string;
  align?: 'left' | 'center' | 'right';
  isBold?: boolean;
  isItalic?: boolean;
  lineHeight?: number;
};

const text = (box: TText, style: TTextStyle) => ({
  type: 'text' as const,
  ...box,
  colour: style.colour,
  align: style.align ?? 'center',
  fontWeight: style.isBold ? ('bold' as const) : ('normal' as const),
  fontStyle: style.isItalic ? ('italic' as const) : ('normal' as const),
  lineHeight: style.lineHeight ?? 1.2,
});

type TBox = { id: string; x: number; y: number; width: number; height: number };
const rect = (
  box: TBox,
  fill: string,
  more: { cornerRadius?: number; stroke?: string; strokeWidth?: number; opacity?: number } = {},
) => ({
  type: 'shape' as const,
  shape: 'rect' as const,
  ...box,
  fill,
  ...more,
});
const ellipse = (box: TBox, fill: string, opacity: number) => ({
  type: 'shape' as const,
  shape: 'ellipse' as const,
  ...box,
  fill,
  opacity,
});

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat(LOCALE, { style: 'currency', currency }).format(
    `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}` as `${number}`,
  );

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A local day 'YYYY-MM-DD' as Italian writes it: 'venerdì 25 dicembre', or part of it. */
const dayName = (day: string, parts: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(LOCALE, { ...parts, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A weekday's name, 1 Monday … 7 Sunday (5 January 2026 was a Monday). */
const weekdayName = (week: number) => dayName(addDays('2026-01-05', week - 1), { weekday: 'long' });

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

type TWorkDay = {
  week: number;
  morningStart: number | null;
  morningEnd: number | null;
  afternoonStart: number | null;
  afternoonEnd: number | null;
};

/**
 * The week as a few lines, neighbouring days with the same hours together and the days off last:
 * 'Martedì–venerdì: 09:00–13:00 e 14:00–19:30', 'Lunedì e domenica: chiuso'.
 */
function weekLines(days: readonly TWorkDay[]): string[] {
  const hoursOf = (day: TWorkDay | undefined) => {
    if (!day) return '';
    const periods = [
      [day.morningStart, day.morningEnd],
      [day.afternoonStart, day.afternoonEnd],
    ].flatMap(([from, to]) => (from === null || to === null ? [] : [`${clock(from)}–${clock(to)}`]));
    return periods.join(' e ');
  };
  const lines: string[] = [];
  const closed: number[] = [];
  for (let week = 1; week <= 7; ) {
    const hours = hoursOf(days.find((d) => d.week === week));
    let last = week;
    while (last < 7 && hoursOf(days.find((d) => d.week === last + 1)) === hours) last++;
    if (hours) {
      const names = last === week ? weekdayName(week) : `${weekdayName(week)}–${weekdayName(last)}`;
      lines.push(`${capitalised(names)}: ${hours}`);
    } else {
      for (let day = week; day <= last; day++) closed.push(day);
    }
    week = last + 1;
  }
  if (closed.length > 0) {
    const names = closed.map(weekdayName);
    const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
    lines.push(`${capitalised(listed)}: chiuso`);
  }
  return lines;
}

/**
 * A holiday closing as one sentence: 'Chiuso venerdì 25 dicembre', 'Chiuso venerdì 25 e sabato 26 dicembre',
 * 'Chiuso da lunedì 24 a venerdì 28 dicembre'; a time is added where it is not the day's edge.
 */
function closingLine(startLocal: string, endLocal: string): string {
  const [startDay, startClock] = startLocal.split(' ');
  const [endDay, endClock] = endLocal.split(' ');
  const lastDay = endClock === '00:00' && endDay > startDay ? addDays(endDay, -1) : endDay;
  const isWholeDays = startClock === '00:00' && (endClock === '00:00' || endClock === '23:59');
  const full = (day: string) => dayName(day, { weekday: 'long', day: 'numeric', month: 'long' });
  if (!isWholeDays) {
    return startDay === lastDay
      ? `Chiuso ${full(startDay)} dalle ${startClock} alle ${endClock}`
      : `Chiuso da ${full(startDay)} ore ${startClock} a ${full(endDay)} ore ${endClock}`;
  }
  if (startDay === lastDay) return `Chiuso ${full(startDay)}`;
  // 'venerdì 25 e sabato 26 dicembre': the month once when both days are in it.
  const first =
    startDay.slice(0, 7) === lastDay.slice(0, 7)
      ? dayName(startDay, { weekday: 'long', day: 'numeric' })
      : full(startDay);
  return addDays(startDay, 1) === lastDay
    ? `Chiuso ${first} e ${full(lastDay)}`
    : `Chiuso da ${first} a ${full(lastDay)}`;
}

type TShopLines = { name: string; address: string; phone: string };

/** The recharge offer on a member card, as a square post (1080 × 1080). */
function rechargeOffer(shop: TShopLines, topUp: string, bonus: string): TDesignDocument {
  const card = { x: 200, y: 250, width: 680, height: 429 };
  return ZDesignDocument.parse({
    version: 1,
    size: 'square',
    background: PLUM.background,
    elements: [
      rect({ id: 'frame', x: 40, y: 40, width: 1000, height: 1000 }, PLUM.background, {
        cornerRadius: 28,
        stroke: PLUM.gold,
        strokeWidth: 3,
      }),
      ellipse({ id: 'glow-top', x: 755, y: 25, width: 260, height: 260 }, PLUM.gold, 0.12),
      ellipse({ id: 'glow-bottom', x: 45, y: 800, width: 216, height: 216 }, PLUM.gold, 0.1),
      text(
        { id: 'shop-name', text: shop.name, x: 120, y: 92, width: 840, height: 60, fontSize: 46 },
        { colour: PLUM.ink, isBold: true },
      ),
      text(
        { id: 'headline', text: 'Offerta tessera socio', x: 120, y: 164, width: 840, height: 50, fontSize: 36 },
        { colour: PLUM.gold, isItalic: true },
      ),
      rect({ id: 'card', ...card }, PLUM.gold, { cornerRadius: 34 }),
      rect({ id: 'card-chip', x: 248, y: 298, width: 88, height: 68 }, PLUM.chip, { cornerRadius: 14 }),
      text(
        { id: 'card-label', text: 'Tessera socio', x: 360, y: 312, width: 472, height: 40, fontSize: 29 },
        { colour: CARD_INK, align: 'right', isBold: true },
      ),
      text(
        { id: 'offer-top-up', text: `Ricarica ${topUp}`, x: 248, y: 452, width: 584, height: 70, fontSize: 58 },
        { colour: CARD_INK, align: 'left', isBold: true, lineHeight: 1.1 },
      ),
      text(
        {
          id: 'offer-bonus',
          text: `e ricevi ${bonus} in omaggio`,
          x: 248,
          y: 532,
          width: 584,
          height: 110,
          fontSize: 44,
        },
        { colour: CARD_OFFER, align: 'left', isBold: true, lineHeight: 1.1 },
      ),
      text(
        {
          id: 'offer-note',
          text: 'Usa il credito per qualsiasi trattamento, a ogni visita.',
          x: 140,
          y: 715,
          width: 800,
          height: 90,
          fontSize: 32,
        },
        { colour: PLUM.muted, lineHeight: 1.3 },
      ),
      rect({ id: 'divider', x: 440, y: 838, width: 200, height: 3 }, PLUM.gold),
      text(
        { id: 'address', text: shop.address, x: 120, y: 866, width: 840, height: 40, fontSize: 28 },
        { colour: PLUM.ink },
      ),
      text(
        { id: 'phone', text: `Tel. ${shop.phone}`, x: 120, y: 914, width: 840, height: 40, fontSize: 28 },
        { colour: PLUM.muted },
      ),
    ],
  });
}

/** The holiday closing and the usual week, as an A4 poster for the door (2480 × 3508). */
function holidayHours(shop: TShopLines, closing: string, remark: string, week: string[]): TDesignDocument {
  return ZDesignDocument.parse({
    version: 1,
    size: 'a4',
    background: NAVY.background,
    elements: [
      rect({ id: 'panel', x: 0, y: 0, width: 2480, height: 1050 }, NAVY.panel),
      ellipse({ id: 'glow', x: 1820, y: -260, width: 900, height: 900 }, RED, 0.18),
      rect({ id: 'panel-rule', x: 1040, y: 930, width: 400, height: 8 }, RED),
      text(
        { id: 'shop-name', text: shop.name, x: 200, y: 260, width: 2080, height: 110, fontSize: 90 },
        { colour: NAVY.onPanelMuted, isBold: true },
      ),
      text(
        { id: 'title', text: 'Orari delle feste', x: 200, y: 420, width: 2080, height: 240, fontSize: 200 },
        { colour: NAVY.onPanel, isBold: true, lineHeight: 1.1 },
      ),
      text(
        { id: 'remark', text: remark, x: 200, y: 700, width: 2080, height: 130, fontSize: 110 },
        { colour: NAVY.onPanelMuted, isItalic: true },
      ),
      text(
        { id: 'closing', text: closing, x: 200, y: 1250, width: 2080, height: 330, fontSize: 130 },
        { colour: RED, isBold: true, lineHeight: 1.15 },
      ),
      rect({ id: 'divider', x: 1080, y: 1720, width: 320, height: 10 }, RED),
      text(
        { id: 'week-title', text: 'I nostri orari', x: 200, y: 1820, width: 2080, height: 120, fontSize: 100 },
        { colour: INK, isBold: true },
      ),
      text(
        {
          id: 'week-hours',
          text: week.join('\n'),
          x: 200,
          y: 1990,
          width: 2080,
          height: Math.ceil(week.length * 80 * 1.5),
          fontSize: 80,
        },
        { colour: INK, lineHeight: 1.5 },
      ),
      text(
        { id: 'wishes', text: 'Grazie e buone feste!', x: 200, y: 2640, width: 2080, height: 120, fontSize: 96 },
        { colour: MUTED, isItalic: true },
      ),
      rect({ id: 'footer-rule', x: 200, y: 3030, width: 2080, height: 4 }, INK, { opacity: 0.25 }),
      text(
        { id: 'address', text: shop.address, x: 200, y: 3100, width: 2080, height: 90, fontSize: 68 },
        { colour: INK },
      ),
      text(
        { id: 'phone', text: `Tel. ${shop.phone}`, x: 200, y: 3210, width: 2080, height: 90, fontSize: 68 },
        { colour: MUTED },
      ),
    ],
  });
}

/**
 * The demo headquarters' saved marketing designs (issue 25): its best recharge rule as a square post, and its next
 * holiday closing with the usual week as an A4 poster. Hand-made documents, in the shape the web's 'recharge-offer'
 * and 'holiday-hours' templates draw, filled from the rows the earlier seeds wrote; checked against the contract, so
 * a wrong shape fails the seed. No image and no QR code (the demo has no link), so no preview and no uploads.
 */
export async function seedDemoDesigns(tx: TDb, now: Date, shopId: number, timeZone: string) {
  const [shop] = await tx
    .select({ name: shops.name, address: shops.address, phone: shops.contactTel, currency: shops.currency })
    .from(shops)
    .where(eq(shops.id, shopId));
  const [rule] = await tx
    .select({
      ruleName: rechargeRules.ruleName,
      recharge: rechargeRules.rechargeAmount,
      gift: rechargeRules.giftAmount,
    })
    .from(rechargeRules)
    .where(and(eq(rechargeRules.shopId, shopId), isNull(rechargeRules.deletedAt)))
    .orderBy(desc(rechargeRules.rechargeAmount), asc(rechargeRules.id))
    .limit(1);
  const [holiday] = await tx
    .select({
      startTime: shopWorkHolidays.startTime,
      endTime: shopWorkHolidays.endTime,
      remark: shopWorkHolidays.remark,
    })
    .from(shopWorkHolidays)
    .where(and(eq(shopWorkHolidays.shopId, shopId), gte(shopWorkHolidays.endTime, now)))
    .orderBy(asc(shopWorkHolidays.startTime), asc(shopWorkHolidays.id))
    .limit(1);
  const week = await tx.select().from(shopWork).where(eq(shopWork.shopId, shopId)).orderBy(asc(shopWork.week));
  if (!shop || !rule || !holiday) throw new Error('demo designs: the shop, its recharge rules and holiday come first');

  const scope = { tx, shopId };
  const lines = { name: shop.name, address: shop.address, phone: shop.phone };
  const offer = rechargeOffer(lines, money(rule.recharge, shop.currency), money(rule.gift, shop.currency));
  await insertDesign(
    scope,
    {
      name: `Offerta ${rule.ruleName.toLowerCase()}`,
      templateId: 'recharge-offer',
      size: offer.size,
      document: offer,
      previewUrl: '',
      uploads: '',
    },
    now,
  );
  const closing = closingLine(instantToLocal(holiday.startTime, timeZone), instantToLocal(holiday.endTime, timeZone));
  const year = instantToLocal(holiday.startTime, timeZone).slice(0, 4);
  const poster = holidayHours(lines, closing, `${holiday.remark} ${year}`.trim(), weekLines(week));
  await insertDesign(
    scope,
    {
      name: 'Orari delle feste',
      templateId: 'holiday-hours',
      size: poster.size,
      document: poster,
      previewUrl: '',
      uploads: '',
    },
    now,
  );
}
