import { z } from 'zod';
import { ZCustomCreateInput } from './customers';
import { zMultiLineText } from './safe-values';

/**
 * custom/import: customers read from a CSV file in the browser (contract/csv.ts), sent as rows of text. A dry run
 * answers the per-row report without writing; the real run adds every valid row and reports the others.
 */
export const CUSTOMER_IMPORT_MAX_ROWS = 2000;
/** A cell longer than any field allows is refused whole; the browser cuts cells to this so the row is reported. */
export const CUSTOMER_IMPORT_CELL_MAX = 500;
const ZImportCell = zMultiLineText().max(CUSTOMER_IMPORT_CELL_MAX).optional().default('');
export const ZCustomerImportRow = z.object({
  customName: ZImportCell,
  customPhone: ZImportCell,
  email: ZImportCell,
  birth: ZImportCell,
  remark: ZImportCell,
});
export const ZCustomImportInput = z.object({
  rows: z.array(ZCustomerImportRow).min(1, 'FIELD_REQUIRED').max(CUSTOMER_IMPORT_MAX_ROWS, 'CHECK_INPUT'),
  isDryRun: z.boolean().optional().default(false),
});
/** The row a report line is about is 1-based, counted from the first data row (the header is row 0). */
export const ZCustomImportOutput = z.object({
  validCount: z.number().int(),
  importedCount: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), errorKey: z.string(), msg: z.string() })),
});
export type TCustomerImportRow = z.output<typeof ZCustomerImportRow>;
export type TCustomImportInput = z.input<typeof ZCustomImportInput>;
export type TCustomImportOutput = z.infer<typeof ZCustomImportOutput>;
/** Each row is checked with the same rules as the add-customer form. */
export const ZCustomerImportValid = ZCustomCreateInput;
