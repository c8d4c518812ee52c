import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CLOSE, DEFAULT_OPEN, toHhmm } from '../../../../../contract/time-slots';
import { useShopWeek, useUpdateShopWeek } from '../api';
import { WeekHoursEditor } from './week-hours-editor';

const DEFAULT_HOURS = `${toHhmm(DEFAULT_OPEN)}–${toHhmm(DEFAULT_CLOSE)}`;

/** The shop's hours per weekday (shopWork/*): the one store both settings screens write (ADR 008). */
export function ShopHoursPanel() {
  const { t } = useTranslation();
  const week = useShopWeek();
  const save = useUpdateShopWeek();

  if (week.isPending) return <Skeleton active />;
  if (week.isError) return <Alert type="error" showIcon title={week.error.message} />;
  return (
    <>
      <p style={{ marginTop: 0, color: 'var(--muted)' }}>{t('settings.hours.shopIntro', { hours: DEFAULT_HOURS })}</p>
      <WeekHoursEditor
        key={week.dataUpdatedAt}
        days={week.data.list}
        inheritLabel={t('settings.hours.default')}
        inheritHint={() => t('settings.hours.defaultHint', { hours: DEFAULT_HOURS })}
        isSaving={save.isPending}
        onSave={(list) => save.mutate(list)}
      />
    </>
  );
}
