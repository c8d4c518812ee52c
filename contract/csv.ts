/**
 * CSV for customer import and export. Owners move from spreadsheets: Italian and French Excel write ';', others ','.
 * Quoted fields may hold separators, doubled quotes and line breaks (RFC 4180).
 */

/** The separator of a file: the one that appears more often outside quotes in its first line. */
export function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char === ',') commas++;
    else if (!isQuoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Splits CSV text into rows of fields; a leading byte-order mark and blank lines are dropped. */
export function parseCsv(text: string, separator: ',' | ';' = detectSeparator(text)): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (isQuoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      isQuoted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ''));
}

/** One CSV field, quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number, separator: ',' | ';' = ','): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) || text.includes(separator) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to CSV text with CRLF line ends and a byte-order mark, which Excel needs to read UTF-8. */
export function toCsv(rows: readonly (readonly (string | number)[])[], separator: ',' | ';' = ','): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => csvField(cell, separator)).join(separator)).join('\r\n')}\r\n`;
}

/** The customer fields an import fills, and the header names (in the five languages and common exports) for each. */
export const CUSTOMER_IMPORT_COLUMNS = {
  customName: ['customname', 'name', 'nome', 'nome e cognome', 'cliente', 'nombre', 'nom', '姓名', '客户姓名', '名字'],
  customPhone: [
    'customphone',
    'phone',
    'telefono',
    'cellulare',
    'mobile',
    'teléfono',
    'téléphone',
    '电话',
    '手机',
    '手机号',
  ],
  email: ['email', 'e-mail', 'mail', 'correo', 'correo electrónico', 'courriel', '邮箱', '电子邮件'],
  birth: ['birth', 'birthday', 'compleanno', 'data di nascita', 'cumpleaños', 'anniversaire', '生日'],
  remark: ['remark', 'note', 'notes', 'nota', 'notas', 'remarque', '备注'],
} as const;
export type TCustomerImportField = keyof typeof CUSTOMER_IMPORT_COLUMNS;

/** Which column of a header row feeds each field (-1 when none does), matching names case- and space-insensitively. */
export function mapCustomerColumns(header: readonly string[]): Record<TCustomerImportField, number> {
  const names = header.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, ' '));
  const find = (field: TCustomerImportField) =>
    names.findIndex((name) => (CUSTOMER_IMPORT_COLUMNS[field] as readonly string[]).includes(name));
  return {
    customName: find('customName'),
    customPhone: find('customPhone'),
    email: find('email'),
    birth: find('birth'),
    remark: find('remark'),
  };
}

/** A day typed as YYYY-MM-DD, DD/MM/YYYY or DD.MM.YYYY (European spreadsheets) to YYYY-MM-DD; other text is kept. */
export function normalizeImportDate(value: string): string {
  const text = value.trim();
  const european = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (european) return `${european[3]}-${european[2].padStart(2, '0')}-${european[1].padStart(2, '0')}`;
  return text;
}
