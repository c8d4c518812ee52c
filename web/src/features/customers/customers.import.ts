import { detectSeparator, mapCustomerColumns, parseCsv, type TCustomerImportField } from '../../../../contract/csv';
import { CUSTOMER_IMPORT_CELL_MAX, type TCustomerImportRow } from '../../../../contract/customer-import';

export type TCsvEncoding = 'UTF-8' | 'GB18030' | 'windows-1252';
/** The code page a file that is not UTF-8 is read in: Chinese Excel saves GB18030, Western European Excel Windows-1252. */
export type TLegacyEncoding = 'GB18030' | 'windows-1252';
export type TCsvSeparator = ',' | ';';

/** The columns a customer cannot be imported without (the add-customer form requires both). */
const REQUIRED_COLUMNS = ['customName', 'customPhone'] as const satisfies readonly TCustomerImportField[];

/**
 * A file's text: UTF-8 when its bytes are valid UTF-8, otherwise the legacy code page (GB18030 for Chinese Excel,
 * Windows-1252 for Italian, Spanish and French Excel). Strict UTF-8 decoding fails on any invalid sequence, so a
 * legacy file is never misread as UTF-8.
 */
export function decodeCsvBytes(
  bytes: ArrayBuffer | Uint8Array,
  legacy: TLegacyEncoding = 'GB18030',
): { text: string; encoding: TCsvEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'UTF-8' };
  } catch {
    return { text: new TextDecoder(legacy.toLowerCase()).decode(bytes), encoding: legacy };
  }
}

/** The legacy code page to expect from someone working in a language: the one their Excel saves CSV in. */
export const legacyEncodingFor = (language: string): TLegacyEncoding =>
  language === 'zh-CN' ? 'GB18030' : 'windows-1252';

export type TCustomerCsv = {
  encoding: TCsvEncoding;
  separator: TCsvSeparator;
  /** The required columns the header row lacks; when any is missing, no row is read. */
  missingColumns: TCustomerImportField[];
  /** The data rows under the header, as custom/import takes them (row 1 of its report is the first). */
  rows: TCustomerImportRow[];
};

/**
 * A customer CSV file as import rows: decoded, its separator detected and its header row mapped to the customer
 * fields (contract/csv). Cells are trimmed and cut to the contract's cell limit, so an overlong cell is reported on
 * its row instead of refusing the whole file.
 */
export function readCustomerCsv(bytes: ArrayBuffer | Uint8Array, legacy: TLegacyEncoding = 'GB18030'): TCustomerCsv {
  const { text, encoding } = decodeCsvBytes(bytes, legacy);
  const separator = detectSeparator(text);
  const [header = [], ...body] = parseCsv(text, separator);
  const columns = mapCustomerColumns(header);
  const missingColumns = REQUIRED_COLUMNS.filter((field) => columns[field] < 0);
  if (missingColumns.length > 0) return { encoding, separator, missingColumns, rows: [] };
  const cell = (row: readonly string[], index: number) =>
    index < 0 ? '' : (row[index] ?? '').trim().slice(0, CUSTOMER_IMPORT_CELL_MAX);
  const rows = body.map((row) => ({
    customName: cell(row, columns.customName),
    customPhone: cell(row, columns.customPhone),
    email: cell(row, columns.email),
    birth: cell(row, columns.birth),
    remark: cell(row, columns.remark),
  }));
  return { encoding, separator, missingColumns, rows };
}
