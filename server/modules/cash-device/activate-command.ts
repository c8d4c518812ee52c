// `npm run cash-device -- activate SHOP_ID [IP]` / `deactivate SHOP_ID`: the installation's operator turns a shop's
// automatic cash machine on or off (issue 24, ADR 032). Only then may the shop set the machine's address (SPEC §6).
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { openEmbedded, openPostgres } from '../../db/client';
import { DatabaseLockedError } from '../../db/embedded-lock';
import { migrate } from '../../db/migrate';
import { shops } from '../../db/schema/shops';

const USAGE = 'Usage: npm run cash-device -- activate SHOP_ID [IP] | deactivate SHOP_ID';

/** The command's arguments, or a message saying what is wrong with them. */
export function parseActivation(args: string[]): { shopId: number; flag: 0 | 1; ip?: string } | string {
  const [verb, id, ip] = args;
  const shopId = Number(id);
  if (!['activate', 'deactivate'].includes(verb ?? '') || !Number.isInteger(shopId) || shopId <= 0) return USAGE;
  if (ip !== undefined && !/^[0-9A-Za-z.:[\]-]{1,100}$/.test(ip)) return `Not an address: ${ip}`;
  return verb === 'activate' ? { shopId, flag: 1, ...(ip ? { ip } : {}) } : { shopId, flag: 0 };
}

async function main() {
  const parsed = parseActivation(process.argv.slice(2));
  if (typeof parsed === 'string') throw new Error(parsed);
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openEmbedded(resolve(config.dataDir)).catch((err: unknown) => {
        if (err instanceof DatabaseLockedError)
          throw new Error('The server is running on this DATA_DIR: stop it first.');
        throw err;
      });
  try {
    await migrate(database.raw);
    const [shop] = await database.db
      .update(shops)
      .set({ cashDeviceFlag: parsed.flag, ...(parsed.ip ? { cashDeviceIp: parsed.ip } : {}) })
      .where(eq(shops.id, parsed.shopId))
      .returning({ name: shops.name, ip: shops.cashDeviceIp });
    if (!shop) throw new Error(`No shop ${parsed.shopId}`);
    console.log(
      parsed.flag === 1
        ? `The cash machine is activated for ${shop.name} (address ${shop.ip || 'not set: 127.0.0.1'}).`
        : `The cash machine is deactivated for ${shop.name}.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1]?.endsWith('activate-command.ts')) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exitCode = 1;
  });
}
