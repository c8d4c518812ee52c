import type { TErrorKey } from '../../../contract/errors';
import { currentLanguage } from './i18n.setup';

/**
 * A SPEC §8 text in the reader's language, with the table of every error text loaded only when one is needed: the
 * first pages (the rpc client, the login form) never load it to draw themselves (ADR 024).
 */
export async function errorTextLater(key: TErrorKey, params: Record<string, string | number> = {}): Promise<string> {
  const { errorText } = await import('../../../contract/errors');
  return errorText(key, currentLanguage(), params);
}
