import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_ROUTE } from '../lib/route.access';

/**
 * An unknown or not yet built route under /frame: the app's own 'not found', inside the frame, so the header and the
 * menu stay and the way back is one click (ADR 029; the public /404 stays for addresses outside the app).
 */
export function FrameNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      className="frame-not-found"
      title={<h1 className="frame-not-found__title">{t('notFound.inAppTitle')}</h1>}
      subTitle={t('notFound.inAppText')}
      extra={
        <Button type="primary" onClick={() => navigate(DEFAULT_ROUTE)}>
          {t('notFound.toDashboard')}
        </Button>
      }
    />
  );
}
