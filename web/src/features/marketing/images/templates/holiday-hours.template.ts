import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignShopData, TDesignTemplate, TDesignWriter } from '../design-data';
import { footer, logoOf, type TPalette, type TWords, wordsOf } from './templates.blocks';
import {
  canvasOf,
  designDocument,
  image,
  inset,
  oneLine,
  rect,
  stack,
  type TMaybeBlock,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'holiday-hours';

/** A door notice: a navy panel with the title, the dates in red on white, the week's hours below. */
const palette: TPalette = {
  background: '#fbfaf7',
  ink: '#1f3a5f',
  muted: '#4f5d6e',
  accent: '#c8553d',
  qrInk: '#1f3a5f',
  qrPaper: '#ffffff',
};
const PANEL = '#1f3a5f';
const ON_PANEL = '#ffffff';
const ON_PANEL_MUTED = '#b9c8dc';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/;

/**
 * The week as a few lines, days with the same hours grouped: 'Mon–Fri 09:00–19:00', 'Sat 09:00–17:00', 'Sun closed'.
 * A day the shop's week does not give (or gives with a broken time) is left out and breaks the group around it.
 */
export function weekHoursLines(week: TDesignShopData['week'], writer: TDesignWriter, words: TWords): string[] {
  const hoursOf = (day: number): string | null => {
    const entry = week.find((item) => item.week === day);
    if (!entry) return null;
    if (!entry.open || !entry.close) return '';
    return CLOCK.test(entry.open) && CLOCK.test(entry.close) ? `${entry.open}–${entry.close}` : null;
  };
  const lines: string[] = [];
  for (let day = 1; day <= 7; ) {
    const hours = hoursOf(day);
    if (hours === null) {
      day++;
      continue;
    }
    let last = day;
    while (last < 7 && hoursOf(last + 1) === hours) last++;
    const days =
      last === day ? writer.weekday(day) : words('dayRange', { from: writer.weekday(day), to: writer.weekday(last) });
    const [open, close] = hours.split('–');
    lines.push(hours ? words('hours', { days, open, close }) : words('dayOff', { days }));
    day = last + 1;
  }
  return lines;
}

const previousDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
};

/**
 * The holiday closing as one sentence: 'Closed from 24/12 to 26/12', 'Closed on 25/12', 'Closed on 31/12 from 14:00
 * to 23:59'. A time is shown only when it is not a day's edge; an end at 00:00 closes the day before. '' for a closing
 * whose times are not readable or that ends before it starts.
 */
export function holidayLine(holiday: NonNullable<TDesignShopData['holiday']>, writer: TDesignWriter, words: TWords) {
  const start = DATE_TIME.exec(holiday.startTime);
  const end = DATE_TIME.exec(holiday.endTime);
  if (!start || !end || holiday.endTime <= holiday.startTime) return '';
  const [, startDay, startClock] = start;
  const [, endDay, endClock] = end;
  const lastDay = endClock === '00:00' && endDay > startDay ? previousDay(endDay) : endDay;
  const isStartEdge = startClock === '00:00';
  const isEndEdge = endClock === '00:00' || endClock === '23:59';
  if (startDay === lastDay) {
    return isStartEdge && isEndEdge
      ? words('closedOn', { date: writer.date(startDay) })
      : words('closedHours', { date: writer.date(startDay), from: startClock, to: endClock });
  }
  const from = isStartEdge ? writer.date(startDay) : `${writer.date(startDay)} ${startClock}`;
  const to = isEndEdge ? writer.date(lastDay) : `${writer.date(lastDay)} ${endClock}`;
  return words('closedFrom', { from, to });
}

/** The shop's logo on a white tile, so that any logo reads on the navy panel. */
function logoTile(at: TRect, src: string): TDesignElement[] {
  return [
    rect('logo-tile', at, '#ffffff', { cornerRadius: at.width * 0.12 }),
    image('logo', inset(at, at.width * 0.1), src),
  ];
}

export const holidayHoursTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'a4',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const logo = logoOf(data);
    const name = oneLine(data.shopName);
    const closing = data.holiday ? holidayLine(data.holiday, writer, words) : '';
    const remark = data.holiday && closing ? oneLine(data.holiday.remark) : '';
    const week = weekHoursLines(data.week, writer, words);

    const panel: TRect = c.isLandscape
      ? { x: 0, y: 0, width: c.width * 0.38, height: c.height }
      : { x: 0, y: 0, width: c.width, height: c.height * (c.isTall ? 0.3 : 0.27) };
    const panelContent = inset(panel, c.margin);
    const heading = stack(
      panelContent,
      [
        logo && {
          kind: 'box',
          width: 120 * u,
          height: 120 * u,
          draw: (at) => logoTile(at, logo),
        },
        textBlock('title', words('title'), 84 * u, {
          maxLines: 2,
          colour: ON_PANEL,
          isBold: true,
          lineHeight: 1.1,
          gapBefore: 28 * u,
        }),
        name &&
          textBlock('shop-name', name, 38 * u, {
            maxLines: 2,
            colour: ON_PANEL_MUTED,
            isBold: true,
            gapBefore: 16 * u,
          }),
      ],
      { align: c.isLandscape ? 'left' : 'center', valign: 'center' },
    );

    const body: TRect = c.isLandscape
      ? inset({ x: panel.width, y: 0, width: c.width - panel.width, height: c.height }, c.margin)
      : inset({ x: 0, y: panel.height, width: c.width, height: c.height - panel.height }, c.margin);
    const foot = footer({ ...body, y: body.y + body.height * 0.7, height: body.height * 0.3 }, data, writer, {
      unit: u,
      palette,
      fontSize: 28,
      qrSize: 170,
      align: c.isLandscape ? 'left' : 'center',
      layout: 'side',
    });
    const mainRegion: TRect = {
      ...body,
      height: (foot.elements.length > 0 ? foot.top - 40 * u : body.y + body.height) - body.y,
    };
    const align = c.isLandscape ? 'left' : 'center';
    const hasWeek = week.length > 0;
    const blocks: TMaybeBlock[] = [
      closing &&
        textBlock('closing', closing, 60 * u, { maxLines: 3, colour: palette.accent, isBold: true, lineHeight: 1.15 }),
      remark && textBlock('remark', remark, 36 * u, { maxLines: 3, colour: palette.muted, isItalic: true }),
      hasWeek && {
        kind: 'box',
        width: 160 * u,
        height: 5 * u,
        gapBefore: 44 * u,
        draw: (at) => [rect('divider', at, palette.accent)],
      },
      hasWeek &&
        textBlock('week-title', words('weekTitle'), 40 * u, {
          maxLines: 2,
          colour: palette.ink,
          isBold: true,
          gapBefore: 36 * u,
        }),
      hasWeek &&
        textBlock('week-hours', week.join('\n'), 40 * u, {
          maxLines: week.length,
          colour: palette.ink,
          lineHeight: 1.45,
          minFontSize: 16 * u,
        }),
      !closing &&
        !hasWeek &&
        textBlock('ask-us', words('askUs'), 60 * u, {
          maxLines: 3,
          colour: palette.accent,
          isBold: true,
          lineHeight: 1.15,
        }),
      !closing &&
        !hasWeek &&
        textBlock('ask-us-sub', words('askUsSub'), 36 * u, { maxLines: 3, colour: palette.muted }),
      !remark &&
        (closing || hasWeek) &&
        textBlock('wishes', words('wishes'), 34 * u, {
          maxLines: 2,
          colour: palette.muted,
          isItalic: true,
          gapBefore: 44 * u,
        }),
    ];
    const main = stack(mainRegion, blocks, { align, valign: 'center', grow: c.grow, gap: 20 * u });
    return designDocument(size, palette.background, [
      rect('panel', panel, PANEL),
      ...heading.elements,
      ...main.elements,
      ...foot.elements,
    ]);
  },
};
