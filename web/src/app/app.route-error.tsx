import { useTranslation } from 'react-i18next';

/** Shown when a route fails to load (typically a chunk that vanished after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="center-screen">
      <h1 className="center-screen__title">{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
