import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { type THashSecret, toE164 } from '../modules/auth/auth.crypto';
import { createOwner, newInvitationCode } from '../modules/auth/auth.service';
import {
  claimRewards,
  closeWithdrawal,
  creditRebate,
  debitRebate,
  insertWithdrawal,
} from '../modules/invitations/invitations.repo';
import { inviterOfCode, rewardInviter, trialEndOf } from '../modules/invitations/invitations.service';
import { findShop, insertShop } from '../modules/shops/shops.repo';

const DAY_MS = 86_400_000;

/** The rules the demo's invitations follow: the running server's trial length and reward amounts. */
export type TDemoInvitationRules = Pick<TConfig, 'trialDays' | 'invitation'>;

/** Two salons that signed up with the demo headquarters' code, days before the demo starts. */
const INVITED = [
  {
    daysAgo: 40,
    name: 'Salone Luna',
    region: 'Lombardia',
    area: 'Bergamo',
    address: 'Via XX Settembre 14, Bergamo',
    manager: 'Elena Conti',
    phone: '333 000 0101',
    account: 'demo-luna',
  },
  {
    daysAgo: 9,
    name: 'Beauty Sole',
    region: 'Lombardia',
    area: 'Monza',
    address: 'Via Italia 8, Monza',
    manager: 'Sara Galli',
    phone: '333 000 0102',
    account: 'demo-sole',
  },
] as const;

const DEMO_INVITED_PASSWORD = 'demo1234';
/** The invited shops' owner logins (their passwords public, as every demo login's). */
export const DEMO_INVITED_LOGINS = INVITED.map((shop) => ({ account: shop.account, password: DEMO_INVITED_PASSWORD }));

/**
 * The demo headquarters' invitations, so the invitation page shows everything: two shops invited with its code
 * (real shops on their trial, one month longer as for any invitee, each with an owner), the first reward claimed
 * into the rebate balance and the second waiting, and one withdrawal already paid out.
 */
export async function seedDemoInvitations(
  tx: TDb,
  now: Date,
  headquarterId: number,
  ownerId: number,
  rules: TDemoInvitationRules,
  hash: THashSecret,
) {
  const headquarters = (await findShop(tx, headquarterId))!;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const scope = { tx, shopId: headquarterId };
  const rewardIds: number[] = [];
  for (const shop of INVITED) {
    const signedUpAt = at(shop.daysAgo);
    // The code is checked as at sign-up: the demo headquarters is a paid shop.
    const inviter = await inviterOfCode({ tx, now: signedUpAt }, headquarters.invitationCode);
    const shopId = await insertShop(tx, {
      name: shop.name,
      region: shop.region,
      area: shop.area,
      address: shop.address,
      contactUser: shop.manager,
      contactTel: shop.phone,
      shopTypeId: 1,
      country: 'IT',
      areaCode: '+39',
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      trialFlag: 1,
      goodsType: 'monthly',
      expireTime: trialEndOf(rules, signedUpAt, 'Europe/Rome', true),
      invitationCode: newInvitationCode(),
      invitedByCode: headquarters.invitationCode,
      createdAt: signedUpAt,
    });
    await createOwner(
      tx,
      signedUpAt,
      shopId,
      {
        account: shop.account,
        name: shop.manager,
        phone: shop.phone,
        phoneE164: toE164('+39', shop.phone),
        password: DEMO_INVITED_PASSWORD,
      },
      hash,
    );
    rewardIds.push(await rewardInviter({ tx, now: signedUpAt, config: rules }, inviter, shopId));
  }
  // The first reward was claimed a few days after it was earned; the second is still waiting.
  const claimed = await claimRewards(scope, rewardIds[0], at(35));
  await creditRebate(
    scope,
    claimed.reduce((sum, amount) => sum + amount, 0),
  );
  // Half of it was withdrawn to the owner's wallet and paid out the next day.
  const amount = Math.max(rules.invitation.minWithdraw, Math.floor(claimed[0] / 2 / 100) * 100);
  if (await debitRebate(scope, amount)) {
    const withdrawal = await insertWithdrawal(scope, {
      withdrawalNo: `W${at(30).toISOString().slice(0, 10).replaceAll('-', '')}DEMO000001`,
      amount,
      payeeName: 'Giulia Rossi',
      payeeAccount: '333 000 0001',
      requestedBy: ownerId,
      now: at(30),
      expectedAt: at(27),
    });
    await closeWithdrawal(scope, withdrawal.id, { status: 'paid', paidAt: at(29) });
  }
  return rewardIds;
}
