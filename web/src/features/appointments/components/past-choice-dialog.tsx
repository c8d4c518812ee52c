import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import type { TAppointEntry } from '../api';

/**
 * SPEC §2.8: a past slot cannot be booked as such ('Cannot book past time'); the person chooses between
 * 'Supplement Historical Appointments' and 'Only Remarks' (which needs a note), or cancels.
 */
export function PastChoiceDialog({ onChoose }: { onChoose: (entry: TAppointEntry | null) => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={errorText('PAST_TIME', currentLanguage())}
      onCancel={() => onChoose(null)}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <p>{t('appointments.past.question')}</p>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button type="primary" block onClick={() => onChoose('historical')} data-testid="past-historical">
          {t('appointments.past.historical')}
        </Button>
        <Button block onClick={() => onChoose('remarkOnly')} data-testid="past-remark">
          {t('appointments.past.remarkOnly')}
        </Button>
        <Button type="text" block onClick={() => onChoose(null)}>
          {t('appointments.action.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
