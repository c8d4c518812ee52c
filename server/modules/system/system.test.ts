import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture';

const t = useTestApp({ PLAN_PRICES: 'monthly:9900:6900,quarter:26900:19900,yearly:99900:69900', APP_VERSION: '1.2.3' });

describe('goods/queryList', () => {
  it('lists the free plan and the configured paid plans in CNY cents', async () => {
    const { body } = await t.call('goods/queryList');
    expect(body.code).toBe(0);
    expect(body.data).toEqual([
      { id: 1, goodsType: 'free', months: 0, price: 0, lowestPrice: 0, currency: 'CNY' },
      { id: 2, goodsType: 'monthly', months: 1, price: 9900, lowestPrice: 6900, currency: 'CNY' },
      { id: 3, goodsType: 'quarter', months: 3, price: 26900, lowestPrice: 19900, currency: 'CNY' },
      { id: 4, goodsType: 'yearly', months: 12, price: 99900, lowestPrice: 69900, currency: 'CNY' },
    ]);
  });
});

describe('version/queryNewVersion', () => {
  it('answers the configured version and a release note in the caller language', async () => {
    const { body } = await t.call('version/queryNewVersion', { envFlag: 2 }, { language: 'it-IT' });
    expect(body.data).toEqual({ appVersion: '1.2.3', remark: 'Miglioramenti di prestazioni e stabilità.' });
  });

  it('refuses an envFlag other than 1 or 2', async () => {
    const { body } = await t.call('version/queryNewVersion', { envFlag: 7 });
    expect(body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'envFlag' });
  });
});

describe('customerService/query', () => {
  it('answers the configured contact details without a session', async () => {
    const { body } = await t.call('customerService/query');
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ phone: expect.any(String), email: expect.any(String) });
  });
});
