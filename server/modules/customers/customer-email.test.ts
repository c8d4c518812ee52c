import { describe, expect, it } from 'vitest';
import type { TCustomerDetail } from '../../../contract/customers';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { customerRow, ownerShop } from './customers.test-kit';

/** Issue 21: a customer may keep an e-mail address, where receipts can be sent. */
const t = useTestApp();

const body = (overrides: Record<string, unknown> = {}) => ({
  customName: 'Anna Rossi',
  customPhone: '347 111 2233',
  ...overrides,
});

describe('the customer e-mail', () => {
  it('is optional, saved on create and update, and read back with the customer', async () => {
    const { token } = await ownerShop(t);
    const plain = dataOf<TCustomerDetail>((await t.call('custom/create', body(), { token })).body);
    expect(plain.email).toBe('');
    const created = dataOf<TCustomerDetail>(
      (await t.call('custom/create', body({ email: ' anna@example.com ' }), { token })).body,
    );
    expect(created.email).toBe('anna@example.com');
    const updated = dataOf<TCustomerDetail>(
      (
        await t.call(
          'custom/update',
          { ...body({ email: 'anna.rossi@example.it' }), id: created.id, version: created.version },
          { token },
        )
      ).body,
    );
    expect(updated.email).toBe('anna.rossi@example.it');
    expect((await customerRow(t, created.id)).email).toBe('anna.rossi@example.it');
  });

  it('refuses an address that is not one', async () => {
    const { token } = await ownerShop(t);
    expectError((await t.call('custom/create', body({ email: 'anna@' }), { token })).body, 'EMAIL_INVALID', 'email');
    expectError(
      (await t.call('custom/create', body({ email: `${'a'.repeat(95)}@x.com` }), { token })).body,
      'CHECK_INPUT',
      'email',
    );
  });

  it('is imported from a CSV column, and a bad one is reported for its row', async () => {
    const { token } = await ownerShop(t);
    const rows = [
      { customName: 'Anna', customPhone: '347 111 2233', email: 'anna@example.com', birth: '', remark: '' },
      { customName: 'Bruno', customPhone: '347 111 2244', email: 'not an address', birth: '', remark: '' },
    ];
    const report = dataOf<{ importedCount: number; errors: { row: number; field: string }[] }>(
      (await t.call('custom/import', { rows }, { token })).body,
    );
    expect(report.importedCount).toBe(1);
    expect(report.errors).toMatchObject([{ row: 2, field: 'email' }]);
    const list = await t.call('custom/queryCustomList', { key: 'Anna' }, { token });
    expect((list.body.page as { list: { email: string }[] }).list[0].email).toBe('anna@example.com');
  });
});
