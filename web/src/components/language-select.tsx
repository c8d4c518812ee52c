import { useTranslation } from 'react-i18next';
import { pickLanguage } from '../../../contract/languages';
import { chooseLanguage, currentLanguage, LANGUAGE_OPTIONS } from '../lib/i18n.setup';

/** A native language select (light enough for the public pages); choosing stores 'language' and reloads. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <select
      className={className ?? 'language-select'}
      aria-label={t('header.language')}
      value={currentLanguage()}
      onChange={(event) => chooseLanguage(pickLanguage(event.target.value, currentLanguage()))}
    >
      {LANGUAGE_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
