import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type TPadPanelProps = {
  id: string;
  title: string;
  /** Where the panel's figures come from, when the caller may open it. */
  link?: { to: string; label: string };
  isLoading?: boolean;
  isError?: boolean;
  isWide?: boolean;
  children: ReactNode;
};

/**
 * One dashboard panel: a titled card that paints at once and fills when its own figures arrive, so the page never
 * waits for its slowest figure; a failed figure says so in its panel only.
 */
export function PadPanel({ id, title, link, isLoading, isError, isWide, children }: TPadPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={isWide ? 'pad-card pad-card--wide' : 'pad-card'} aria-labelledby={id}>
      <div className="pad-card__head">
        <h3 id={id}>{title}</h3>
        {link ? <Link to={link.to}>{link.label}</Link> : null}
      </div>
      {isError ? (
        <p className="pad-card__sub">{t('padStats.loadFailed')}</p>
      ) : isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        children
      )}
    </section>
  );
}
