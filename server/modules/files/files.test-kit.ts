import { randomBytes } from 'node:crypto';
import type { TTestApp } from '../../test/fixture';

/** Test helpers shared by the upload api tests. */

export type TPart = { name: string; data: Buffer | string; filename?: string; type?: string };

/** A multipart/form-data body as a browser builds it. */
export function form(parts: TPart[]) {
  const boundary = `----SalonDesk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a form to file/imgUpload and answers the status and the envelope. */
export async function uploadForm(
  t: TTestApp,
  parts: TPart[],
  { token, language = 'en' }: { token?: string; language?: string } = {},
) {
  const { payload, contentType } = form(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/file/imgUpload',
    headers: { 'content-type': contentType, language, ...(token ? { token } : {}) },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { code: number; msg: string } };
}
