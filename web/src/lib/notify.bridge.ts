/**
 * Toasts from outside React (the rpc client). The providers register antd's context-aware message API here on
 * mount, so toasts follow the theme and locale.
 */
export type TNotifier = { success: (text: string) => void; error: (text: string) => void };

let notifier: TNotifier | null = null;

export function setNotifier(next: TNotifier | null): void {
  notifier = next;
}

export const notify: TNotifier = {
  success: (text) => notifier?.success(text),
  error: (text) => notifier?.error(text),
};
