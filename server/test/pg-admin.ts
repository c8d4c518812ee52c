/** The template database the PostgreSQL test run migrates once. */
export const TEMPLATE_DB = 'salon_desk_test_template';

/** The same connection URL pointing at another database. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
