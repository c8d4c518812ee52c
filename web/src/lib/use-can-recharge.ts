import { useIsPathOpen } from './route.access';

/** The front-desk checkout (前台算账), whose menu every recharge needs (ADR 021). */
const CHECKOUT_PATH = '/frame/financeNew';

/**
 * Whether the account may put money on a card: a recharge is a bill (ADR 011), so it needs the checkout menu whatever
 * screen offers it (the customer detail, gift cards). The server refuses the others too.
 */
export function useCanRecharge(): boolean {
  return useIsPathOpen()(CHECKOUT_PATH);
}
