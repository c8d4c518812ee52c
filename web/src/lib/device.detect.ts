/** SPEC §2: a screen narrower than 750 px counts as a phone device. */
export const PHONE_MAX_WIDTH = 750;
/** SPEC §2.3: above this width the header is hidden on home routes. */
export const HEADER_HIDE_ON_HOME_MIN_WIDTH = 1000;

export const isPhoneWidth = (width: number) => width < PHONE_MAX_WIDTH;

export type TClientInfo = { os: string; osVersion: string; userAgent: string };

/** The os / osVersion / userAgent request headers (SPEC §7), read from the browser's user agent. */
export function detectClient(userAgent: string): TClientInfo {
  const patterns: [string, RegExp][] = [
    ['Windows', /Windows NT ([\d.]+)/],
    ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
    ['Android', /Android ([\d.]+)/],
    ['macOS', /Mac OS X ([\d_.]+)/],
    ['ChromeOS', /CrOS \S+ ([\d.]+)/],
    ['Linux', /Linux()/],
  ];
  for (const [os, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return { os, osVersion: (match[1] ?? '').replace(/_/g, '.'), userAgent };
  }
  return { os: 'unknown', osVersion: '', userAgent };
}

export const isWindowsClient = (userAgent: string) => /Windows/i.test(userAgent);
