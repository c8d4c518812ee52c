import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next screen's chunk (and its texts) loads, so a click on a lazily loaded screen
 * shows at once that something is happening (issue 22). Plain CSS: the light public pages carry no antd.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />;
}
