import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../contract/errors';
import { currentLanguage } from '../lib/i18n.setup';

/** SPEC §2.5, §6: the permission dialog for free-plan users on a paid-only screen. */
export function FreePlanDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={isOpen}
      title={t('freePlan.title')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>{errorText('FREE_PLAN_FORBIDDEN', currentLanguage())}</p>
    </Modal>
  );
}
