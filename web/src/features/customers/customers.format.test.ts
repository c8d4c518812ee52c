import { describe, expect, it } from 'vitest';
import { defuseFormula, exportAmount, toExportCsv } from '../../lib/csv-export';
import { safeFileName } from '../../lib/file-download';
import { formatDay } from './customers.format';

describe('CSV export', () => {
  it('quotes what needs it and doubles inner quotes', () => {
    expect(toExportCsv([['Anna "Nina" Rossi', 'a,b\nc', null, 3]])).toBe('\uFEFF"Anna ""Nina"" Rossi","a,b\nc",,3\r\n');
  });

  it('keeps phone numbers and defuses formulas', () => {
    expect(defuseFormula('+39 333 123-45')).toBe('+39 333 123-45');
    expect(defuseFormula('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(defuseFormula('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(defuseFormula('@cmd')).toBe("'@cmd");
    expect(defuseFormula(-5)).toBe(-5);
  });

  it('prints money as a plain decimal and file names without separators', () => {
    expect(exportAmount(123456)).toBe('1234.56');
    expect(exportAmount(-5)).toBe('-0.05');
    expect(safeFileName('Anna / Rossi')).toBe('Anna_Rossi');
  });
});

describe('formatDay', () => {
  it('prints a calendar day without shifting it through a time zone', () => {
    expect(formatDay('2024-03-01', 'en')).toBe('Mar 1, 2024');
    expect(formatDay('', 'en')).toBe('');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
