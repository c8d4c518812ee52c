import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, legacyEncodingFor, readCustomerCsv } from './customers.import';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** '姓名,手机\n张三,13800000000\n' as Chinese Excel saves it (GB18030: 张 D5C5, 三 C8FD, 姓 D0D5, 名 C3FB, 手 CAD6, 机 BBFA). */
const GB18030_FILE = new Uint8Array([
  0xd0,
  0xd5,
  0xc3,
  0xfb,
  0x2c,
  0xca,
  0xd6,
  0xbb,
  0xfa,
  0x0a,
  0xd5,
  0xc5,
  0xc8,
  0xfd,
  0x2c,
  ...utf8('13800000000\n'),
]);

describe('decodeCsvBytes', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeCsvBytes(utf8('Nome;Note\nNiccolò;è'))).toEqual({ text: 'Nome;Note\nNiccolò;è', encoding: 'UTF-8' });
    expect(decodeCsvBytes(utf8('\uFEFFname')).text).toBe('name');
  });

  it('falls back to GB18030 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(GB18030_FILE)).toEqual({ text: '姓名,手机\n张三,13800000000\n', encoding: 'GB18030' });
  });
});

describe('Western European Excel files', () => {
  it('reads Windows-1252 accents when the file is not UTF-8 and the person works in a European language', () => {
    const bytes = Uint8Array.from([...'Nome;Note\nNiccol'].map((c) => c.charCodeAt(0)).concat([0xf2, 0x3b, 0x78]));
    expect(legacyEncodingFor('it-IT')).toBe('windows-1252');
    expect(legacyEncodingFor('zh-CN')).toBe('GB18030');
    expect(decodeCsvBytes(bytes, 'windows-1252')).toEqual({ text: 'Nome;Note\nNiccolò;x', encoding: 'windows-1252' });
  });
});

describe('readCustomerCsv', () => {
  it('maps the header to the customer fields and keeps the data rows in order', () => {
    const file = utf8(
      'Nome;Cellulare;E-mail;Compleanno;Note\r\nAnna Rossi; 333 1234567 ;anna@example.com;24/12/1990;"a; b"\r\nLuca;3339876543;;;\r\n',
    );
    expect(readCustomerCsv(file)).toEqual({
      encoding: 'UTF-8',
      separator: ';',
      missingColumns: [],
      rows: [
        {
          customName: 'Anna Rossi',
          customPhone: '333 1234567',
          email: 'anna@example.com',
          birth: '24/12/1990',
          remark: 'a; b',
        },
        { customName: 'Luca', customPhone: '3339876543', email: '', birth: '', remark: '' },
      ],
    });
  });

  it('leaves optional columns empty and reads GB18030 files', () => {
    expect(readCustomerCsv(GB18030_FILE)).toMatchObject({
      encoding: 'GB18030',
      separator: ',',
      rows: [{ customName: '张三', customPhone: '13800000000', birth: '', remark: '' }],
    });
  });

  it('names the required columns the header lacks and reads no row', () => {
    expect(readCustomerCsv(utf8('Cliente,Email\nAnna,a@b.it\n'))).toMatchObject({
      missingColumns: ['customPhone'],
      rows: [],
    });
    expect(readCustomerCsv(utf8('')).missingColumns).toEqual(['customName', 'customPhone']);
  });

  it('cuts an overlong cell to the contract limit, so the server reports the row instead of refusing the file', () => {
    const { rows } = readCustomerCsv(utf8(`name,phone,remark\nAnna,333 1234567,${'x'.repeat(900)}\n`));
    expect(rows[0].remark).toHaveLength(500);
  });
});
