import { useQuery } from '@tanstack/react-query';
import type { TUserMenu } from '../../../../contract/menus';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

/** userMenu/getUserMenus {accountId}: the menus of the signed-in account (SPEC §6, §7). */
export const useUserMenus = (accountId: number | undefined, isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('userMenu/getUserMenus', { accountId }),
    queryFn: async () => {
      const data = await rpc<{ userMenus: TUserMenu[] }>('userMenu/getUserMenus', { accountId }, { isRead: true });
      return data.userMenus ?? [];
    },
    enabled: isEnabled && accountId !== undefined,
  });
