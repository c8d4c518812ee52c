import { describe, expect, it } from 'vitest';
import { detectSeparator, mapCustomerColumns, normalizeImportDate, parseCsv, toCsv } from './csv';

describe('CSV for customer import and export', () => {
  it('detects the separator Italian Excel writes, and a plain comma file', () => {
    expect(detectSeparator('Nome;Telefono;Note\r\nAnna;347 1;ciao, a presto')).toBe(';');
    expect(detectSeparator('name,phone\nAnna,347')).toBe(',');
    expect(detectSeparator('"a;b;c",x,y\n')).toBe(',');
  });

  it('reads quoted fields with separators, doubled quotes and line breaks, and drops the BOM and blank lines', () => {
    const text = '\uFEFFname;remark\r\n"Rossi; Anna";"says ""hi""\nand bye"\r\n\r\nLi;\r\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'remark'],
      ['Rossi; Anna', 'says "hi"\nand bye'],
      ['Li', ''],
    ]);
  });

  it('writes what it reads back, with a BOM for Excel', () => {
    const rows = [
      ['Nome', 'Note'],
      ['Rossi, Anna', 'detto "ciao"'],
    ];
    const text = toCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text, ',')).toEqual(rows);
    expect(parseCsv(toCsv(rows, ';'), ';')).toEqual(rows);
  });

  it('maps headers in the five languages to the customer fields', () => {
    expect(mapCustomerColumns(['Nome', 'Cellulare', 'Note'])).toEqual({
      customName: 0,
      customPhone: 1,
      email: -1,
      birth: -1,
      remark: 2,
    });
    expect(mapCustomerColumns(['Nombre', 'Teléfono', 'Correo electrónico'])).toMatchObject({ email: 2 });
    expect(mapCustomerColumns(['姓名', '手机', '邮箱'])).toMatchObject({ email: 2 });
    expect(mapCustomerColumns(['姓名', '手机', '生日'])).toMatchObject({ customName: 0, customPhone: 1, birth: 2 });
    expect(mapCustomerColumns([' Phone ', 'NAME'])).toMatchObject({ customName: 1, customPhone: 0 });
  });

  it('reads European dates', () => {
    expect(normalizeImportDate('3/7/1985')).toBe('1985-07-03');
    expect(normalizeImportDate('03.07.1985')).toBe('1985-07-03');
    expect(normalizeImportDate('1985-07-03')).toBe('1985-07-03');
    expect(normalizeImportDate('')).toBe('');
  });
});
