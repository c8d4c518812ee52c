import type { z } from 'zod';
import type { ZDelAccountCodeInput, ZDelAccountInput } from '../../../contract/data-rights';
import type { TCtx } from '../../http/context';
import { toE164 } from '../auth/auth.crypto';
import { redeemCode, sendCode } from '../auth/auth.service';
import { eraseCustomersByPhone, forgetPhoneTraces } from './data-rights.repo';

/**
 * custom/h5DelAccountCode: sends the code that proves the phone. It is sent whether or not any shop knows the phone,
 * so the answer tells nobody who is a customer; the code limits (resend wait, per phone and per address) apply.
 */
export function sendErasureCode(ctx: TCtx, input: z.output<typeof ZDelAccountCodeInput>) {
  return sendCode(ctx, 'erasure', 'sms', toE164(input.areaCode, input.phone));
}

/**
 * custom/h5DelAccount (SPEC §2.1 /del/customer): with the right code, every shop's record of the phone is
 * pseudonymised and the phone's code and message traces are forgotten. The same answer whether or not there was any.
 */
export async function eraseCustomerData(ctx: TCtx, input: z.output<typeof ZDelAccountInput>) {
  const phone = toE164(input.areaCode, input.phone);
  await redeemCode(ctx, 'erasure', phone, input.code, 'code');
  await eraseCustomersByPhone(ctx.tx, phone, ctx.now);
  await forgetPhoneTraces(ctx.tx, phone);
  return { isDone: true as const };
}
