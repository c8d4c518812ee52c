import { ZCodeSentOutput } from '../../../contract/auth';
import { ZDelAccountCodeInput, ZDelAccountInput, ZDelAccountOutput } from '../../../contract/data-rights';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { eraseCustomerData, sendErasureCode } from './data-rights.service';

export const dataRightsCalls: TAnyCall[] = [
  defineCall({
    path: 'custom/h5DelAccountCode',
    access: 'public',
    kind: 'write',
    summary: 'Send the SMS code a customer needs to erase their data (sent whether or not the phone is known)',
    input: ZDelAccountCodeInput,
    output: ZCodeSentOutput,
    handler: (ctx, input) => sendErasureCode(ctx, input),
  }),
  defineCall({
    path: 'custom/h5DelAccount',
    access: 'public',
    kind: 'write',
    summary: "Erase a customer's data in every shop (pseudonymised; bills and card ledgers stay without identity)",
    input: ZDelAccountInput,
    output: ZDelAccountOutput,
    handler: (ctx, input) => eraseCustomerData(ctx, input),
  }),
];
