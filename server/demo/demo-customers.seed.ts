import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { billLines, bills } from '../db/schema/bills';
import { shopCounters } from '../db/schema/counters';
import { customerBlacklist, customers, customerVisits } from '../db/schema/customers';
import { prepayCards, rechargeRules } from '../db/schema/prepay';
import { prepayLedger } from '../db/schema/prepay-ledger';
import { toE164 } from '../modules/auth/auth.crypto';

const FIRST = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Sofia', 'Matteo', 'Chiara', 'Andrea', 'Martina', 'Alessandro'];
const LAST = ['Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco'];
const DAY_MS = 86_400_000;

/** The member recharge rules of the demo: pay the first amount, get the second on top (cents). */
const RULES: readonly [string, number, number][] = [
  ['Ricarica 100', 10_000, 1_000],
  ['Ricarica 200', 20_000, 3_000],
  ['Ricarica 300', 30_000, 5_000],
  ['Ricarica 500', 50_000, 10_000],
];

const ymd = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Customers and prepaid cards of the demo headquarters (customers issue): 60 customers (two share a family phone),
 * 15 members whose cards carry recharges with their gift parts and a few consumptions, 3 blacklisted customers,
 * 4 recharge rules, 5 gift cards and follow-up visits in each status. Every card's balance is the sum of its ledger.
 */
export async function seedDemoCustomers(tx: TDb, now: Date, shopId: number) {
  const staff = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), isNull(accounts.departedAt), ne(accounts.accountType, 1)))
    .orderBy(accounts.sortOrder);
  const ownerRows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.accountType, 1)));
  const createdBy = ownerRows[0]?.id ?? null;

  const customerRows = Array.from({ length: 60 }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    // Customers 1 and 2 are a mother and her son on one phone.
    const phone = i === 1 ? '347 200 0000' : `347 200 ${String(i).padStart(4, '0')}`;
    const visits = i % 7 === 6 ? 0 : 1 + ((i * 5) % 14);
    const lastVisit = visits === 0 ? null : new Date(now.getTime() - ((i * 11) % 240) * DAY_MS);
    return {
      shopId,
      name: i === 1 ? 'Tommaso Bianchi' : name,
      phone,
      phoneE164: toE164('+39', phone),
      birthday:
        i % 3 === 0
          ? `19${70 + (i % 30)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`
          : null,
      remark: i % 4 === 0 ? 'Preferisce il mattino' : '',
      remark1: i % 9 === 0 ? 'Allergia alla ammoniaca' : '',
      rating: i % 6,
      visitCount: visits,
      totalSpend: visits * (2_500 + ((i * 700) % 4_000)),
      lastVisitAt: lastVisit,
      createdAt: new Date(now.getTime() - (400 - i * 5) * DAY_MS),
      updatedAt: now,
    };
  });
  const created = await tx
    .insert(customers)
    .values(customerRows)
    .returning({ id: customers.id, phone: customers.phone });

  const ruleRows = await tx
    .insert(rechargeRules)
    .values(
      RULES.map(([ruleName, rechargeAmount, giftAmount]) => ({
        shopId,
        ruleName,
        rechargeAmount,
        giftAmount,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();

  // The card bills wait for their numbers, as a bill does until its transaction's end (ADR 023): the history seed
  // numbers them with its own bills in bill-date order, from the shop's first number.
  let billNo = 0;
  const pendingOrderNo = sql<string>`'pending:' || gen_random_uuid()`;
  type TMove = { type: 1 | 2 | 5; paid: number; gift: number; change: number; at: Date; title?: string };
  /** One card with its bills and ledger rows, the balance carried through them. */
  async function card(
    kind: 'member' | 'gift',
    cardNo: string,
    customerId: number | null,
    phone: string,
    moves: TMove[],
  ) {
    const credited = moves.filter((m) => m.type === 1).reduce((sum, m) => sum + m.change, 0);
    const balance = moves.reduce((sum, m) => sum + m.change, 0);
    const [row] = await tx
      .insert(prepayCards)
      .values({
        shopId,
        cardNo,
        kind,
        customerId,
        phone,
        rechargeAmount: credited,
        availableBalance: balance,
        createdAt: moves[0].at,
        updatedAt: now,
      })
      .returning({ id: prepayCards.id });
    let before = 0;
    for (const move of moves) {
      billNo++;
      const isRecharge = move.type === 1;
      const [bill] = await tx
        .insert(bills)
        .values({
          shopId,
          billOrderNo: pendingOrderNo,
          orderType: isRecharge ? (kind === 'member' ? 'memberRecharge' : 'giftCardRecharge') : 'frontDesk',
          payType: isRecharge ? (billNo % 2 ? 'cash' : 'card') : 'other',
          totalAmount: isRecharge ? move.change : -move.change,
          actualAmount: isRecharge ? move.paid : 0,
          cashAmount: isRecharge && billNo % 2 ? move.paid : 0,
          cardAmount: isRecharge && !(billNo % 2) ? move.paid : 0,
          giftAmount: move.gift,
          memberDeduction: !isRecharge && kind === 'member' ? -move.change : 0,
          giftVoucher: !isRecharge && kind === 'gift' ? -move.change : 0,
          customerId,
          cardId: isRecharge || kind === 'member' ? row.id : null,
          giftCardId: !isRecharge && kind === 'gift' ? row.id : null,
          billDay: ymd(move.at),
          recordMin: 9 * 60 + (billNo % 20) * 30,
          createdBy,
          paidAt: move.at,
          createdAt: move.at,
          updatedAt: move.at,
        })
        .returning({ id: bills.id });
      if (!isRecharge) {
        // A consumption is a front-desk bill: one staff line carries its whole total (ADR 016).
        await tx.insert(billLines).values({
          shopId,
          billId: bill.id,
          accountId: staff[billNo % staff.length].id,
          position: 0,
          amount: -move.change,
          createdAt: move.at,
          updatedAt: move.at,
        });
      }
      await tx.insert(prepayLedger).values({
        shopId,
        cardId: row.id,
        // Empty beside the bill's id: the ledger's readers show the bill's own number (ADR 023).
        billId: bill.id,
        changeType: move.type,
        beforeBalance: before,
        changeAmount: move.change,
        afterBalance: before + move.change,
        paidAmount: move.paid,
        giftAmount: move.gift,
        memberDeduction: !isRecharge && kind === 'member' ? -move.change : 0,
        giftVoucher: !isRecharge && kind === 'gift' ? -move.change : 0,
        appointProductTitle: move.title ?? '',
        billDay: ymd(move.at),
        paidTime: move.at,
        createdBy,
        createdAt: move.at,
      });
      before += move.change;
    }
  }

  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS);
  for (let m = 0; m < 15; m++) {
    const customer = created[m * 4];
    const [, paid, gift] = RULES[m % RULES.length];
    const moves: TMove[] = [{ type: 1, paid, gift, change: paid + gift, at: daysAgo(120 - m * 3) }];
    if (m % 3 !== 2)
      moves.push({ type: 2, paid: 0, gift: 0, change: -3_500, at: daysAgo(90 - m * 3), title: 'Taglio donna' });
    if (m % 2 === 0) moves.push({ type: 2, paid: 0, gift: 0, change: -5_500, at: daysAgo(40 - m), title: 'Colore' });
    if (m % 5 === 0) moves.push({ type: 1, paid: 10_000, gift: 1_000, change: 11_000, at: daysAgo(20 - m) });
    await tx.update(customers).set({ vipFlag: 1 }).where(eq(customers.id, customer.id));
    await card('member', `VIP${String(m + 1).padStart(6, '0')}`, customer.id, customer.phone, moves);
  }
  for (let g = 0; g < 5; g++) {
    const amount = 5_000 * (g + 1);
    const moves: TMove[] = [{ type: 1, paid: amount, gift: 0, change: amount, at: daysAgo(60 - g * 7) }];
    if (g % 2 === 1) moves.push({ type: 2, paid: 0, gift: 0, change: -2_500, at: daysAgo(30 - g * 3), title: 'Piega' });
    await card('gift', `GC${String(g + 1).padStart(6, '0')}`, null, `348 300 ${String(g).padStart(4, '0')}`, moves);
  }

  const blacklisted = [created[5], created[23], created[41]];
  await tx.insert(customerBlacklist).values(
    blacklisted.map((customer, i) => ({
      shopId,
      customerId: customer.id,
      reason: [
        'Non si è presentata tre volte',
        'Ha lasciato un conto non pagato',
        'Comportamento scortese con il personale',
      ][i],
      createdAt: daysAgo(10 + i),
    })),
  );

  const visitRows = Array.from({ length: 9 }, (_, i) => ({
    shopId,
    customerId: created[2 + i * 3].id,
    productName: i % 2 ? 'Colore' : 'Meches',
    appointDay: ymd(daysAgo(40 - i * 3)),
    dueDay: ymd(daysAgo(10 - i * 3)),
    dutyFlag: i % 3,
    remark: i % 3 === 1 ? 'Soddisfatta, prenota tra un mese' : '',
    createdAt: daysAgo(40 - i * 3),
    updatedAt: now,
  }));
  await tx.insert(customerVisits).values(visitRows);

  await tx.insert(shopCounters).values([
    { shopId, name: 'memberCard', value: 15 },
    { shopId, name: 'giftCard', value: 5 },
  ]);
  return { customers: created.length, rules: ruleRows.length };
}
