import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import { DeviceDetails } from '../components/device-details';
import { ReconcileSection } from '../components/reconcile-section';
import { VisitorLogin } from '../components/visitor-login';
import '../cash-device.css';

/**
 * Cash machine management (SPEC §2.2 /frame/choosePerformance/cashDeviceDetail, issue 24): the machine's counts read
 * from it, its refill, and the reconciliation of its sessions and refills with the books. The route needs no login
 * (SPEC §2.2): a visitor is asked to log in and sees nothing of a shop; a shop without the machine is told so.
 */
export function CashDeviceDetailPage() {
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  return <div className="cash-page">{isLoggedIn ? <ShopCashDevice /> : <VisitorLogin />}</div>;
}

function ShopCashDevice() {
  const shop = useSession(selectCurrentShop);
  if (!shop) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (shop.cashDeviceFlag !== 1) {
    return <Alert type="info" showIcon title={errorText('CASH_DEVICE_NOT_ACTIVATED', currentLanguage())} />;
  }
  return (
    <>
      <DeviceDetails cashDeviceIp={shop.cashDeviceIp} shopCurrency={shop.currency} />
      <ReconcileSection timeZone={shop.timeZone} />
    </>
  );
}
