import { showLightToast } from './light-toast';

/**
 * Toasts from outside React (the rpc client). Once antd has loaded (app/app.antd-scope), its themed message API is
 * registered here; until then (the landing and login pages load no antd) the light toast speaks.
 */
export type TNotifier = { success: (text: string) => void; error: (text: string) => void };

const LIGHT_NOTIFIER: TNotifier = {
  success: (text) => showLightToast('success', text),
  error: (text) => showLightToast('error', text),
};

let notifier: TNotifier = LIGHT_NOTIFIER;

/** Registers a notifier and returns the function that puts the previous one back. */
export function setNotifier(next: TNotifier): () => void {
  const previous = notifier;
  notifier = next;
  return () => {
    if (notifier === next) notifier = previous;
  };
}

export const notify: TNotifier = {
  success: (text) => notifier.success(text),
  error: (text) => notifier.error(text),
};
