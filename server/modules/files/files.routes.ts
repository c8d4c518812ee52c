import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../../contract/languages';
import { AppError } from '../../http/app-error';
import type { TDeps } from '../../http/context';
import { toErrorEnvelope } from '../../http/define-call';
import { fail, httpStatusOf, type TEnvelope } from '../../http/envelope';
import { resolveSession } from '../../http/session';
import { localFileOf } from '../../providers/storage-local';
import { storeImage } from './files.service';

const MB = 1024 * 1024;
/** Room for the multipart framing and the small `title` field around one file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** A failure while reading the form is the client's: each is answered with its SPEC §8 error. */
function uploadErrorOf(err: unknown, maxMb: number): AppError {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('FILE_TOO_LARGE', { field: 'file', params: { n: maxMb } });
    case 'FST_FILES_LIMIT':
      return new AppError('TOO_MANY_FILES', { field: 'file', params: { limit: 1 } });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('FIELD_REQUIRED', { field: 'file' });
    default:
      // Too many parts or fields, or busboy's complaints about a malformed form ("Unexpected end of form").
      return new AppError('CHECK_INPUT', { field: 'file' });
  }
}

/** The bytes of the one `file` part of the form; any other file field is read past and ignored. */
async function readUploadedFile(req: FastifyRequest, maxMb: number): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('FIELD_REQUIRED', { field: 'file' });
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file' && !bytes) {
        bytes = await part.toBuffer();
      } else {
        for await (const _chunk of part.file) {
          // drained: the form goes on after it
        }
      }
    }
  } catch (err) {
    const answer = uploadErrorOf(err, maxMb);
    if (answer.key === 'CHECK_INPUT') req.log.warn({ err }, 'malformed upload');
    throw answer;
  }
  if (!bytes) throw new AppError('FIELD_REQUIRED', { field: 'file' });
  return bytes;
}

/**
 * file/imgUpload (SPEC §7) and the files it stores (ADR 017). The upload is multipart, so it sits outside defineCall,
 * but it opens the session with the same check and answers the same envelopes: `{code: 0, msg, url, data: {url}}`, or
 * an error with HTTP 200. Files stored on the local disk are served by `GET /api/files/<shop>/<name>`.
 */
export async function registerFileRoutes(app: FastifyInstance, deps: TDeps) {
  const maxMb = deps.config.upload.maxMb;
  const maxBytes = Math.floor(maxMb * MB);

  await app.register(async (scope) => {
    // Not the app's JSON bodyLimit: multipart streams past it, capped per file here.
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
      throwFileSizeLimit: true,
    });

    // Throttled per session (ADR 019): one session cannot fill the disk in seconds; without a token, per address.
    const rateLimit = {
      max: deps.config.upload.ratePerMinute,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        const token = req.headers.token;
        return typeof token === 'string' && token
          ? `upload:${createHash('sha256').update(token).digest('hex')}`
          : `upload-ip:${req.ip}`;
      },
    };
    scope.post('/api/app/file/imgUpload', { config: { rateLimit } }, async (req, reply) => {
      const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
      let envelope: TEnvelope;
      try {
        const session = await resolveSession(deps, req.headers.token as string | undefined, deps.clock());
        if (!session) throw new AppError('SESSION_EXPIRED');
        // A body far past the cap is refused before it is read; the connection closes instead of draining it.
        if (Number(req.headers['content-length'] ?? 0) > maxBytes + FORM_OVERHEAD_BYTES) {
          reply.header('connection', 'close');
          throw new AppError('FILE_TOO_LARGE', { field: 'file', params: { n: maxMb } });
        }
        const { url } = await storeImage(deps, session.shopId, await readUploadedFile(req, maxMb));
        envelope = { code: 0, msg: 'success', url, data: { url } };
      } catch (err) {
        envelope = toErrorEnvelope(err, language, req);
      }
      return reply.status(httpStatusOf(envelope)).send(envelope);
    });
  });

  app.get<{ Params: { shopId: string; name: string } }>('/api/files/:shopId/:name', async (req, reply) => {
    const file = localFileOf(deps.config.dataDir, req.params.shopId, req.params.name);
    const size = file
      ? await stat(file.path).then(
          (s) => (s.isFile() ? s.size : null),
          () => null,
        )
      : null;
    if (!file || size === null) {
      const language = pickLanguage(req.headers.language as string | undefined, deps.config.defaultLanguage);
      return reply.status(404).send({ ...fail('NOT_FOUND', language), code: 404 });
    }
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        // Shown in the page as the image it is, under its stored name (a clean image: files.service re-encodes it).
        .header('content-disposition', `inline; filename="${req.params.name}"`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file.path))
    );
  });
}

/** The upload's entry in the OpenAPI document, beside the calls generated from the contract. */
export const FILE_OPENAPI_PATHS = {
  '/api/app/file/imgUpload': {
    post: {
      summary: 'Upload one image (PNG or JPEG, told by its bytes, stored re-encoded) and get its URL',
      description:
        'Access: any session, at most UPLOAD_RATE_PER_MINUTE uploads a minute per session (HTTP 429 RATE_LIMITED). Multipart form with `file` (one image, at most UPLOAD_MAX_MB) and an optional `title`. The image is decoded and re-encoded in its format (metadata stripped, scaled down to fit 2480 x 3508). Answers {code: 0, msg, url, data: {url}}; errors FIELD_REQUIRED, WRONG_FILE_FORMAT, FILE_TOO_LARGE, TOO_MANY_FILES, UPLOAD_QUOTA_EXCEEDED (UPLOAD_SHOP_QUOTA_MB per shop).',
      tags: ['file'],
      security: [{ token: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: { file: { type: 'string', format: 'binary' }, title: { type: 'string' } },
            },
          },
        },
      },
      responses: {
        200: {
          description: 'Success (code 0) with the URL, or an error envelope (code != 0, errorKey, msg)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  code: { type: 'integer' },
                  msg: { type: 'string' },
                  url: { type: 'string' },
                  data: { type: 'object', properties: { url: { type: 'string' } } },
                  errorKey: { type: 'string' },
                  field: { type: 'string' },
                },
                required: ['code', 'msg'],
              },
            },
          },
        },
      },
    },
  },
} as const;
