import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { ZBillCreateInput } from '../../contract/bills';
import { ZCashRecordEventInput, ZCashRecordRefillInput } from '../../contract/cash-device';
import { addDays, localToInstant, todayIn } from '../../contract/shop-time';
import type { TDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { products } from '../db/schema/projects';
import { withLastWrite } from '../http/last-write';
import { createBill } from '../modules/bills/bills-create.service';
import { recordEvent, recordRefill, startSession } from '../modules/cash-device/cash-device.service';
import { demoOwnerSession, ownerCtx } from './demo-bills.seed';

/**
 * The demo headquarters' automatic cash machine (issue 24): activated at the workstation's own address, refilled three
 * days ago, and two days ago a payment with change, and one the customer cancelled (the machine refunded what was
 * inserted) and then paid exactly. Written through the services, so the record reads as the till would leave it.
 */
export async function seedDemoCashDevice(tx: TDb, now: Date, shopId: number, timeZone: string) {
  const session = await demoOwnerSession(tx, shopId);
  const [technician] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.shopId, shopId),
        isNull(accounts.departedAt),
        eq(accounts.financeFlag, 0),
        ne(accounts.accountType, 1),
      ),
    )
    .orderBy(asc(accounts.sortOrder), asc(accounts.id));
  const [cut] = await tx
    .select({ id: products.id, unitPrice: products.unitPrice })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.delFlag, 0)))
    .orderBy(asc(products.id));
  const today = todayIn(timeZone, now);
  const ctxAt = (back: number, hhmm: string) =>
    ownerCtx(tx, shopId, session, localToInstant(`${addDays(today, -back)} ${hhmm}`, timeZone));

  await withLastWrite(ctxAt(3, '09:05'), (ctx) =>
    recordRefill(
      ctx,
      ZCashRecordRefillInput.parse({
        pieces: [
          { value: 200, count: 20 },
          { value: 100, count: 20 },
        ],
        refillAmount: 6_000,
      }),
    ),
  );

  const order = (hhmm: string) =>
    withLastWrite(ctxAt(2, hhmm), (ctx) =>
      createBill(
        ctx,
        ZBillCreateInput.parse({
          billDay: addDays(today, -2),
          recordTime: hhmm,
          status: 'unpaid',
          staff: [{ shopAccountId: technician.id, amount: cut.unitPrice }],
          productIds: [cut.id],
          totalAmount: cut.unitPrice,
          payType: 'cash',
        }),
      ),
    );
  const pay = async (orderId: number, startAt: string, endAt: string, outcome: Record<string, unknown>) => {
    const started = await withLastWrite(ctxAt(2, startAt), (ctx) => startSession(ctx, { billId: orderId }));
    await withLastWrite(ctxAt(2, endAt), (ctx) =>
      recordEvent(ctx, ZCashRecordEventInput.parse({ sessionId: started.id, ...outcome })),
    );
  };
  // A note of 50.00 for the cut, the change given in coins.
  const paidWithChange = await order('11:00');
  await pay(paidWithChange.id, '11:01', '11:02', { outcome: 'paid', inserted: 5_000, change: 5_000 - cut.unitPrice });
  // The customer inserts 10.00, changes their mind (the machine gives it back), then pays the exact amount.
  const cancelledFirst = await order('15:30');
  await pay(cancelledFirst.id, '15:31', '15:32', { outcome: 'cancelled', inserted: 1_000, refund: 1_000 });
  await pay(cancelledFirst.id, '15:33', '15:35', { outcome: 'paid', inserted: cut.unitPrice });
}
