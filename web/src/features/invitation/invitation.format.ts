/**
 * The share link of an invitation code: this app's own address with the sign-up route (SPEC §2.1
 * `/signup/:invitationCode`), so it works wherever the app is served from.
 */
export function shareLink(origin: string, pathname: string, code: string): string {
  return `${origin}${pathname}#/signup/${encodeURIComponent(code)}`;
}

/** What the withdraw form checks before sending: an amount with at most two decimals, within the balance. */
export type TAmountCheck = 'format' | 'belowMinimum' | 'exceedsAvailable' | null;

export function checkWithdrawAmount(cents: number | null, available: number, minimum: number): TAmountCheck {
  if (cents === null || cents <= 0) return 'format';
  if (cents > available) return 'exceedsAvailable';
  if (cents < minimum) return 'belowMinimum';
  return null;
}

/** Puts a text on the clipboard; where the Clipboard API is missing (plain HTTP on a LAN) a hidden field is copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the older way.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
