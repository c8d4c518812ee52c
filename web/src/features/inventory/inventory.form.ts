import type { TErrorKey } from '../../../../contract/errors';
import { type TInventoryItem, ZInventoryFormFields } from '../../../../contract/inventory';
import { centsToDecimalString, decimalToCents } from '../../lib/money.format';
import type { TInventoryFields } from './api';

/** The item form as typed: the price in currency units (sent as cents), the alert as a switch. */
export type TInventoryFormValues = {
  inventoryTypeId: number | null;
  inventoryName: string;
  factoryNo: string;
  price: string | null;
  amount: number | null;
  amountReserved: number | null;
  storePlace: string;
  isNotifyOn: boolean;
  notifyAmount: number | null;
};

/** The row number shown beside an item: row index + page size × (page − 1) + 1. */
export const rowNumber = (rowIndex: number, page: number, pageSize: number) => rowIndex + pageSize * (page - 1) + 1;

/** The up button shows unless the row is the first of the filtered list. */
export const isUpVisible = (rowIndex: number, page: number) => rowIndex > 0 || page > 1;

/** The down button shows while a row follows this one in the filtered list (on this page or the next). */
export const isDownVisible = (rowIndex: number, page: number, totalCount: number, pageSize: number) =>
  rowNumber(rowIndex, page, pageSize) < totalCount;

/** The two sortOrder writes of a swap: each item takes the other's sortOrder. */
export const swapSortOrders = (
  item: Pick<TInventoryItem, 'inventoryId' | 'sortOrder'>,
  neighbour: Pick<TInventoryItem, 'inventoryId' | 'sortOrder'>,
) => [
  { inventoryId: item.inventoryId, sortOrder: neighbour.sortOrder },
  { inventoryId: neighbour.inventoryId, sortOrder: item.sortOrder },
];

/** The form's first values: the item's, or an empty item of the chosen type. */
export const initialFormValues = (item: TInventoryItem | null, defaultTypeId: number | null): TInventoryFormValues =>
  item
    ? {
        inventoryTypeId: item.inventoryTypeId,
        inventoryName: item.inventoryName,
        factoryNo: item.factoryNo,
        price: centsToDecimalString(item.price),
        amount: item.amount,
        amountReserved: item.amountReserved,
        storePlace: item.storePlace,
        isNotifyOn: item.notifyFlag === 1,
        notifyAmount: item.notifyAmount,
      }
    : {
        inventoryTypeId: defaultTypeId,
        inventoryName: '',
        factoryNo: '',
        price: null,
        amount: 0,
        amountReserved: 0,
        storePlace: '',
        isNotifyOn: false,
        notifyAmount: 0,
      };

/** SPEC §5: an item needs at least its name or its factory number. */
export const hasNameOrFactory = (values: Pick<TInventoryFormValues, 'inventoryName' | 'factoryNo'>) =>
  values.inventoryName.trim() !== '' || values.factoryNo.trim() !== '';

export type TFormCheck =
  | { isValid: true; fields: TInventoryFields & { amount: number } }
  | { isValid: false; errors: { field: keyof TInventoryFormValues; key: TErrorKey }[] };

/** The contract's field names, mapped to this form's (price and notifyFlag are typed differently). */
export const FORM_FIELD_OF: Record<string, keyof TInventoryFormValues> = {
  inventoryTypeId: 'inventoryTypeId',
  inventoryName: 'inventoryName',
  factoryNo: 'factoryNo',
  price: 'price',
  amount: 'amount',
  amountReserved: 'amountReserved',
  storePlace: 'storePlace',
  notifyFlag: 'isNotifyOn',
  notifyAmount: 'notifyAmount',
};

/**
 * The typed values checked with the contract's own form schema (ZInventoryFormFields) plus the name-or-factory rule,
 * as the server checks them; the errors are catalog keys of contract/errors.ts.
 */
export function checkInventoryForm(values: TInventoryFormValues): TFormCheck {
  const price = decimalToCents(values.price ?? '0');
  const parsed = ZInventoryFormFields.safeParse({
    inventoryTypeId: values.inventoryTypeId ?? undefined,
    inventoryName: values.inventoryName,
    factoryNo: values.factoryNo,
    price: price ?? -1,
    amount: values.amount ?? undefined,
    amountReserved: values.amountReserved ?? 0,
    storePlace: values.storePlace,
    notifyFlag: values.isNotifyOn ? 1 : 0,
    notifyAmount: values.notifyAmount ?? 0,
  });
  const errors: { field: keyof TInventoryFormValues; key: TErrorKey }[] = [];
  if (!hasNameOrFactory(values)) errors.push({ field: 'inventoryName', key: 'INVENTORY_NAME_OR_FACTORY' });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FORM_FIELD_OF[String(issue.path[0])];
      if (field && !errors.some((error) => error.field === field)) {
        errors.push({ field, key: issue.message as TErrorKey });
      }
    }
  }
  if (errors.length > 0 || !parsed.success) return { isValid: false, errors };
  return { isValid: true, fields: parsed.data };
}

/** A signed change from the dialog's direction and a positive count. */
export const signedChange = (direction: 'add' | 'remove', count: number) => (direction === 'add' ? count : -count);

/** The batch dialog's lines that change something, as the call's items. */
export const batchItems = (changes: Readonly<Record<number, number | null | undefined>>) =>
  Object.entries(changes)
    .map(([inventoryId, changeAmount]) => ({ inventoryId: Number(inventoryId), changeAmount: changeAmount ?? 0 }))
    .filter((item) => Number.isInteger(item.changeAmount) && item.changeAmount !== 0);

/** The item's display name: its name, else its factory number. */
export const itemLabel = (item: Pick<TInventoryItem, 'inventoryName' | 'factoryNo'>) =>
  item.inventoryName || item.factoryNo;
