import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** SPEC §2.1: /404 and any unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="center-screen">
      <svg className="center-screen__art" viewBox="0 0 240 160" role="img" aria-label={t('notFound.artLabel')}>
        <circle cx="120" cy="82" r="46" fill="#d9612c" />
        <circle cx="104" cy="70" r="9" fill="#b84c1f" />
        <circle cx="136" cy="98" r="6" fill="#b84c1f" />
        <ellipse cx="120" cy="82" rx="80" ry="14" fill="none" stroke="#1565c0" strokeWidth="4" />
        <circle cx="30" cy="30" r="2" fill="#1565c0" />
        <circle cx="210" cy="24" r="3" fill="#1565c0" />
        <circle cx="200" cy="140" r="2" fill="#1565c0" />
      </svg>
      <h1 className="center-screen__title">{t('notFound.title')}</h1>
      <p>{t('notFound.subtitle')}</p>
      <button type="button" className="button button--primary button--large" onClick={() => navigate('/')}>
        {t('notFound.back')}
      </button>
    </div>
  );
}
