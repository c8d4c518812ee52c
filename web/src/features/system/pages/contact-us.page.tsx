import { useTranslation } from 'react-i18next';
import { CustomerServiceDetails } from '../components/customer-service-details';

/** Contact Us (SPEC §1): the same contacts as customer service, for anyone, customer or not. */
export function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <article className="doc-page">
      <h1>{t('contactUs.title')}</h1>
      <p>{t('contactUs.intro')}</p>
      <CustomerServiceDetails />
      <p>{t('contactUs.outro')}</p>
    </article>
  );
}
