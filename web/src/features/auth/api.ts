import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TH5QueryPwdInsideOutput,
  TLoginOutput,
  ZCodeSentOutput,
  ZH5LoginByPhoneMsgInput,
  ZH5LoginInput,
  ZH5PwdInsideOutput,
  ZH5SignupInput,
} from '../../../../contract/auth';
import type { ZH5GetShopTypeListOutput } from '../../../../contract/shop';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

export type TLoginInput = z.input<typeof ZH5LoginInput>;
export type TLoginByPhoneInput = z.input<typeof ZH5LoginByPhoneMsgInput>;
export type TSignupInput = z.input<typeof ZH5SignupInput>;
export type TCodeSent = z.infer<typeof ZCodeSentOutput>;
export type TShopType = z.infer<typeof ZH5GetShopTypeListOutput>[number];
type TWithNonce<T> = T & { nonce: string };

/** h5/login: the page shows its own success and failure texts (SPEC §8 'Login / registration'). */
export const useLogin = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/login'),
    mutationFn: (input: TLoginInput) => rpc<TLoginOutput>('h5/login', input, { isRead: true, isErrorSilent: true }),
  });

export const useLoginByPhoneMsg = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/loginByPhoneMsg'),
    mutationFn: (input: TLoginByPhoneInput) =>
      rpc<TLoginOutput>('h5/loginByPhoneMsg', input, { isRead: true, isErrorSilent: true }),
  });

export const useGetLoginPhoneMsg = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/getLoginPhoneMsg'),
    mutationFn: (input: { areaCode: string; phone: string; altcha: string }) =>
      rpc<TCodeSent>('h5/getLoginPhoneMsg', input),
  });

export const useGetSignupPhoneMsg = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/getSignupPhoneMsg'),
    mutationFn: (input: { areaCode: string; phone: string; altcha: string }) =>
      rpc<TCodeSent>('h5/getSignupPhoneMsg', input),
  });

export const useGetSignupEmailCode = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/getSignupEmailCode'),
    mutationFn: (input: { email: string; altcha: string }) => rpc<TCodeSent>('h5/getSignupEmailCode', input),
  });

/** h5/signup: one nonce per form submission, reused when the same values are submitted again. */
export const useSignup = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/signup'),
    mutationFn: ({ nonce, ...input }: TWithNonce<TSignupInput>) =>
      rpc<TLoginOutput>('h5/signup', input, { isRead: true, isErrorSilent: true, nonce }),
  });

export const useShopTypeList = () =>
  useQuery({
    queryKey: queryKeyOf('h5/getShopTypeList'),
    queryFn: () => rpc<TShopType[]>('h5/getShopTypeList', {}, { isRead: true }),
    staleTime: 60 * 60 * 1000,
  });

export const useLogout = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/logout'),
    mutationFn: () => rpc<null>('h5/logout', {}, { isRead: true, isErrorSilent: true }),
  });

/** h5/pwdInside: the dialog shows 'Login failed' or the request-error text itself (SPEC §8). */
export const usePwdInside = () =>
  useMutation({
    mutationKey: queryKeyOf('h5/pwdInside'),
    mutationFn: (input: { accountId: number; password: string }) =>
      rpc<z.infer<typeof ZH5PwdInsideOutput>>('h5/pwdInside', input, { isRead: true, isErrorSilent: true }),
  });

/**
 * h5/queryPwdInside: asked when a protected screen is loaded afresh (ADR 029), never from the cache: the elevation
 * runs out with time.
 */
export const useInsideElevation = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('h5/queryPwdInside'),
    queryFn: () => rpc<TH5QueryPwdInsideOutput>('h5/queryPwdInside', {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
