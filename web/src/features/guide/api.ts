import { useQuery } from '@tanstack/react-query';
import type { TGuideProgress } from '../../../../contract/stats';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

const GUIDE_PROGRESS = 'controlPad/queryGuideProgress';

/** controlPad/queryGuideProgress: the guide's steps the shop has done (ADR 029), asked afresh on each mount. */
export const useGuideProgress = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(GUIDE_PROGRESS, {}),
    queryFn: () => rpc<TGuideProgress>(GUIDE_PROGRESS, {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    staleTime: 0,
  });
