import { useTranslation } from 'react-i18next';

/** A light loading indicator (plain CSS, so the first screens stay small). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
