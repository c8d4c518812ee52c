import { randomBytes } from 'node:crypto';
import { addCalendarMonths } from '../../contract/shop-time';
import { loadConfig } from '../config';
import type { TDb } from '../db/client';
import {
  goodsOfPack,
  openOrder,
  pricedGoods,
  receiveNotification,
  type TGoods,
} from '../modules/payments/payments.service';
import { sandboxPayment, signedNotice } from '../providers/payment-sandbox';

const DAY_MS = 86_400_000;
const LANGUAGE = 'it-IT';

/**
 * The headquarters' purchase records (SPEC §2.18), made the way a real purchase is: an order, paid on the sandbox
 * wallet, whose signed notification is received and settled. A monthly plan 13 months ago, an SMS pack of 500
 * 20 days ago, and the yearly plan paid now, which leaves the shop formal on the yearly plan a year ahead.
 * The demo is seeded before the app is built, so it prices from the default price list and signs with a secret of
 * its own (the wallet that signs is the one that verifies).
 */
export async function seedDemoPayments(tx: TDb, now: Date, shopId: number, ownerId: number, timeZone: string) {
  const config = loadConfig({});
  const secret = randomBytes(32).toString('hex');
  const wallet = sandboxPayment({ publicUrl: config.publicUrl, payment: { provider: 'sandbox', secret } }, tx);

  const purchase = async (goods: TGoods, paidAt: Date) => {
    const order = await openOrder(tx, {
      shopId,
      goods,
      payType: wallet.name,
      now: new Date(paidAt.getTime() - 3 * 60_000),
      createdBy: ownerId,
    });
    const notice = await wallet.pay(order, paidAt);
    const { body, headers } = signedNotice(secret, notice);
    const result = await receiveNotification(tx, wallet, { providerName: wallet.name, rawBody: body, headers });
    if (result.outcome !== 'settled') throw new Error(`demo purchase ${order.orderNo} was not settled`);
  };

  const plan = (goodsType: 'monthly' | 'yearly') => pricedGoods(config, { kind: 'plan', goodsType }, LANGUAGE);
  const pack = config.smsPacks.find((p) => p.smsNums === 500) ?? config.smsPacks[0];

  await purchase(plan('monthly'), addCalendarMonths(now, -13, timeZone));
  await purchase(goodsOfPack(pack, LANGUAGE), new Date(now.getTime() - 20 * DAY_MS));
  await purchase(plan('yearly'), now);
}
