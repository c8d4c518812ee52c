import { useTranslation } from 'react-i18next';
import { CustomerServiceDetails } from '../components/customer-service-details';

/** SPEC §2.1 /serviceInfo: contact customer service. */
export function ServiceInfoPage() {
  const { t } = useTranslation();
  return (
    <article className="doc-page">
      <h1>{t('serviceInfo.title')}</h1>
      <p>{t('serviceInfo.intro')}</p>
      <CustomerServiceDetails />
    </article>
  );
}
