import AntApp from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { genericErrorText } from '../../lib/error-text';
import { notify } from '../../lib/notify.bridge';
import { DEFAULT_ROUTE } from '../../lib/route.access';
import { useSession } from '../../lib/session.store';
import { useSwitchBranchShop } from './api';

/** SPEC §9: page reload 500 ms after switching shop. */
export const SWITCH_RELOAD_MS = 500;

/**
 * SPEC §4 'Shop switching', one flow for the header's menu and the branch list: 'Confirm switch to {shopName} shop?',
 * then shop/switchBranchShop (with the mainToken while one exists), the store keeps the main account's session, the
 * app goes to the dashboard, says 'switched successfully {shopName}' and reloads after 500 ms. Cancelling does
 * nothing; a failure shows the generic error.
 */
export function useSwitchShop() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = AntApp.useApp();
  const switchMutation = useSwitchBranchShop();
  const switchShop = useSession((state) => state.switchShop);

  return (target: { id: number; shopName: string }) => {
    modal.confirm({
      title: t('header.switchConfirm', { shopName: target.shopName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => {
        const { mainToken, token } = useSession.getState();
        return switchMutation
          .mutateAsync({ id: target.id, token: mainToken ?? token })
          .then((output) => {
            switchShop(output);
            navigate(DEFAULT_ROUTE);
            notify.success(t('header.switchSuccess', { shopName: output.shopInfo.shopName || target.shopName }));
            setTimeout(() => window.location.reload(), SWITCH_RELOAD_MS);
          })
          .catch(() => notify.error(genericErrorText()));
      },
    });
  };
}
