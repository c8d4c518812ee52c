import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useDisplayBill, useDisplayPhone, useSaveDisplayBill, useSaveDisplayPhone } from '../api';
import { SwitchRow } from './switch-row';

/**
 * SPEC §3 bill display (subtotal row displayBillHJ, totals footer displayBillZJ) and phone display on the
 * appointment board (displayPhone). Each switch saves at once; a failed save leaves the switch as it was.
 */
export function DisplaySettingsCard({ bodyStyle }: { bodyStyle: { body: React.CSSProperties } }) {
  const { t } = useTranslation();
  const bill = useDisplayBill();
  const phone = useDisplayPhone();
  const saveBill = useSaveDisplayBill();
  const savePhone = useSaveDisplayPhone();
  const failure = bill.error ?? phone.error;

  return (
    <Card title={t('settings.shop.display')} styles={bodyStyle} style={{ height: '100%' }}>
      {bill.isPending || phone.isPending ? (
        <Skeleton active />
      ) : failure || !bill.data || !phone.data ? (
        <Alert type="error" showIcon title={failure?.message} />
      ) : (
        <>
          <h3 style={{ fontSize: '1em', margin: '0 0 4px' }}>{t('settings.shop.accounting')}</h3>
          <SwitchRow
            controlId="display-bill-hj"
            label={t('settings.shop.showSubtotal')}
            hint={t('settings.shop.showSubtotalHint')}
          >
            <Switch
              id="display-bill-hj"
              checked={bill.data.displayBillHJ === '1'}
              loading={saveBill.isPending}
              onChange={(isOn) =>
                saveBill.mutate({ displayBillHJ: isOn ? '1' : '0', displayBillZJ: bill.data.displayBillZJ })
              }
            />
          </SwitchRow>
          <SwitchRow
            controlId="display-bill-zj"
            label={t('settings.shop.showTotal')}
            hint={t('settings.shop.showTotalHint')}
          >
            <Switch
              id="display-bill-zj"
              checked={bill.data.displayBillZJ === '1'}
              loading={saveBill.isPending}
              onChange={(isOn) =>
                saveBill.mutate({ displayBillHJ: bill.data.displayBillHJ, displayBillZJ: isOn ? '1' : '0' })
              }
            />
          </SwitchRow>
          <h3 style={{ fontSize: '1em', margin: '16px 0 4px' }}>{t('settings.shop.appointmentPage')}</h3>
          <SwitchRow
            controlId="display-phone"
            label={t('settings.shop.showPhone')}
            hint={t('settings.shop.showPhoneHint')}
          >
            <Switch
              id="display-phone"
              checked={phone.data.displayPhone === '1'}
              loading={savePhone.isPending}
              onChange={(isOn) => savePhone.mutate({ displayPhone: isOn ? '1' : '0' })}
            />
          </SwitchRow>
        </>
      )}
    </Card>
  );
}
