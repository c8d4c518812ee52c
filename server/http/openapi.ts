import { z } from 'zod';
import type { TAnyCall } from './define-call';

const ZErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  errorKey: z.string(),
  field: z.string().optional(),
  requestId: z.string().optional(),
});

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

function accessText(call: TAnyCall) {
  if (call.access === 'public') return 'public';
  if (call.access === 'session') return 'any session';
  const accountTypes = call.accountTypes ? `, accountType ${call.accountTypes.join(' or ')}` : '';
  const menus = typeof call.access.menu === 'string' ? call.access.menu : call.access.menu.join(' or ');
  return `menu ${menus}${accountTypes}${call.inside ? ', internal password' : ''}${call.freeBlocked ? ', paid plan' : ''}`;
}

/** The OpenAPI document of every call, generated from the contract schemas. */
export function buildOpenApi(calls: readonly TAnyCall[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    const item = call.list
      ? z.object({
          ...call.extra?.shape,
          code: z.literal(0),
          msg: z.string(),
          page: z.object({
            list: z.array(call.output),
            totalCount: z.number(),
            curPage: z.number(),
            limit: z.number(),
            totalPage: z.number(),
          }),
        })
      : z.object({ code: z.literal(0), msg: z.string(), data: call.output });
    paths[`/api/app/${call.path}`] = {
      post: {
        summary: call.summary,
        description: `Access: ${accessText(call)}. ${call.kind === 'write' ? 'Write: the body nonce is an idempotency key.' : 'Read.'}`,
        tags: [call.path.split('/')[0]],
        security: call.access === 'public' ? [] : [{ token: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: json(call.input, 'input') } } },
        responses: {
          200: {
            description: 'Success (code 0) or an error envelope (code != 0, errorKey, msg in the `language` header)',
            content: {
              'application/json': { schema: { oneOf: [json(item, 'output'), json(ZErrorEnvelope, 'output')] } },
            },
          },
          429: {
            description: 'Rate limited',
            content: { 'application/json': { schema: json(ZErrorEnvelope, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Salon Desk API', version },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}

/** A plain HTML page listing the calls (no scripts, so the strict CSP holds). */
export function renderDocsHtml(doc: ReturnType<typeof buildOpenApi>) {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = Object.entries(doc.paths)
    .map(([path, item]) => {
      const post = (item as { post: { summary: string; description: string; requestBody: unknown } }).post;
      const schema = JSON.stringify(post.requestBody, null, 1);
      return `<section><h2>POST ${esc(path)}</h2><p>${esc(post.summary)}</p><p><em>${esc(post.description)}</em></p><details><summary>Request schema</summary><pre>${esc(schema)}</pre></details></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Salon Desk API</title><style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#222}h2{font-size:1rem;font-family:monospace;margin-bottom:.2rem}section{border-bottom:1px solid #ddd;padding:.5rem 0}pre{background:#f5f5f5;padding:.5rem;overflow:auto}</style></head><body><h1>Salon Desk API ${esc(doc.info.version)}</h1><p>Every call is <code>POST</code> with a JSON body; send the session in the <code>token</code> header and the language of messages in <code>language</code>. The machine-readable document is at <a href="/api/docs/json">/api/docs/json</a>.</p>${rows}</body></html>`;
}
