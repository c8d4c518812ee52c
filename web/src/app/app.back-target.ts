import { DEFAULT_ROUTER_FROM } from '../lib/storage.keys';

/**
 * SPEC §2.3 back button. The table is keyed by a route segment; a path's segments after /frame are scanned for the
 * first key so nested routes (/frame/choosePerformance/sales) find their entry. Anything else goes to '/'.
 */
const BACK_TARGETS: Readonly<Record<string, string>> = {
  employerManage: '/frame/settings',
  projectTypeManage: '/frame/settings',
  timeManage: '/frame/settings',
  performance: '/frame/choosePerformance',
  sales: '/frame/choosePerformance',
  financeHistory: '/frame/choosePerformance',
  customer: '/frame/chooseCustomerPage',
  customerAll: '/frame/chooseCustomerPage',
  addCustomer: '/frame/chooseCustomerPage',
  performanceDetail: '/frame/performance',
  projectManage: '/frame/projectTypeManage',
  inventoryManage: '/frame/inventoryTypeManage',
  // ADR 026: SPEC §2.3 sends this one to '/', the public landing page; the type list is where it was opened from.
  inventoryManageByType: '/frame/chooseInventory/inventoryTypeManage',
};

export function backTarget(path: string, routerFrom: string | null): string {
  const segments = path.split('?')[0].split('/').filter(Boolean);
  const start = segments[0] === 'frame' ? 1 : 0;
  for (const segment of segments.slice(start)) {
    if (segment === 'customerDetail') return routerFrom && routerFrom !== 'null' ? routerFrom : DEFAULT_ROUTER_FROM;
    const target = BACK_TARGETS[segment];
    if (target) return target;
  }
  return '/';
}

/** SPEC §2.3: the back button is hidden when the route contains 'home'. */
export const isBackHidden = (path: string) => path.includes('home');
