import { useSyncExternalStore } from 'react';

/**
 * The receipt dialog is shown by the till (bookkeeping) and by the order history (finance), and features do not
 * import each other (STYLE rule 10): they ask for it here, and the frame layout mounts the receipts feature's dialog.
 */
export type TReceiptRequest = {
  billId: number;
  billOrderNo: string;
  isJustSaved?: boolean;
  /** The route it shows on (the current one unless the caller is about to navigate); leaving that route closes it. */
  path: string;
};

const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

let current: TReceiptRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Opens the receipt dialog of a bill. */
export function openReceipt(request: Omit<TReceiptRequest, 'path'> & { path?: string }): void {
  current = { ...request, path: request.path ?? currentPath() };
  emit();
}

export function closeReceipt(): void {
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The receipt asked for, or null. */
export const useReceiptRequest = () => useSyncExternalStore(subscribe, () => current);
