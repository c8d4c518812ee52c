import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { zText } from './safe-values';

/**
 * Invitations (SPEC §2.18, §9; ADR 017). A paid shop's code signs up new shops, which get one extra month of trial;
 * the inviter earns a reward per invited shop, claims it into its rebate balance and withdraws from that balance.
 * Rebates and withdrawals are in CNY cents (SPEC §1); the reward is configured in CNY (INVITATION_REWARD).
 */
export const INVITATION_LEVELS = ['regular', 'super'] as const;
export const REWARD_STATUSES = ['unclaimed', 'claimed'] as const;
export const WITHDRAWAL_STATUSES = ['processing', 'paid', 'failed'] as const;
/** SPEC §9: the invitee gets 1 extra month of trial; withdrawals arrive within 3 days. */
export const INVITEE_EXTRA_TRIAL_MONTHS = 1;
export const WITHDRAW_DAYS = 3;

export const ZInvitationQueryInviterRuleInput = z.object({});
/** The rules, this shop's code (empty unless it is a paid shop) and its rebate amounts. */
export const ZInvitationQueryInviterRuleOutput = z.object({
  invitationCode: z.string(),
  invitationLevel: z.enum(INVITATION_LEVELS),
  isPaidShop: z.boolean(),
  rewardAmount: z.number().int(),
  superRewardAmount: z.number().int(),
  currency: z.literal('CNY'),
  inviteeExtraTrialMonths: z.number().int(),
  withdrawDays: z.number().int(),
  minWithdrawAmount: z.number().int(),
  /** Claimed rewards not yet withdrawn (the rebate balance). */
  availableAmount: z.number().int(),
  unclaimedAmount: z.number().int(),
  /** Withdrawals on their way. */
  withdrawingAmount: z.number().int(),
  withdrawnAmount: z.number().int(),
});
export type TInviterRule = z.infer<typeof ZInvitationQueryInviterRuleOutput>;

export const ZInvitationRecord = z.object({
  id: z.number().int(),
  /** The invited shop (SPEC §3 Invitation record). */
  shopName: z.string(),
  invitationLevel: z.enum(INVITATION_LEVELS),
  createTime: z.string(),
  rewardAmount: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  claimTime: z.string().nullable(),
});
export const ZInvitationQueryInvitationRecordsInput = ZListInput;
export const ZInvitationQueryInvitationRecordsOutput = ZInvitationRecord;

/** Claims one reward (id) or every unclaimed one (no id) into the rebate balance. */
export const ZInvitationClaimInput = z.object({
  id: ZId.optional(),
});
export const ZInvitationClaimOutput = ZInvitationQueryInviterRuleOutput;

/** A withdrawal of part of the rebate balance to the owner's wallet account. */
export const ZInvitationWithdrawInput = z.object({
  amount: z
    .number({ error: 'AMOUNT_ERROR' })
    .int('AMOUNT_ERROR')
    .min(1, 'AMOUNT_ERROR')
    .max(100_000_000, 'AMOUNT_ERROR'),
  payeeName: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(50, 'CHECK_INPUT'),
  payeeAccount: zText({ error: 'FIELD_REQUIRED' }).trim().min(3, 'CHECK_INPUT').max(64, 'CHECK_INPUT'),
});
export const ZWithdrawal = z.object({
  id: z.number().int(),
  withdrawalNo: z.string(),
  amount: z.number().int(),
  currency: z.literal('CNY'),
  payeeName: z.string(),
  /** Masked but for its last 4 characters. */
  payeeAccount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createTime: z.string(),
  /** SPEC §9: within 3 days of the request. */
  expectedTime: z.string(),
  paidTime: z.string().nullable(),
});
export const ZInvitationWithdrawOutput = ZWithdrawal;
export const ZInvitationQueryWithdrawListInput = ZListInput;
export const ZInvitationQueryWithdrawListOutput = ZWithdrawal;
