import type { TCashDeviceClient, TDeviceSystem } from './cash-device.client';
import { machinePiecesOf, type TRefillPiece } from './management.rules';

/**
 * The management page's two conversations with the machine (ADR 032): reading its counts, and a refill. Each logs in
 * first with the person's name, as every session on the machine does; the client gives each call up after 4 s.
 */

/** Logs in and reads the machine's counts, amounts and alert levels. */
export async function readMachine(
  client: Pick<TCashDeviceClient, 'login' | 'querySystem'>,
  operator: string,
): Promise<TDeviceSystem> {
  await client.login(operator);
  return client.querySystem();
}

/** SPEC §4's refill flow: connecting, then refilling; success is the caller's once the refill is also recorded. */
export type TRefillStep = 'connecting' | 'refilling';

/** Adds the pieces to the machine's stock: answers what the machine added and its counts after the refill. */
export async function refillMachine(
  client: Pick<TCashDeviceClient, 'login' | 'refillCash'>,
  operator: string,
  pieces: readonly TRefillPiece[],
  onStep: (step: TRefillStep) => void,
): Promise<{ refillAmount: number; system: TDeviceSystem }> {
  onStep('connecting');
  await client.login(operator);
  onStep('refilling');
  return client.refillCash(machinePiecesOf(pieces));
}
