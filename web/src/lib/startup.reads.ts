import { useQueries } from '@tanstack/react-query';
import { queryKeyOf, rpc, rpcPage } from './rpc.client';

/**
 * SPEC §7 'Startup after login': the reads every screen may need, loaded once after login into the query cache under
 * their call keys, so a screen asking for the same call and input gets them at once. Each needs only a session.
 */
export const STARTUP_READS = {
  billDisplay: { path: 'setup/displayBill/queryList', input: { curPage: 1, limit: 100 }, isPage: false },
  phoneDisplay: { path: 'setup/displayPhone/queryList', input: { curPage: 1, limit: 100 }, isPage: false },
  projectTypes: { path: 'productType/queryProductTypeList', input: { curPage: 1, limit: 100 }, isPage: true },
  businessTimes: { path: 'setup/businessTime/queryList', input: { curPage: 1, limit: 10 }, isPage: true },
  technicians: { path: 'account/queryMemList', input: { appointFlag: 0, curPage: 1, limit: 5000 }, isPage: true },
  billingStaff: { path: 'account/queryMemList', input: { financeFlag: 0, curPage: 1, limit: 5000 }, isPage: true },
  // Issue 20: a free shop gets an empty page, not an error.
  inventoryTypes: { path: 'inventoryType/queryInventoryTypeList', input: { curPage: 1, limit: 100 }, isPage: true },
} as const;

/** Per technician: the hot projects (limit 100) and all of their projects (limit 500). */
export const technicianProjectsRead = (accountId: number, isHot: boolean) => ({
  path: 'product/queryProductListByAccount',
  input: isHot ? { accountId, hotFlag: 1, curPage: 1, limit: 100 } : { accountId, curPage: 1, limit: 500 },
  isPage: true,
});

type TRead = { path: string; input: Record<string, unknown>; isPage: boolean };

const toQuery = (read: TRead, isEnabled: boolean) => ({
  queryKey: queryKeyOf(read.path, read.input),
  queryFn: () =>
    read.isPage
      ? rpcPage<unknown>(read.path, read.input, { isRead: true, isErrorSilent: true })
      : rpc<unknown>(read.path, read.input, { isRead: true, isErrorSilent: true }),
  enabled: isEnabled,
  staleTime: 60_000,
});

/** Loads the startup reads, then each technician's projects, for a logged-in session. */
export function useStartupReads(isLoggedIn: boolean) {
  const [, , , , technicians] = useQueries({
    queries: Object.values(STARTUP_READS).map((read) => toQuery(read, isLoggedIn)),
  });
  const list = ((technicians?.data as { list?: { id: number }[] } | undefined)?.list ?? []).map((t) => t.id);
  useQueries({
    queries: list.flatMap((id) => [
      toQuery(technicianProjectsRead(id, true), isLoggedIn),
      toQuery(technicianProjectsRead(id, false), isLoggedIn),
    ]),
  });
}
