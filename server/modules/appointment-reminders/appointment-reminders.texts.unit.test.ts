import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';
import { appointmentSmsText, formatSmsDate, smsLanguageOf } from './appointment-reminders.texts';

const facts = { shopName: 'Salone Aurora', day: '2026-11-24', startMin: 14 * 60 + 30, technicianName: 'Marta' };

describe('smsLanguageOf', () => {
  it("answers the language of the shop's country, English where it is not one of the five", () => {
    expect(smsLanguageOf('IT')).toBe('it-IT');
    expect(smsLanguageOf('CN')).toBe('zh-CN');
    expect(smsLanguageOf('HK')).toBe('zh-CN');
    expect(smsLanguageOf('ES')).toBe('es');
    expect(smsLanguageOf('FR')).toBe('fr');
    expect(smsLanguageOf('GB')).toBe('en');
    expect(smsLanguageOf('DE')).toBe('en');
  });
});

describe('appointmentSmsText', () => {
  it('names the shop, the day, the time and the technician in each of the five languages', () => {
    for (const language of LANGUAGES) {
      for (const kind of ['immediate', 'advance'] as const) {
        const text = appointmentSmsText(language, kind, facts);
        expect(text, `${language} ${kind}`).toContain('Salone Aurora');
        expect(text, `${language} ${kind}`).toContain('14:30');
        expect(text, `${language} ${kind}`).toContain('Marta');
        expect(text, `${language} ${kind}`).toContain(formatSmsDate(language, facts.day));
        expect(text, `${language} ${kind}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('reads as a confirmation on booking and as a reminder ahead', () => {
    // The date is Intl's short form of the language (ICU data decides the exact punctuation).
    expect(formatSmsDate('en', facts.day)).toMatch(/Tue/);
    expect(formatSmsDate('it-IT', facts.day)).toMatch(/mar/);
    expect(appointmentSmsText('en', 'immediate', facts)).toBe(
      `Salone Aurora: your appointment is booked for ${formatSmsDate('en', facts.day)} at 14:30 with Marta.`,
    );
    expect(appointmentSmsText('it-IT', 'advance', facts)).toBe(
      `Salone Aurora: ti ricordiamo il tuo appuntamento di ${formatSmsDate('it-IT', facts.day)} alle 14:30 con Marta.`,
    );
    expect(appointmentSmsText('zh-CN', 'advance', facts)).toContain('预约提醒');
  });

  it('keeps braces in a shop name as they are', () => {
    expect(appointmentSmsText('en', 'advance', { ...facts, shopName: 'Nails {date}' })).toMatch(/^Nails \{date\}: /);
  });
});
