import i18next from 'i18next';
import type { TPage } from '../../../contract/common';
import type { TErrorKey } from '../../../contract/errors';
import { detectClient } from './device.detect';
import { errorTextLater } from './error-text.later';
import { currentLanguage } from './i18n.setup';
import { notify } from './notify.bridge';
import { newNonce } from './request.nonce';
import { useSession } from './session.store';

/** SPEC §9: API timeout 50 s. */
export const RPC_TIMEOUT_MS = 50_000;
export const API_BASE = 'api/app/';

declare const __APP_VERSION__: string;
export const CLIENT_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

export type TRpcOptions = {
  /** Reads stay quiet on success; writes toast 'Operation successful' (SPEC §8). */
  isRead?: boolean;
  /** The caller shows its own error text (login, internal password, ...). */
  isErrorSilent?: boolean;
  /** Overrides the session token, e.g. the mainToken for shop/switchBranchShop (SPEC §7). */
  token?: string | null;
  /** One nonce per form submission: pass the same one on a retry (ARCHITECTURE §4). */
  nonce?: string;
};

type TEnvelope = {
  code: number;
  msg?: string;
  data?: unknown;
  page?: TPage<unknown>;
  errorKey?: string;
  field?: string;
};

/** A failed call: a server answer with code != 0, or a transport failure (code -1). */
export class RpcError extends Error {
  readonly code: number;
  readonly errorKey?: string;
  readonly field?: string;
  readonly isTransport: boolean;
  constructor(message: string, code: number, extra: { errorKey?: string; field?: string; isTransport?: boolean } = {}) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.errorKey = extra.errorKey;
    this.field = extra.field;
    this.isTransport = extra.isTransport ?? false;
  }
}

/** The text of an error the server did not word (no answer, no message). */
const fallbackText = (key: Extract<TErrorKey, 'GENERIC' | 'SESSION_EXPIRED' | 'RATE_LIMITED'>) => errorTextLater(key);

function headersFor(token: string | null | undefined): Record<string, string> {
  const client = detectClient(globalThis.navigator?.userAgent ?? '');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    language: currentLanguage(),
    clientVersion: CLIENT_VERSION,
    os: client.os,
    osVersion: client.osVersion,
    userAgent: client.userAgent,
  };
  if (token) headers.token = token;
  return headers;
}

/**
 * SPEC §8: a 401 clears the token and goes to /login with 'Login expired, please login again'; answers the error to
 * throw.
 */
async function sessionExpired(envelope: TEnvelope): Promise<RpcError> {
  useSession.getState().clearToken();
  const text = envelope.msg || (await fallbackText('SESSION_EXPIRED'));
  notify.error(text);
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
  return new RpcError(text, 401, { errorKey: envelope.errorKey });
}

async function send(path: string, body: Record<string, unknown>, options: TRpcOptions): Promise<TEnvelope> {
  const payload = {
    ...body,
    timestamp: body.timestamp ?? Date.now(),
    nonce: body.nonce ?? options.nonce ?? newNonce(),
  };
  const token = options.token === undefined ? useSession.getState().token : options.token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RPC_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method: 'POST',
      headers: headersFor(token),
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
  } catch {
    throw new RpcError(await fallbackText('GENERIC'), -1, { isTransport: true });
  } finally {
    clearTimeout(timer);
  }
  let envelope: TEnvelope | null = null;
  try {
    envelope = (await response.json()) as TEnvelope;
  } catch {
    envelope = null;
  }
  // HTTP 429 carries {code: 429, msg}; any other non-200 status is a failure (SPEC §7).
  if (response.status === 429) throw new RpcError(envelope?.msg || (await fallbackText('RATE_LIMITED')), 429);
  if (!response.ok || !envelope || typeof envelope.code !== 'number') {
    throw new RpcError(envelope?.msg || (await fallbackText('GENERIC')), envelope?.code ?? -1, { isTransport: true });
  }
  if (envelope.code === 401) throw await sessionExpired(envelope);
  if (envelope.code !== 0) {
    throw new RpcError(envelope.msg || (await fallbackText('GENERIC')), envelope.code, {
      errorKey: envelope.errorKey,
      field: envelope.field,
    });
  }
  return envelope;
}

/** SPEC §8: a successful write toasts 'Operation successful'. */
const successText = () => i18next.t('common.operationSuccess');

async function call(path: string, body: Record<string, unknown>, options: TRpcOptions): Promise<TEnvelope> {
  try {
    const envelope = await send(path, body, options);
    if (!options.isRead) notify.success(successText());
    return envelope;
  } catch (error) {
    const rpcError =
      error instanceof RpcError ? error : new RpcError(await fallbackText('GENERIC'), -1, { isTransport: true });
    if (!options.isErrorSilent && rpcError.code !== 401) notify.error(rpcError.message);
    throw rpcError;
  }
}

/** POST /api/app/<path>: returns `data` of a single-object answer. */
export async function rpc<T>(path: string, body: Record<string, unknown> = {}, options: TRpcOptions = {}): Promise<T> {
  const envelope = await call(path, body, options);
  return envelope.data as T;
}

/** POST /api/app/<path>: returns `page` of a list answer. */
export async function rpcPage<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: TRpcOptions = {},
): Promise<TPage<T>> {
  const envelope = await call(path, body, options);
  return envelope.page as TPage<T>;
}

/**
 * POST /api/app/<path>: a list answer's `page` with the fields its envelope carries beside it, such as
 * bill/queryBillList's staticOrder and slots (SPEC §7, ADR 002).
 */
export async function rpcPageWith<T, TExtra extends object>(
  path: string,
  body: Record<string, unknown> = {},
  options: TRpcOptions = {},
): Promise<{ page: TPage<T>; extra: TExtra }> {
  const { page, ...rest } = await call(path, body, options);
  return { page: page as TPage<T>, extra: rest as unknown as TExtra };
}

/** A multipart call that did not reach the server or got no answer in time (SPEC §8 'Upload error!' + reason). */
export class UploadTransportError extends Error {
  readonly isTimeout: boolean;
  constructor(isTimeout: boolean) {
    super(isTimeout ? 'timeout' : 'network');
    this.name = 'UploadTransportError';
    this.isTimeout = isTimeout;
  }
}

/**
 * POST /api/app/<path> as multipart form data with the SPEC §7 headers (token, language, clientVersion, os, ...)
 * and its own timeout (file/imgUpload: 10 s). Answers the envelope of code 0; a non-zero code is an RpcError with
 * the server's text, a failed or timed-out request an UploadTransportError. Nothing is toasted here: the uploader
 * shows 'Upload error!' with the reason.
 */
export async function rpcUpload<T extends object>(path: string, form: FormData, timeoutMs: number): Promise<T> {
  const { 'content-type': _json, ...headers } = headersFor(useSession.getState().token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { method: 'POST', headers, body: form, signal: controller.signal });
  } catch {
    throw new UploadTransportError(controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  let envelope: (TEnvelope & T) | null = null;
  try {
    envelope = (await response.json()) as TEnvelope & T;
  } catch {
    envelope = null;
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw new RpcError(await fallbackText('GENERIC'), -1, { isTransport: true });
  }
  if (envelope.code === 401) throw await sessionExpired(envelope);
  if (envelope.code !== 0 || !response.ok) {
    throw new RpcError(envelope.msg || (await fallbackText('GENERIC')), envelope.code, {
      errorKey: envelope.errorKey,
      field: envelope.field,
    });
  }
  return envelope;
}

/** STYLE rule 10: a query key is the call path, followed by its input when it has one. */
export const queryKeyOf = (path: string, input?: Record<string, unknown>) =>
  input === undefined ? ([path] as const) : ([path, input] as const);
