import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { useCustomerService } from '../api';

const FIELDS = ['phone', 'email', 'wechat', 'hours'] as const;

/** The customer service contacts from customerService/query (SPEC §7). */
export function CustomerServiceDetails() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useCustomerService();
  if (isPending) return <PageSpinner />;
  if (isError || !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('serviceInfo.loadFailed')}
        action={
          <button type="button" onClick={() => void refetch()} className="link-button">
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  return (
    <dl className="contact-list">
      {FIELDS.filter((field) => data[field]).map((field) => (
        <div key={field} className="contact-list__row">
          <dt>{t(`serviceInfo.${field}`)}</dt>
          <dd>
            {field === 'phone' ? (
              <a href={`tel:${data.phone.replace(/\s+/g, '')}`}>{data.phone}</a>
            ) : field === 'email' ? (
              <a href={`mailto:${data.email}`}>{data.email}</a>
            ) : (
              data[field]
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
