import Alert from 'antd/es/alert';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TWorkDay } from '../../../../../contract/work-time';
import { useSession } from '../../../lib/session.store';
import { useAccountWeek, useShopWeek, useStaffList, useUpdateAccountWeek } from '../api';
import { periodsText } from '../settings.format';
import { WeekHoursEditor } from './week-hours-editor';

/** A staff member's hours (accountWork/*): they narrow the shop's hours; days not set use the shop's. */
export function StaffHoursPanel() {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const staff = useStaffList();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const accountId = chosenId ?? staff.data?.[0]?.id ?? null;
  const week = useAccountWeek(accountId);
  const save = useUpdateAccountWeek();
  const shopWeek = useShopWeek();

  /** A day left on the shop hours follows the shop's periods of that weekday (lunch break included), or its default. */
  const inheritHint = (day: TWorkDay | undefined) => {
    const shopDay = shopWeek.data?.list.find((item) => item.week === day?.week);
    const span = shopDay?.open && shopDay.close ? `${shopDay.open}–${shopDay.close}` : '';
    const hours = (shopDay && periodsText(shopDay)) || span;
    return hours ? t('settings.hours.shopHint', { hours }) : t('settings.hours.shopClosedHint');
  };

  if (staff.isPending) return <Skeleton active />;
  if (staff.isError) return <Alert type="error" showIcon title={staff.error.message} />;
  if (staff.data.length === 0) return <Empty description={t('settings.staff.none')} />;
  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <label htmlFor="staff-hours-member">{t('settings.staff.member')}</label>
        <Select
          id="staff-hours-member"
          value={accountId ?? undefined}
          onChange={(id: number) => setChosenId(id)}
          options={staff.data.map((member) => ({ value: member.id, label: member.name || member.accountName }))}
          style={{ minWidth: 220, flex: isPhone ? '1 1 100%' : undefined }}
          size={isPhone ? 'large' : 'middle'}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      <p style={{ marginTop: 0, color: 'var(--muted)' }}>{t('settings.hours.staffIntro')}</p>
      {week.isPending ? (
        <Skeleton active />
      ) : week.isError ? (
        <Alert type="error" showIcon title={week.error.message} />
      ) : accountId !== null ? (
        <WeekHoursEditor
          key={`${accountId}-${week.dataUpdatedAt}`}
          days={week.data.list}
          inheritLabel={t('settings.hours.shopHours')}
          inheritHint={inheritHint}
          isSaving={save.isPending}
          onSave={(list) => save.mutate({ accountId, list })}
        />
      ) : null}
    </>
  );
}
