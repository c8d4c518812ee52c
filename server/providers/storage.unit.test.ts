import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { TDb } from '../db/client';
import { buildProviders } from './providers';
import { localDiskStorage, localFileOf } from './storage-local';
import { amzDate, s3SettingsOf, s3Storage, signV4 } from './storage-s3';

// The example credentials and request of the S3 Signature V4 documentation ("Example: GET Object").
const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4', () => {
  it("reproduces the S3 documentation's GET /test.txt example, step by step", () => {
    const signed = signV4({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 's3',
      ...EXAMPLE,
      at: new Date('2013-05-24T00:00:00Z'),
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('sorts and encodes the query, keeps the port in the host and encodes the path segments', () => {
    const signed = signV4({
      method: 'put',
      url: 'http://127.0.0.1:9000/bucket/a%20b/c.png?z=1&a=x%2Fy&a=b',
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'eu-south-1',
      service: 's3',
      ...EXAMPLE,
      at: new Date('2026-11-23T09:05:07.123Z'),
    });
    const lines = signed.canonicalRequest.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'PUT',
      '/bucket/a%20b/c.png',
      'a=b&a=x%2Fy&z=1',
      'host:127.0.0.1:9000',
      'x-amz-date:20261123T090507Z',
    ]);
    expect(signed.stringToSign.split('\n')[2]).toBe('20261123/eu-south-1/s3/aws4_request');
  });

  it('writes the signing instant in the compact form', () => {
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

describe('s3Storage', () => {
  const storage = {
    provider: 's3' as const,
    endpoint: 'https://minio.example.test/',
    region: 'eu-west-1',
    bucket: 'salon-uploads',
    ...EXAMPLE,
    publicUrl: 'https://cdn.example.test/uploads',
  };

  it('PUTs the object path-style with a signed request and answers its public URL', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('', { status: 200 });
    }) as typeof fetch;
    const at = new Date('2026-11-23T09:00:00Z');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const provider = s3Storage(storage, { fetchFn, clock: () => at });
    expect(provider.name).toBe('s3');
    const { url } = await provider.put('12/abcdef0123456789abcdef01.png', bytes, 'image/png');
    expect(url).toBe('https://cdn.example.test/uploads/12/abcdef0123456789abcdef01.png');

    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://minio.example.test/salon-uploads/12/abcdef0123456789abcdef01.png');
    expect(calls[0].init.method).toBe('PUT');
    expect(Buffer.from(calls[0].init.body as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
    const headers = calls[0].init.headers as Record<string, string>;
    const payloadHash = createHash('sha256').update(bytes).digest('hex');
    const disposition = 'inline; filename="abcdef0123456789abcdef01.png"';
    expect(headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': disposition,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': '20261123T090000Z',
    });
    expect(headers.host).toBeUndefined();
    const expected = signV4({
      method: 'PUT',
      url: calls[0].url,
      headers: { 'content-type': 'image/png', 'content-disposition': disposition, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: 'eu-west-1',
      service: 's3',
      ...EXAMPLE,
      at,
    });
    expect(headers.authorization).toBe(expected.headers.authorization);
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20261123\/eu-west-1\/s3\/aws4_request,SignedHeaders=content-disposition;content-type;host;x-amz-content-sha256;x-amz-date,Signature=[0-9a-f]{64}$/,
    );
  });

  it('DELETEs an object with a signed request; a missing one is no error, a refusal is', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 204;
    const fetchFn = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status });
    }) as typeof fetch;
    const at = new Date('2026-11-23T09:00:00Z');
    const provider = s3Storage(storage, { fetchFn, clock: () => at });
    await provider.remove('12/abcdef0123456789abcdef01.png');
    expect(calls[0].url).toBe('https://minio.example.test/salon-uploads/12/abcdef0123456789abcdef01.png');
    expect(calls[0].init.method).toBe('DELETE');
    const headers = calls[0].init.headers as Record<string, string>;
    const expected = signV4({
      method: 'DELETE',
      url: calls[0].url,
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      payloadHash: EMPTY_SHA256,
      region: 'eu-west-1',
      service: 's3',
      ...EXAMPLE,
      at,
    });
    expect(headers.authorization).toBe(expected.headers.authorization);
    status = 404;
    await provider.remove('12/abcdef0123456789abcdef01.png');
    status = 403;
    await expect(provider.remove('12/abcdef0123456789abcdef01.png')).rejects.toThrow(/DELETE.*403/);
  });

  it('fails the upload when the bucket refuses it', async () => {
    const fetchFn = (async () => new Response('<Error>AccessDenied</Error>', { status: 403 })) as typeof fetch;
    const provider = s3Storage(storage, { fetchFn });
    await expect(provider.put('1/abcdef0123456789abcdef01.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /403.*AccessDenied/,
    );
  });

  it('defaults the endpoint to AWS and the public URL to the bucket', () => {
    expect(
      s3SettingsOf({ ...storage, endpoint: undefined, publicUrl: undefined, region: 'eu-central-1' }),
    ).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      publicUrl: 'https://s3.eu-central-1.amazonaws.com/salon-uploads',
    });
  });

  it('stops the start-up with a configuration error when the bucket or keys are missing', () => {
    // No payment provider: the sandbox wallet would need its secret from a database this test does not open.
    const config = loadConfig({ STORAGE_PROVIDER: 's3', S3_ACCESS_KEY_ID: 'AKIA', PAYMENT_PROVIDER: 'none' });
    const log = { info: () => {} };
    expect(() => buildProviders(config, {} as TDb, log)).toThrow(
      /Invalid configuration:\n {2}S3_BUCKET: required when STORAGE_PROVIDER=s3\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    const complete = loadConfig({
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: 'b',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      PAYMENT_PROVIDER: 'none',
    });
    expect(buildProviders(complete, {} as TDb, log).storage.name).toBe('s3');
    expect(buildProviders(loadConfig({ PAYMENT_PROVIDER: 'none' }), {} as TDb, log).storage.name).toBe('local');
  });
});

describe('local disk storage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-storage-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes the file under uploads/<key>, leaving no temporary file, and answers its URL', async () => {
    const provider = localDiskStorage(dataDir);
    const key = '7/0123456789abcdef01234567.png';
    const { url } = await provider.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect(url).toBe(`/api/files/${key}`);
    expect([...readFileSync(join(dataDir, 'uploads', key))]).toEqual([1, 2, 3]);
    expect(readdirSync(join(dataDir, 'uploads', '7'))).toEqual(['0123456789abcdef01234567.png']);
  });

  it('removes a stored file, and a missing one quietly', async () => {
    const provider = localDiskStorage(dataDir);
    const key = '8/0123456789abcdef01234567.png';
    await provider.put(key, new Uint8Array([1]), 'image/png');
    await provider.remove(key);
    expect(existsSync(join(dataDir, 'uploads', key))).toBe(false);
    await provider.remove(key);
    await expect(provider.remove('../escape.png')).rejects.toThrow(/refused/);
  });

  it('refuses a key that leaves the uploads folder', async () => {
    const provider = localDiskStorage(dataDir);
    await expect(provider.put('../escape.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/refused/);
    expect(existsSync(join(dataDir, 'escape.png'))).toBe(false);
  });

  it('maps only a shop id and a stored name to a file', () => {
    expect(localFileOf(dataDir, '7', '0123456789abcdef01234567.jpg')).toEqual({
      path: join(dataDir, 'uploads', '7', '0123456789abcdef01234567.jpg'),
      contentType: 'image/jpeg',
    });
    for (const [shopId, name] of [
      ['7', '../0123456789abcdef01234567.png'],
      ['..', '0123456789abcdef01234567.png'],
      ['7', '0123456789abcdef01234567.png/..'],
      ['7', '0123456789abcdef01234567.gif'],
      ['7', '0123456789ABCDEF01234567.png'],
      ['07', '0123456789abcdef01234567.png'],
      ['7', '0123456789abcdef0123456.png'],
    ]) {
      expect(localFileOf(dataDir, shopId, name), `${shopId}/${name}`).toBeNull();
    }
  });
});
