import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCodeSentOutput } from '../../../../contract/auth';
import type { ZDelAccountCodeInput, ZDelAccountInput } from '../../../../contract/data-rights';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

/** custom/h5DelAccountCode: the SMS code that proves the phone. */
export const useDelAccountCode = () =>
  useMutation({
    mutationKey: queryKeyOf('custom/h5DelAccountCode'),
    mutationFn: (input: z.input<typeof ZDelAccountCodeInput>) =>
      rpc<z.infer<typeof ZCodeSentOutput>>('custom/h5DelAccountCode', input),
  });

/** custom/h5DelAccount: erases the person's data in every shop; the page shows the server's error itself. */
export const useDelAccount = () =>
  useMutation({
    mutationKey: queryKeyOf('custom/h5DelAccount'),
    mutationFn: (input: z.input<typeof ZDelAccountInput> & { nonce: string }) =>
      rpc<{ isDone: true }>('custom/h5DelAccount', input, { isErrorSilent: true }),
  });
