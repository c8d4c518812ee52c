import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** 'Send code', then the resend countdown in seconds. */
export function SendCodeButton({
  seconds,
  isLoading,
  onSend,
}: {
  seconds: number;
  isLoading: boolean;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button onClick={onSend} loading={isLoading} disabled={seconds > 0}>
      {seconds > 0 ? t('login.resendIn', { seconds }) : t('login.sendCode')}
    </Button>
  );
}
