import { expect } from 'vitest';
import type { TAnyCall } from '../http/define-call';
import {
  buildCustomer,
  buildInventoryItem,
  buildInventoryType,
  buildProduct,
  buildProductType,
  buildStaff,
} from './factories';
import type { TTestApp } from './fixture';

/** A token of a receipt link's shape that opens no receipt. */
const RECEIPT_TOKEN_SHAPED = 'A'.repeat(43);
/** A cash machine session id of the right shape that names no session. */
const CASH_SESSION_SHAPED = '00000000-0000-4000-8000-000000000000';

/** The id values a generated body may use for one field of one call (see body-from-schema.ts). */
export type THintsFor = (call: TAnyCall) => (name: string) => unknown[];

/**
 * Rows of a shop that generated bodies point at (a staff member, a project type and project, a customer and a
 * booking), so that a valid body reaches past the not-found checks. Used by the contract-driven tests (hostile input,
 * the permission matrix). `token` is a session of the shop's owner, for the booking.
 */
export async function seedCallTargets(t: TTestApp, shopId: number, token: string): Promise<THintsFor> {
  const staff = await buildStaff(t, { shopId });
  const type = await buildProductType(t, { shopId });
  const product = await buildProduct(t, { shopId, productTypeId: type.id });
  const customer = await buildCustomer(t, { shopId });
  const inventoryType = await buildInventoryType(t, { shopId });
  const item = await buildInventoryItem(t, { shopId, inventoryTypeId: inventoryType.id, amount: 1000 });
  const booked = await t.call(
    'appoint/create',
    {
      appointDay: '2026-12-01',
      startTime: '10:00',
      confirmOutsideHours: true,
      people: [{ productIds: [product.id], shopAccountId: staff.id, customName: 'Anna', customPhone: '3471234567' }],
    },
    { token },
  );
  expect(booked.body.code).toBe(0);
  const appointId = (booked.body.data as { list: { id: number }[] }).list[0].id;

  /** Rows that exist, by field name. */
  const idsByName: Record<string, number> = {
    customerId: customer.id,
    productId: product.id,
    productIds: product.id,
    productTypeId: type.id,
    shopAccountId: staff.id,
    accountId: staff.id,
    appointId,
    inventoryTypeId: inventoryType.id,
    inventoryId: item.id,
  };
  /** `id` by the call's area (the path's first segment). */
  const idsByArea: Record<string, number> = {
    custom: customer.id,
    customBlank: customer.id,
    account: staff.id,
    product: product.id,
    productType: type.id,
    appoint: appointId,
    inventoryType: inventoryType.id,
  };
  return (call) => (name) => {
    // A receipt link's token has one shape (43 base64url characters); none of the usual strings has it.
    if (name === 'token') return [RECEIPT_TOKEN_SHAPED];
    if (name === 'sessionId') return [CASH_SESSION_SHAPED];
    const id = name === 'id' ? idsByArea[call.path.split('/')[0]] : idsByName[name];
    return id === undefined ? [] : [id];
  };
}

/** Calls that end or remove what later calls need (the session, the fixtures): run them last. */
export const isDestructive = (call: TAnyCall) =>
  /(delete|del|logout|leave|remove|cancel|resign|depart)/i.test(call.path);
