import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.store';
import { ShopHolidaysPanel, StaffHolidaysPanel } from '../components/holidays-panel';
import { ShopHoursPanel } from '../components/shop-hours-panel';
import { StaffHoursPanel } from '../components/staff-hours-panel';

const TABS = ['shopHours', 'staffHours', 'shopHolidays', 'staffHolidays'] as const;
type TTab = (typeof TABS)[number];

/**
 * Work time (SPEC §2.16, §9): the shop's hours and each staff member's per weekday, shop holidays, and staff
 * holidays and leave. The open tab is kept in the address, so a reload or a shared link returns to it.
 */
export function TimeManagePage() {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TTab = TABS.includes(requested as TTab) ? (requested as TTab) : 'shopHours';

  const panels: Record<TTab, React.ReactNode> = {
    shopHours: <ShopHoursPanel />,
    staffHours: <StaffHoursPanel />,
    shopHolidays: <ShopHolidaysPanel />,
    staffHolidays: <StaffHolidaysPanel />,
  };

  return (
    <Card styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map((tab) => ({ key: tab, label: t(`settings.tabs.${tab}`), children: panels[tab] }))}
      />
    </Card>
  );
}
