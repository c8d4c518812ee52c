import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { useSession } from '../../../lib/session.store';
import { BookingSettingsCard } from '../components/booking-settings-card';
import { BusinessHoursCard } from '../components/business-hours-card';
import { DisplaySettingsCard } from '../components/display-settings-card';
import { SmsRemindersCard } from '../components/sms-reminders-card';

/**
 * Shop settings (SPEC §2.16): business hours, app binding and booking, SMS reminders, and what the bookkeeping and
 * the appointment board display. Each section saves on its own.
 */
export function ShopSettingsPage() {
  const isPhone = useSession((state) => state.phoneDevice);
  const bodyStyle = { body: { padding: isPhone ? 16 : 24 } };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <BusinessHoursCard bodyStyle={bodyStyle} />
      </Col>
      <Col xs={24} lg={12}>
        <BookingSettingsCard bodyStyle={bodyStyle} />
      </Col>
      <Col xs={24} lg={12}>
        <SmsRemindersCard bodyStyle={bodyStyle} />
      </Col>
      <Col xs={24} lg={12}>
        <DisplaySettingsCard bodyStyle={bodyStyle} />
      </Col>
    </Row>
  );
}
