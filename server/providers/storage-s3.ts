import { createHash, createHmac } from 'node:crypto';
import type { TConfig } from '../config';
import type { TStorageProvider } from './storage';

/** A request to sign: the method, the full URL, its headers (`host` is taken from the URL) and the payload's hash. */
export type TSignInput = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The signing instant; `x-amz-date` is derived from it. */
  at: Date;
};

export type TSigned = {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  /** Every header to send, `authorization` and `x-amz-date` included. */
  headers: Record<string, string>;
};

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** `20130524T000000Z`, the compact ISO form Signature V4 uses. */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 3986 encoding of one path segment or query part, as Signature V4 wants it (only unreserved characters kept). */
const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search: URLSearchParams) {
  return [...search.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * AWS Signature Version 4 (header-based, as S3 documents it), with node:crypto only: the canonical request, the
 * string to sign, the signing key derived from the secret, date, region and service, and the Authorization header.
 */
export function signV4(input: TSignInput): TSigned {
  const url = new URL(input.url);
  const date = amzDate(input.at);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = { host: url.host, 'x-amz-date': date };
  for (const [name, value] of Object.entries(input.headers)) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalUri = url.pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri || '/',
    canonicalQuery(url.searchParams),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, headers: { ...headers, authorization } };
}

type TS3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
};

/**
 * The S3 settings, checked when the server starts with STORAGE_PROVIDER=s3: without a bucket and both keys nothing
 * could be stored, so the start fails with a readable configuration error instead of the first upload.
 */
export function s3SettingsOf(storage: TConfig['storage']): TS3Settings {
  const missing = [
    ['S3_BUCKET', storage.bucket],
    ['S3_ACCESS_KEY_ID', storage.accessKeyId],
    ['S3_SECRET_ACCESS_KEY', storage.secretAccessKey],
  ].filter(([, value]) => !value);
  if (missing.length) {
    const lines = missing.map(([name]) => `  ${name}: required when STORAGE_PROVIDER=s3`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const endpoint = (storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`).replace(/\/$/, '');
  const bucket = storage.bucket!;
  return {
    endpoint,
    region: storage.region,
    bucket,
    accessKeyId: storage.accessKeyId!,
    secretAccessKey: storage.secretAccessKey!,
    publicUrl: (storage.publicUrl ?? `${endpoint}/${bucket}`).replace(/\/$/, ''),
  };
}

/** An S3-compatible bucket (AWS, MinIO, R2, ...): a signed path-style PUT per file; browsers read it at the public URL. */
export function s3Storage(
  storage: TConfig['storage'],
  {
    fetchFn = fetch,
    clock = () => new Date(),
    timeoutMs = 10_000,
    disposition = 'inline',
  }: {
    fetchFn?: typeof fetch;
    clock?: () => Date;
    /** How long one request may take: an image's 10 s by default, longer for a backup (ADR 031). */
    timeoutMs?: number;
    /** How a browser given the object shows it: an image inline, a backup as a file to save. */
    disposition?: 'inline' | 'attachment';
  } = {},
): TStorageProvider {
  const settings = s3SettingsOf(storage);
  const signedHeaders = (method: string, url: string, headers: Record<string, string>, payloadHash: string) => {
    const signed = signV4({
      method,
      url,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      region: settings.region,
      service: 's3',
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      at: clock(),
    });
    const { host: _host, ...rest } = signed.headers;
    return rest;
  };
  return {
    name: 's3',
    urlOf: (key) => `${settings.publicUrl}/${key}`,
    async remove(key) {
      const url = `${settings.endpoint}/${settings.bucket}/${key}`;
      const res = await fetchFn(url, {
        method: 'DELETE',
        headers: signedHeaders('DELETE', url, {}, sha256Hex('')),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404 for a missing one.
      if (!res.ok && res.status !== 404) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`S3 DELETE ${key} answered ${res.status}: ${detail}`);
      }
    },
    async put(key, bytes, contentType) {
      const url = `${settings.endpoint}/${settings.bucket}/${key}`;
      const payloadHash = sha256Hex(bytes);
      // Served as an image shown in the page, under its own name (the bucket stores and answers this header).
      const shownAs = `${disposition}; filename="${key.split('/').pop()}"`;
      const headers = signedHeaders(
        'PUT',
        url,
        { 'content-type': contentType, 'content-disposition': shownAs },
        payloadHash,
      );
      const res = await fetchFn(url, {
        method: 'PUT',
        headers,
        body: new Uint8Array(bytes),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 300);
        throw new Error(`S3 PUT ${key} answered ${res.status}: ${detail}`);
      }
      return { url: `${settings.publicUrl}/${key}` };
    },
  };
}
