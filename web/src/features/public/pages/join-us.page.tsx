import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRouteAvailable } from '../../../lib/route.registry';
import { DocPage } from '../components/doc-page';

const SECTIONS = ['work', 'partners'] as const;

export function JoinUsPage() {
  const { t } = useTranslation();
  return (
    <DocPage ns="joinUs" sections={SECTIONS}>
      {isRouteAvailable('/contactUs') ? (
        <p>
          <Link to="/contactUs">{t('joinUs.contactLink')}</Link>
        </p>
      ) : null}
    </DocPage>
  );
}
