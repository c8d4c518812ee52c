import type { TPage } from '../../contract/common';
import type { TErrorKey } from '../../contract/errors';
import { ERRORS, errorText } from '../../contract/errors';
import type { TLanguage } from '../../contract/languages';

/**
 * The SPEC §7 envelope, plus errorKey (and field, requestId) on errors (ADR 002). A list may carry fields beside its
 * page where the spec puts them (the bill list's staticOrder): they sit at the top level of the envelope.
 */
export type TEnvelope = {
  code: number;
  msg: string;
  data?: unknown;
  page?: TPage<unknown>;
  errorKey?: TErrorKey;
  field?: string;
  requestId?: string;
  [besidePage: string]: unknown;
};

/**
 * An answer's data already serialized, passed through as-is (ADR 022: the board, built as JSON by the database). Only
 * a call declared `trustedJson` may answer one; its tests parse every answer through the output schema.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The body of an envelope, with a JsonText's data spliced in unparsed. */
export function serializeEnvelope(envelope: TEnvelope): string | TEnvelope {
  if (!(envelope.data instanceof JsonText)) return envelope;
  return `{"code":${envelope.code},"msg":${JSON.stringify(envelope.msg)},"data":${envelope.data.text}}`;
}

export const ok = (data: unknown): TEnvelope => ({ code: 0, msg: 'success', data: data ?? null });
/** A list answer; `extra` holds the fields the spec puts beside the page, which never replace code, msg or page. */
export const okPage = (page: TPage<unknown>, extra: Record<string, unknown> = {}): TEnvelope => ({
  ...extra,
  code: 0,
  msg: 'success',
  page,
});

export function fail(
  key: TErrorKey,
  language: TLanguage,
  extra: { field?: string; params?: Record<string, string | number>; requestId?: string } = {},
): TEnvelope {
  return {
    code: ERRORS[key].code,
    msg: errorText(key, language, extra.params),
    errorKey: key,
    ...(extra.field ? { field: extra.field } : {}),
    ...(extra.requestId ? { requestId: extra.requestId } : {}),
  };
}

/** Only transport problems use HTTP errors; a rate limit is HTTP 429 with the envelope (ARCHITECTURE §4). */
export const httpStatusOf = (envelope: TEnvelope) => (envelope.code === 429 ? 429 : 200);
