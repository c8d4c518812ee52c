import type { TDb } from '../db/client';
import {
  changeItemAmount,
  insertInventoryItem,
  insertInventoryType,
  insertMovement,
  insertTags,
  type TInventoryScope,
  updateLiveItem,
} from '../modules/inventory/inventory.repo';

const DAY_MS = 86_400_000;

/** One demo item: where it stands today, its threshold (0: no alert) and how busy its last four weeks were. */
type TDemoItem = {
  name: string;
  factoryNo: string;
  /** Retail price, cents. */
  price: number;
  storePlace: string;
  amount: number;
  notifyAmount: number;
  /** Units that moved each week: the history scales with it. */
  pace: number;
  reserved?: number;
  tags?: string[];
};
type TDemoStock = { type: string; items: TDemoItem[] }[];

/**
 * The headquarters' stock: colour, care products for the till, and the nail bar's supplies. Three items are below
 * their threshold (the bell's dot after the demo login), one is on order from a supplier that does not answer.
 */
const HEADQUARTERS_STOCK: TDemoStock = [
  {
    type: 'Hair colour',
    items: [
      {
        name: 'Wella Koleston 6/0 Dark Blonde',
        factoryNo: 'WK-60',
        price: 1290,
        storePlace: 'Colour bar, drawer 1',
        amount: 14,
        notifyAmount: 5,
        pace: 3,
      },
      {
        name: 'Wella Koleston 7/1 Ash Blonde',
        factoryNo: 'WK-71',
        price: 1290,
        storePlace: 'Colour bar, drawer 1',
        amount: 3,
        notifyAmount: 5,
        pace: 2,
      },
      {
        name: "L'Oréal Majirel 5.0 Light Brown",
        factoryNo: 'LM-50',
        price: 1150,
        storePlace: 'Colour bar, drawer 2',
        amount: 9,
        notifyAmount: 4,
        pace: 2,
      },
      {
        name: "L'Oréal Majirel 4.15 Chestnut",
        factoryNo: 'LM-415',
        price: 1150,
        storePlace: 'Colour bar, drawer 2',
        amount: 6,
        notifyAmount: 3,
        pace: 1,
      },
      {
        name: 'Blondor Multi Blonde powder 800 g',
        factoryNo: 'BL-800',
        price: 4890,
        storePlace: 'Colour bar, top shelf',
        amount: 2,
        notifyAmount: 2,
        pace: 1,
        tags: ['Out of stock at supplier'],
      },
      {
        name: 'Welloxon Perfect 6% developer 1 l',
        factoryNo: 'WX-6',
        price: 990,
        storePlace: 'Colour bar, bottom shelf',
        amount: 8,
        notifyAmount: 3,
        pace: 2,
      },
      {
        name: 'Olaplex No.1 Bond Multiplier',
        factoryNo: 'OLX-1',
        price: 8900,
        storePlace: 'Back room, shelf B',
        amount: 1,
        notifyAmount: 2,
        pace: 1,
        tags: ['Manufacturer unreachable'],
      },
    ],
  },
  {
    type: 'Retail and care',
    items: [
      {
        name: 'Kérastase Nutritive shampoo 250 ml',
        factoryNo: 'KN-250',
        price: 2850,
        storePlace: 'Front desk display',
        amount: 11,
        notifyAmount: 4,
        pace: 2,
        reserved: 2,
      },
      {
        name: 'Kérastase Nutritive mask 200 ml',
        factoryNo: 'KNM-200',
        price: 4400,
        storePlace: 'Front desk display',
        amount: 6,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Davines OI Oil 50 ml',
        factoryNo: 'DV-OI50',
        price: 3300,
        storePlace: 'Front desk display',
        amount: 7,
        notifyAmount: 2,
        pace: 1,
        reserved: 1,
      },
      {
        name: 'Moroccanoil Treatment 100 ml',
        factoryNo: 'MO-100',
        price: 4450,
        storePlace: 'Front desk display',
        amount: 5,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Salon shampoo 5 l refill',
        factoryNo: 'SH-5L',
        price: 0,
        storePlace: 'Back room, floor',
        amount: 3,
        notifyAmount: 1,
        pace: 1,
      },
      {
        name: 'Black towels 50 × 90 (pack of 12)',
        factoryNo: '',
        price: 0,
        storePlace: 'Back room, shelf A',
        amount: 9,
        notifyAmount: 0,
        pace: 1,
      },
      {
        name: 'Aluminium foil roll 100 m',
        factoryNo: 'AF-100',
        price: 0,
        storePlace: 'Colour bar, top shelf',
        amount: 4,
        notifyAmount: 2,
        pace: 1,
      },
    ],
  },
  {
    type: 'Nail bar',
    items: [
      {
        name: 'OPI Gel Color Big Apple Red',
        factoryNo: 'GC-N25',
        price: 1950,
        storePlace: 'Nail bar, rack 1',
        amount: 5,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'OPI Gel Color Funny Bunny',
        factoryNo: 'GC-H22',
        price: 1950,
        storePlace: 'Nail bar, rack 1',
        amount: 1,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'CND Shellac top coat',
        factoryNo: 'CND-TC',
        price: 2200,
        storePlace: 'Nail bar, rack 2',
        amount: 4,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Acetone-free remover 1 l',
        factoryNo: 'RM-1L',
        price: 0,
        storePlace: 'Nail bar, cupboard',
        amount: 6,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Nail files 100/180 (pack of 50)',
        factoryNo: 'NF-50',
        price: 0,
        storePlace: 'Nail bar, cupboard',
        amount: 3,
        notifyAmount: 1,
        pace: 1,
        tags: ['Discontinued'],
      },
      {
        name: 'Cuticle oil pen',
        factoryNo: 'CO-PEN',
        price: 690,
        storePlace: 'Front desk display',
        amount: 12,
        notifyAmount: 3,
        pace: 2,
      },
    ],
  },
];

/** The Centro branch keeps a small stock of its own, none of it low. */
const BRANCH_STOCK: TDemoStock = [
  {
    type: 'Salon supplies',
    items: [
      {
        name: 'Wella Koleston 6/0 Dark Blonde',
        factoryNo: 'WK-60',
        price: 1290,
        storePlace: 'Colour trolley',
        amount: 6,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Welloxon Perfect 6% developer 1 l',
        factoryNo: 'WX-6',
        price: 990,
        storePlace: 'Colour trolley',
        amount: 4,
        notifyAmount: 1,
        pace: 1,
      },
      {
        name: 'Kérastase Nutritive shampoo 250 ml',
        factoryNo: 'KN-250',
        price: 2850,
        storePlace: 'Reception shelf',
        amount: 5,
        notifyAmount: 2,
        pace: 1,
      },
      {
        name: 'Black towels 50 × 90 (pack of 12)',
        factoryNo: '',
        price: 0,
        storePlace: 'Laundry cupboard',
        amount: 4,
        notifyAmount: 0,
        pace: 1,
      },
    ],
  },
];

/** The last four weeks of an item, from its first count: taken, restocked, taken, taken (days before now, units). */
const HISTORY = [
  { daysAgo: 20, per: -3, kind: 'use' },
  { daysAgo: 13, per: 4, kind: 'restock' },
  { daysAgo: 6, per: -5, kind: 'sale' },
  { daysAgo: 2, per: -2, kind: 'use' },
] as const;
const FIRST_COUNT_DAYS_AGO = 27;

/**
 * A shop's demo stock with its history: each item counted four weeks ago, then used, restocked and sold through the
 * same guarded changes the app makes, so that its quantity, highest quantity and movement log agree.
 */
async function seedStock(tx: TDb, now: Date, shopId: number, accountId: number, stock: TDemoStock) {
  const s: TInventoryScope = { tx, shopId };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  let sortOrder = 0;
  for (const [typeIndex, group] of stock.entries()) {
    const typeId = await insertInventoryType(s, {
      name: group.type,
      createdAt: at(FIRST_COUNT_DAYS_AGO + 3 - typeIndex),
    });
    for (const item of group.items) {
      const net = HISTORY.reduce((sum, step) => sum + step.per * item.pace, 0);
      const first = item.amount - net;
      const id = await insertInventoryItem(s, {
        inventoryTypeId: typeId,
        name: item.name,
        factoryNo: item.factoryNo,
        price: item.price,
        amountReserved: 0,
        storePlace: item.storePlace,
        notifyFlag: item.notifyAmount > 0 ? 1 : 0,
        notifyAmount: item.notifyAmount,
        amount: first,
        sortOrder: ++sortOrder,
        createdAt: at(FIRST_COUNT_DAYS_AGO),
      });
      const movement = { accountId, remark: '' };
      await insertMovement(
        s,
        id,
        { before: 0, after: first },
        { ...movement, kind: 'initial', at: at(FIRST_COUNT_DAYS_AGO) },
      );
      for (const step of HISTORY) {
        await changeItemAmount(s, id, step.per * item.pace, { ...movement, kind: step.kind, at: at(step.daysAgo) });
      }
      if (item.reserved)
        await updateLiveItem(s, id, undefined, { amountReserved: item.reserved, updatedAt: at(2) }, false);
      await insertTags(s, id, item.tags ?? [], at(FIRST_COUNT_DAYS_AGO));
    }
  }
}

/** The demo headquarters' and the Centro branch's stock. */
export async function seedDemoInventory(
  tx: TDb,
  now: Date,
  shops: { headquarters: { shopId: number; ownerId: number }; branch: { shopId: number; ownerId: number } },
) {
  await seedStock(tx, now, shops.headquarters.shopId, shops.headquarters.ownerId, HEADQUARTERS_STOCK);
  await seedStock(tx, now, shops.branch.shopId, shops.branch.ownerId, BRANCH_STOCK);
}
