import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { TDb } from '../db/client';
import { rowsOf } from '../http/session.repo';
import { toE164 } from '../modules/auth/auth.crypto';
import { createOwner, newInvitationCode } from '../modules/auth/auth.service';
import { insertShop } from '../modules/shops/shops.repo';
import { seedDemoAppointments } from './demo-appointments.seed';
import { seedDemoBills } from './demo-bills.seed';
import { seedDemoCashDevice } from './demo-cash-device.seed';
import { seedDemoCustomers } from './demo-customers.seed';
import { seedDemoDesigns } from './demo-designs.seed';
import { seedDemoHistory } from './demo-history.seed';
import { seedDemoInventory } from './demo-inventory.seed';
import { DEMO_INVITED_LOGINS, seedDemoInvitations, type TDemoInvitationRules } from './demo-invitations.seed';
import { seedDemoPayments } from './demo-payments.seed';
import { seedDemoReminders } from './demo-reminders.seed';
import { demoSecretHasher } from './demo-secrets';
import { DEMO_STAFF_LOGINS, seedDemoSetup } from './demo-setup.seed';

export const DEMO_LOGIN = { account: 'demo', password: 'demo1234' } as const;
export const DEMO_BRANCH_LOGIN = { account: 'demo-centro', password: 'demo1234' } as const;
export const DEMO_NAVIGLI_LOGIN = { account: 'demo-navigli', password: 'demo1234' } as const;

/**
 * Creates the demo chain, a headquarters "Demo Salon" and two branches (Centro, Navigli), on an empty database.
 * Later areas add to it.
 * The invitations follow the server's trial length and reward amounts (the defaults when none are given).
 */
export async function seedDemo(db: TDb, now: Date, rules: TDemoInvitationRules = loadConfig({})): Promise<boolean> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM shops`));
  if (n > 0) return false;
  const hash = demoSecretHasher([
    DEMO_LOGIN,
    DEMO_BRANCH_LOGIN,
    DEMO_NAVIGLI_LOGIN,
    ...Object.values(DEMO_STAFF_LOGINS),
    ...DEMO_INVITED_LOGINS,
  ]);
  await db.transaction(async (tx) => {
    const yearAhead = new Date(now.getTime() + 365 * 86_400_000);
    const common = {
      shopTypeId: 2,
      country: 'IT',
      areaCode: '+39',
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      trialFlag: 0,
      goodsType: 'yearly',
      expireTime: yearAhead,
      msgNums: 200,
      createdAt: now,
    };
    const hqId = await insertShop(tx, {
      ...common,
      name: 'Demo Salon',
      region: 'Lombardia',
      area: 'Milano',
      address: 'Via Torino 21, Milano',
      postCode: '20123',
      contactUser: 'Giulia Rossi',
      contactTel: '333 000 0001',
      email: 'demo@salondesk.local',
      // The front desk's automatic cash machine, on the workstation itself (npm run cash-sim plays it).
      cashDeviceFlag: 1,
      cashDeviceIp: '127.0.0.1',
      invitationCode: newInvitationCode(),
    });
    const hqOwnerId = await createOwner(
      tx,
      now,
      hqId,
      {
        ...DEMO_LOGIN,
        name: 'Giulia Rossi',
        phone: '333 000 0001',
        phoneE164: toE164('+39', '333 000 0001'),
      },
      hash,
    );
    await seedDemoSetup(tx, now, hqId, hash);
    await seedDemoCustomers(tx, now, hqId);
    await seedDemoHistory(tx, now, hqId, common.timeZone);
    await seedDemoAppointments(tx, now, hqId, common.timeZone);
    await seedDemoBills(tx, now, hqId, common.timeZone);
    await seedDemoCashDevice(tx, now, hqId, common.timeZone);
    await seedDemoDesigns(tx, now, hqId, common.timeZone);
    await seedDemoReminders(tx, now, hqId, common.timeZone);
    await seedDemoPayments(tx, now, hqId, hqOwnerId, common.timeZone);
    await seedDemoInvitations(tx, now, hqId, hqOwnerId, rules, hash);
    const branchId = await insertShop(tx, {
      ...common,
      headquarterId: hqId,
      name: 'Demo Salon Centro',
      region: 'Lombardia',
      area: 'Milano',
      address: 'Corso Buenos Aires 5, Milano',
      postCode: '20124',
      contactUser: 'Marco Bianchi',
      contactTel: '333 000 0002',
      invitationCode: newInvitationCode(),
    });
    const branchOwnerId = await createOwner(
      tx,
      now,
      branchId,
      {
        ...DEMO_BRANCH_LOGIN,
        name: 'Marco Bianchi',
        phone: '333 000 0002',
        phoneE164: toE164('+39', '333 000 0002'),
      },
      hash,
    );
    await seedDemoInventory(tx, now, {
      headquarters: { shopId: hqId, ownerId: hqOwnerId },
      branch: { shopId: branchId, ownerId: branchOwnerId },
    });
    const navigliId = await insertShop(tx, {
      ...common,
      headquarterId: hqId,
      name: 'Demo Salon Navigli',
      region: 'Lombardia',
      area: 'Milano',
      address: 'Ripa di Porta Ticinese 39, Milano',
      postCode: '20143',
      contactUser: 'Sara Colombo',
      contactTel: '333 000 0003',
      invitationCode: newInvitationCode(),
    });
    await createOwner(
      tx,
      now,
      navigliId,
      {
        ...DEMO_NAVIGLI_LOGIN,
        name: 'Sara Colombo',
        phone: '333 000 0003',
        phoneE164: toE164('+39', '333 000 0003'),
      },
      hash,
    );
  });
  return true;
}
