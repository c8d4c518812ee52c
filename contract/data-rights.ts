import { z } from 'zod';
import { ZAreaCode, ZPhoneForCode } from './auth';
import { zText } from './safe-values';

/**
 * A customer's data rights (SPEC §2.1 /del/customer, GDPR): the person proves the phone with an SMS code, then every
 * shop's record of them is pseudonymised. Both calls answer the same whether or not the phone is known.
 */
export const ZDelAccountCodeInput = z.object({ areaCode: ZAreaCode.default('+39'), phone: ZPhoneForCode });
export const ZDelAccountInput = ZDelAccountCodeInput.extend({
  code: zText({ error: 'CODE_INVALID' }).trim().min(1, 'CODE_INVALID').max(10, 'CODE_INVALID'),
});
/** The same answer for a phone with records and one without, so the call tells nobody who is a customer where. */
export const ZDelAccountOutput = z.object({ isDone: z.literal(true) });
