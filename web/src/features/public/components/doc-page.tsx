import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A text page from the catalogs: `<ns>.title`, `<ns>.intro` and each `<ns>.<section>.title/text`. */
export function DocPage({
  ns,
  sections,
  children,
}: {
  ns: string;
  sections: readonly string[];
  /** Shown after the sections, inside the same article. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className="doc-page">
      <h1>{t(`${ns}.title`)}</h1>
      <p>{t(`${ns}.intro`)}</p>
      {sections.map((section) => (
        <section key={section}>
          <h2>{t(`${ns}.${section}.title`)}</h2>
          <p className="pre-line">{t(`${ns}.${section}.text`)}</p>
        </section>
      ))}
      {children}
    </article>
  );
}
