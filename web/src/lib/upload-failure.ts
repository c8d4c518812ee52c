import type { TFunction } from 'i18next';
import { errorText } from '../../../contract/errors';
import { UPLOAD_TIMEOUT_MS } from '../../../contract/files';
import { currentLanguage } from './i18n.setup';
import { RpcError, UploadTransportError } from './rpc.client';

/** 'Upload error!' with why (SPEC §8): the timeout, the network, or the server's own text of a refused file. */
export function uploadFailureText(error: unknown, t: TFunction): string {
  const reason =
    error instanceof UploadTransportError
      ? error.isTimeout
        ? t('upload.timeout', { seconds: UPLOAD_TIMEOUT_MS / 1000 })
        : t('upload.networkFailed')
      : error instanceof RpcError
        ? error.message
        : t('upload.networkFailed');
  return errorText('UPLOAD_ERROR', currentLanguage(), { reason });
}
