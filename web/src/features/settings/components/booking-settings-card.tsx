import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { type TBookingSettings, useBookingSettings, useSaveBookingSettings } from '../api';
import { SwitchRow } from './switch-row';

type TValues = { appBinding: boolean; allowOutsideHours: boolean; maxDaysAhead: number };

const flag = (isOn: boolean) => (isOn ? '1' : '0');

/** App binding and the booking settings (ADR 009), saved together with one button. */
export function BookingSettingsCard({ bodyStyle }: { bodyStyle: { body: React.CSSProperties } }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isPhone = useSession((state) => state.phoneDevice);
  const settings = useBookingSettings();
  const save = useSaveBookingSettings();

  const initialValues = (data: TBookingSettings): TValues => ({
    appBinding: data.appBinding === '1',
    allowOutsideHours: data.allowOutsideHours === '1',
    maxDaysAhead: data.maxDaysAhead,
  });

  const handleFinish = (values: TValues) =>
    save.mutate({
      appBinding: flag(values.appBinding),
      allowOutsideHours: flag(values.allowOutsideHours),
      maxDaysAhead: values.maxDaysAhead,
    });

  return (
    <Card title={t('settings.shop.booking')} styles={bodyStyle} style={{ height: '100%' }}>
      {settings.isPending ? (
        <Skeleton active />
      ) : settings.isError ? (
        <Alert type="error" showIcon title={settings.error.message} />
      ) : (
        <Form<TValues>
          name="booking"
          key={settings.dataUpdatedAt}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues(settings.data)}
          onFinish={handleFinish}
        >
          <SwitchRow
            controlId="booking-app-binding"
            label={t('settings.shop.appBinding')}
            hint={t('settings.shop.appBindingHint')}
          >
            <Form.Item name="appBinding" valuePropName="checked" noStyle>
              <Switch id="booking-app-binding" />
            </Form.Item>
          </SwitchRow>
          <SwitchRow
            controlId="booking-outside-hours"
            label={t('settings.shop.allowOutsideHours')}
            hint={t('settings.shop.allowOutsideHoursHint')}
          >
            <Form.Item name="allowOutsideHours" valuePropName="checked" noStyle>
              <Switch id="booking-outside-hours" />
            </Form.Item>
          </SwitchRow>
          <Form.Item
            name="maxDaysAhead"
            label={t('settings.shop.maxDaysAhead')}
            rules={[
              { required: true, message: errorText('FIELD_REQUIRED', language) },
              { type: 'integer', min: 1, max: 365, message: errorText('CHECK_INPUT', language) },
            ]}
          >
            <InputNumber
              min={1}
              max={365}
              precision={0}
              inputMode="numeric"
              suffix={t('settings.shop.days')}
              style={{ width: isPhone ? '100%' : 200 }}
              size={isPhone ? 'large' : 'middle'}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            block={isPhone}
            size={isPhone ? 'large' : 'middle'}
          >
            {t('settings.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
