import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('CASH_DEVICE_ORIGINS', () => {
  it('is empty unless set, and lists the origins given, comma-separated', () => {
    expect(loadConfig({}).cashDeviceOrigins).toEqual([]);
    expect(
      loadConfig({ CASH_DEVICE_ORIGINS: ' http://192.168.1.20:3000, https://till.local ,' }).cashDeviceOrigins,
    ).toEqual(['http://192.168.1.20:3000', 'https://till.local']);
  });

  it('refuses what is not an origin, naming the variable', () => {
    for (const bad of ['192.168.1.20', 'http://till.local/path', "http://a 'unsafe-inline'", 'ftp://till.local']) {
      expect(() => loadConfig({ CASH_DEVICE_ORIGINS: bad })).toThrow(/CASH_DEVICE_ORIGINS/);
    }
  });
});
