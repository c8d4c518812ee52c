/** The template database the PostgreSQL test run migrates once. */
export const TEMPLATE_DB = 'salon_desk_test_template';

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string) {
  // Not `new URL`: it refuses a socket URL without a host (postgres://user@/db?host=/tmp), which pg accepts.
  const match = /^([a-z]+:\/\/[^/?#]*)(\/[^?#]*)?(.*)$/i.exec(url);
  if (!match) throw new Error(`DATABASE_URL is not a postgres:// URL: ${url}`);
  return `${match[1]}/${database}${match[3]}`;
}
