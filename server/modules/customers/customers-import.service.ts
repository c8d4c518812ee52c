import type { z } from 'zod';
import { normalizeImportDate } from '../../../contract/csv';
import { ZCustomerImportValid, type ZCustomImportInput } from '../../../contract/customer-import';
import { errorText } from '../../../contract/errors';
import type { TSessionCtx } from '../../http/context';
import { errorOfIssue } from '../../http/define-call';
import { toE164 } from '../auth/auth.crypto';
import { findShopAreaCode, insertCustomers } from './customers.repo';

/**
 * custom/import: checks every row with the add-customer rules and reports each bad one (its row, field and the
 * message in the caller's language). A dry run writes nothing; the real run adds every valid row in one insert.
 */
export async function importCustomers(ctx: TSessionCtx, input: z.output<typeof ZCustomImportInput>) {
  const errors: { row: number; field: string; errorKey: string; msg: string }[] = [];
  const valid: z.output<typeof ZCustomerImportValid>[] = [];
  input.rows.forEach((row, index) => {
    const candidate = { ...row, birth: normalizeImportDate(row.birth) };
    const parsed = ZCustomerImportValid.safeParse(candidate);
    if (parsed.success) {
      valid.push(parsed.data);
      return;
    }
    const { key, field } = errorOfIssue(parsed.error.issues[0], candidate);
    errors.push({ row: index + 1, field: field ?? '', errorKey: key, msg: errorText(key, ctx.language) });
  });
  if (input.isDryRun) return { validCount: valid.length, importedCount: 0, errors };
  const areaCode = await findShopAreaCode(ctx);
  const importedCount = await insertCustomers(
    ctx,
    valid.map((row) => ({
      name: row.customName,
      phone: row.customPhone,
      phoneE164: toE164(areaCode, row.customPhone),
      email: row.email,
      birthday: row.birth || null,
      remark: row.remark,
      rating: row.rating,
      createdAt: ctx.now,
    })),
  );
  return { validCount: valid.length, importedCount, errors };
}
