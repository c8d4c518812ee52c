import { ERRORS, errorText, type TErrorKey } from '../../../contract/errors';
import { currentLanguage } from './i18n.setup';

/** SPEC §8's generic fault, in the reader's language. */
export const genericErrorText = () => errorText('GENERIC', currentLanguage());

export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && value in ERRORS;
}
