/** SPEC §4 'App version', §9: every 120 s. */
export const VERSION_POLL_MS = 120_000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** SPEC §9: envFlag 2 on the production host or the loopback host, else 1. */
export function versionEnvFlag(hostname: string, productionHosts: readonly string[]): 1 | 2 {
  const host = hostname.toLowerCase();
  return LOOPBACK_HOSTS.has(host) || host.startsWith('127.') || productionHosts.includes(host) ? 2 : 1;
}

/**
 * Compares the server version with the stored one. A browser that never stored a version runs the code it just
 * downloaded, so it only records the version instead of forcing a reload.
 */
export function compareVersion(serverVersion: string, storedVersion: string | null): 'same' | 'firstSeen' | 'changed' {
  if (!storedVersion || storedVersion === 'null') return 'firstSeen';
  return serverVersion === storedVersion ? 'same' : 'changed';
}
