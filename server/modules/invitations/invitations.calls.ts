import {
  ZInvitationClaimInput,
  ZInvitationClaimOutput,
  ZInvitationQueryInvitationRecordsInput,
  ZInvitationQueryInvitationRecordsOutput,
  ZInvitationQueryInviterRuleInput,
  ZInvitationQueryInviterRuleOutput,
  ZInvitationQueryWithdrawListInput,
  ZInvitationQueryWithdrawListOutput,
  ZInvitationWithdrawInput,
  ZInvitationWithdrawOutput,
} from '../../../contract/invitations';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { claim, queryInvitationRecords, queryInviterRule, queryWithdrawList, withdraw } from './invitations.service';

/** The invitation page is part of the renewal menu (SPEC §2.18); the service keeps it to the shop owner (ADR 017). */
const RENEWAL = { menu: 'renewal' } as const;

export const invitationCalls: TAnyCall[] = [
  defineCall({
    path: 'invitation/queryInviterRule',
    access: RENEWAL,
    kind: 'read',
    summary: "The invitation rules, the shop's code (a paid shop's only) and its rebate amounts",
    input: ZInvitationQueryInviterRuleInput,
    output: ZInvitationQueryInviterRuleOutput,
    handler: (ctx) => queryInviterRule(ctx),
  }),
  defineCall({
    path: 'invitation/queryInvitationRecords',
    access: RENEWAL,
    kind: 'read',
    list: true,
    summary: "The shops that signed up with this shop's code and the reward each earned, newest first",
    input: ZInvitationQueryInvitationRecordsInput,
    output: ZInvitationQueryInvitationRecordsOutput,
    handler: (ctx, input) => queryInvitationRecords(ctx, input),
  }),
  defineCall({
    path: 'invitation/claim',
    access: RENEWAL,
    kind: 'write',
    summary: 'Claim one reward, or every unclaimed one, into the rebate balance',
    input: ZInvitationClaimInput,
    output: ZInvitationClaimOutput,
    handler: (ctx, input) => claim(ctx, input.id),
  }),
  defineCall({
    path: 'invitation/withdraw',
    access: RENEWAL,
    kind: 'write',
    summary: 'Withdraw part of the rebate balance to a wallet account; paid out within 3 days',
    input: ZInvitationWithdrawInput,
    output: ZInvitationWithdrawOutput,
    handler: (ctx, input) => withdraw(ctx, input),
  }),
  defineCall({
    path: 'invitation/queryWithdrawList',
    access: RENEWAL,
    kind: 'read',
    list: true,
    summary: 'The withdrawals of the rebate balance, newest first, the payee account masked',
    input: ZInvitationQueryWithdrawListInput,
    output: ZInvitationQueryWithdrawListOutput,
    handler: (ctx, input) => queryWithdrawList(ctx, input),
  }),
];
