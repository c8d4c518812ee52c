import type { TConfig } from '../config';
import type { TSender } from './sender';

/**
 * An HTTP SMS gateway: POSTs {to, text} as JSON with a bearer token, and fails on a non-2xx answer. A message's key
 * goes as the Idempotency-Key header, for a gateway that delivers a repeated hand-over once.
 */
export function httpSms(settings: TConfig['sms']): TSender {
  if (!settings.url) throw new Error('Invalid configuration:\n  SMS_HTTP_URL is required when SMS_PROVIDER=http');
  return {
    async send({ to, text, key }) {
      const res = await fetch(settings.url!, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${settings.token ?? ''}`,
          ...(key ? { 'idempotency-key': key } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}
