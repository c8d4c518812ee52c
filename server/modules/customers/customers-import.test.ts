import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_IMPORT_MAX_ROWS } from '../../../contract/customer-import';
import { customers } from '../../db/schema/customers';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { ownerShop } from './customers.test-kit';

/** custom/import: customers moved from a spreadsheet, checked row by row with the add-customer rules. */
const t = useTestApp();

type TReport = {
  validCount: number;
  importedCount: number;
  errors: { row: number; field: string; errorKey: string; msg: string }[];
};

const ROWS = [
  { customName: 'Anna Rossi', customPhone: '347 111 2233', birth: '03/07/1985', remark: 'Cliente storica' },
  { customName: 'Bruno Verdi', customPhone: '347-abc', birth: '', remark: '' },
  { customName: '', customPhone: '347 555 6677', birth: '', remark: '' },
  { customName: 'Li Wei', customPhone: '+86 138 0013 8000', birth: '', remark: '' },
];

const namesIn = async (shopId: number) =>
  (await t.deps.db.select({ name: customers.name }).from(customers).where(eq(customers.shopId, shopId)))
    .map((row) => row.name)
    .sort();

describe('custom/import', () => {
  it('reports each bad row in a dry run, in the caller’s language, and writes nothing', async () => {
    const { shopId, token } = await ownerShop(t);
    const { body } = await t.call('custom/import', { rows: ROWS, isDryRun: true }, { token, language: 'it-IT' });
    const report = dataOf<TReport>(body);
    expect(report).toMatchObject({ validCount: 2, importedCount: 0 });
    expect(report.errors).toEqual([
      { row: 2, field: 'customPhone', errorKey: 'PHONE_INVALID', msg: expect.any(String) },
      { row: 3, field: 'customName', errorKey: 'CUSTOMER_NAME_REQUIRED', msg: 'Inserisci il nome del cliente' },
    ]);
    expect(await namesIn(shopId)).toEqual([]);
  });

  it('adds the valid rows, with European dates read and phones in international form', async () => {
    const { shopId, token } = await ownerShop(t);
    const report = dataOf<TReport>((await t.call('custom/import', { rows: ROWS }, { token })).body);
    expect(report).toMatchObject({ validCount: 2, importedCount: 2 });
    expect(report.errors.map((e) => e.row)).toEqual([2, 3]);
    const rows = await t.deps.db.select().from(customers).where(eq(customers.shopId, shopId));
    expect(rows.map((r) => [r.name, r.phoneE164, r.birthday]).sort()).toEqual([
      ['Anna Rossi', '+393471112233', '1985-07-03'],
      ['Li Wei', '+8613800138000', null],
    ]);
  });

  it('refuses an empty file and one over the row limit', async () => {
    const { token } = await ownerShop(t);
    expectError((await t.call('custom/import', { rows: [] }, { token })).body, 'FIELD_REQUIRED', 'rows');
    const tooMany = Array.from({ length: CUSTOMER_IMPORT_MAX_ROWS + 1 }, () => ROWS[0]);
    expectError((await t.call('custom/import', { rows: tooMany }, { token })).body, 'CHECK_INPUT', 'rows');
  });

  it('imports once when the same submission is retried with its nonce', async () => {
    const { shopId, token } = await ownerShop(t);
    await t.call('custom/import', { rows: [ROWS[0]] }, { token, nonce: 'import-1' });
    await t.call('custom/import', { rows: [ROWS[0]] }, { token, nonce: 'import-1' });
    expect(await namesIn(shopId)).toEqual(['Anna Rossi']);
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/import', { rows: [ROWS[0]] });
    expect(body.code).toBe(401);
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/import', async () => ({ rows: [ROWS[0]], isDryRun: true }));
  });
});
