import type { TDb } from '../db/client';
import { accountMenus, accounts } from '../db/schema/accounts';
import { accountProducts, products, productTypes } from '../db/schema/projects';
import { accountWork, accountWorkHolidays, shopWork, shopWorkHolidays } from '../db/schema/work-time';
import { insideDigest, type THashSecret, toE164 } from '../modules/auth/auth.crypto';

export const DEMO_STAFF_LOGINS = {
  manager: { account: 'demo-manager', password: 'demo1234' },
  technician: { account: 'demo-tech', password: 'demo1234' },
} as const;

const HOUR = 60;
const at = (h: number, m = 0) => h * HOUR + m;

type TStaffSeed = {
  name: string;
  phone: string;
  staffType: 1 | 2 | 3;
  accountType: 0 | 2;
  login?: { account: string; password: string };
  menus?: string[];
  isDeparted?: boolean;
};

/** Staff (SPEC issue 3 demo): a manager, four technicians and one who resigned; the technician with a login sees only two menus. */
const STAFF: readonly TStaffSeed[] = [
  {
    name: 'Sara Galli',
    phone: '333 100 0001',
    staffType: 1,
    accountType: 2,
    login: DEMO_STAFF_LOGINS.manager,
    menus: ['checkout', 'appointments', 'customers', 'finance', 'staff', 'projects', 'workTime', 'settings'],
  },
  {
    name: 'Luca Ferri',
    phone: '333 100 0002',
    staffType: 2,
    accountType: 0,
    login: DEMO_STAFF_LOGINS.technician,
    menus: ['appointments', 'customers'],
  },
  { name: 'Chiara Moretti', phone: '333 100 0003', staffType: 2, accountType: 0 },
  { name: 'Elena Ricci', phone: '333 100 0004', staffType: 2, accountType: 0 },
  { name: 'Davide Conti', phone: '333 100 0005', staffType: 2, accountType: 0 },
  { name: 'Paolo Greco', phone: '333 100 0006', staffType: 2, accountType: 0, isDeparted: true },
];

/** Project types and projects with colours (prices in cents, durations in minutes). */
const PROJECTS: readonly { type: string; items: readonly [string, number, number, string, boolean?][] }[] = [
  {
    type: 'Capelli',
    items: [
      ['Taglio donna', 3500, 45, 'rgba(97,169,224,0.5)'],
      ['Taglio uomo', 2200, 30, 'rgba(52,152,219,0.5)'],
      ['Piega', 2500, 30, 'rgba(26,188,156,0.5)'],
      ['Colore', 5500, 90, 'rgba(155,89,182,0.5)', true],
      ['Meches', 7000, 120, 'rgba(128,0,128,0.5)', true],
    ],
  },
  {
    type: 'Unghie',
    items: [
      ['Manicure', 2000, 30, 'rgba(255,105,180,0.5)'],
      ['Semipermanente', 3000, 45, 'rgba(245,108,108,0.5)'],
      ['Ricostruzione', 5000, 90, 'rgba(231,76,60,0.5)'],
      ['Pedicure', 3500, 60, 'rgba(230,162,60,0.5)'],
    ],
  },
  {
    type: 'Estetica',
    items: [
      ['Pulizia viso', 4500, 60, 'rgba(103,194,58,0.5)', true],
      ['Ceretta gambe', 2500, 30, 'rgba(241,196,15,0.5)'],
      ['Massaggio', 5000, 60, 'rgba(0,128,128,0.5)', true],
    ],
  },
];

/**
 * The headquarters' setup: staff with logins and limited menus, project types and projects, shop and staff hours and
 * one holiday. Runs inside the demo chain's transaction.
 */
export async function seedDemoSetup(db: TDb, now: Date, shopId: number, hash: THashSecret) {
  const staffIds: number[] = [];
  let sortOrder = 1;
  for (const person of STAFF) {
    const login = person.login;
    const [row] = await db
      .insert(accounts)
      .values({
        shopId,
        name: person.name,
        phone: person.phone,
        phoneE164: toE164('+39', person.phone),
        staffType: person.staffType,
        accountType: person.accountType,
        account: login?.account,
        passwordHash: login ? await hash(login.password) : null,
        insidePasswordHash: login ? await hash(insideDigest(login.password, login.account)) : null,
        sortOrder: sortOrder++,
        departedAt: person.isDeparted ? now : null,
        createdAt: now,
      })
      .returning({ id: accounts.id });
    staffIds.push(row.id);
    if (person.menus?.length) {
      await db.insert(accountMenus).values(person.menus.map((menuKey) => ({ shopId, accountId: row.id, menuKey })));
    }
  }

  const productIds: number[] = [];
  const hotIds: number[] = [];
  let productOrder = 1;
  for (const [i, group] of PROJECTS.entries()) {
    const [type] = await db
      .insert(productTypes)
      .values({ shopId, name: group.type, createdAt: new Date(now.getTime() + i * 1000) })
      .returning({ id: productTypes.id });
    for (const [name, unitPrice, duration, bgColor, isHot] of group.items) {
      const [product] = await db
        .insert(products)
        .values({
          shopId,
          productTypeId: type.id,
          name,
          unitPrice,
          duration,
          bgColor,
          visitFlag: duration >= 90 ? '1' : '0',
          visitDays: duration >= 90 ? 30 : 0,
          sortOrder: productOrder++,
          createdAt: now,
        })
        .returning({ id: products.id });
      productIds.push(product.id);
      if (isHot) hotIds.push(product.id);
    }
  }
  // Chiara does nails only, with her two favourites hot; the others can be booked for every project.
  const nails = productIds.slice(5, 9);
  await db
    .insert(accountProducts)
    .values(nails.map((productId, i) => ({ shopId, accountId: staffIds[2], productId, hotFlag: i < 2 ? 1 : 0 })));

  // Shop hours: Tuesday to Saturday 09:00–13:00 and 14:00–19:30, Saturday until 18:00, closed Sunday and Monday.
  const open = { morningStart: at(9), morningEnd: at(13), afternoonStart: at(14), afternoonEnd: at(19, 30) };
  const closed = { morningStart: null, morningEnd: null, afternoonStart: null, afternoonEnd: null };
  await db
    .insert(shopWork)
    .values([
      { shopId, week: 1, ...closed },
      ...[2, 3, 4, 5].map((week) => ({ shopId, week, ...open })),
      { shopId, week: 6, ...open, afternoonEnd: at(18) },
      { shopId, week: 7, ...closed },
    ]);
  // Elena works mornings only on Wednesday.
  await db
    .insert(accountWork)
    .values({ shopId, accountId: staffIds[3], week: 3, ...open, afternoonStart: null, afternoonEnd: null });

  // The next Christmas and Boxing Day, whole days in Rome (UTC+1 in winter).
  const year = now.getUTCMonth() === 11 && now.getUTCDate() > 24 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  await db.insert(shopWorkHolidays).values({
    shopId,
    startTime: new Date(Date.UTC(year, 11, 24, 23, 0)),
    endTime: new Date(Date.UTC(year, 11, 26, 22, 59)),
    remark: 'Natale',
  });
  // Davide is on leave for two days a week from now, from the morning opening to the evening closing.
  const day = 86_400_000;
  const leaveDay = Math.floor(now.getTime() / day) * day + 7 * day;
  await db.insert(accountWorkHolidays).values({
    shopId,
    accountId: staffIds[4],
    kind: 'leave',
    startTime: new Date(leaveDay + 8 * HOUR * 60_000),
    endTime: new Date(leaveDay + day + 18 * HOUR * 60_000),
    remark: 'Ferie',
  });
}
