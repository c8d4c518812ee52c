import FireFilled from '@ant-design/icons/FireFilled';
import Select, { type SelectProps } from 'antd/es/select';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useTechnicianProjects } from '../api';

type TProps = { accountId: number | undefined; value?: number[]; onChange?: (value: number[]) => void; id?: string };

/**
 * One or more projects the technician can be booked for (SPEC §2.8): hot ones first under their own heading, each with
 * its duration and its price in the shop's currency. Without a technician there is nothing to choose yet (SPEC §5 'technician first').
 */
export function ProjectPicker({ accountId, value, onChange, id }: TProps) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const projects = useTechnicianProjects(accountId);
  const list = projects.data?.list ?? [];
  const optionOf = (p: (typeof list)[number]) => ({
    value: p.id,
    label: (
      <span>
        {p.hotFlag === 1 ? <FireFilled style={{ color: '#fa541c', marginRight: 4 }} aria-hidden /> : null}
        {p.name} · {t('appointments.minutes', { count: p.duration })} ·{' '}
        <span className="appoint-price">{money(p.unitPrice)}</span>
      </span>
    ),
    title: p.name,
  });
  const hot = list.filter((p) => p.hotFlag === 1);
  const rest = list.filter((p) => p.hotFlag !== 1);
  const options: SelectProps<number[]>['options'] =
    hot.length > 0
      ? [
          { label: t('appointments.dialog.hotProjects'), options: hot.map(optionOf) },
          { label: t('appointments.dialog.allProjects'), options: rest.map(optionOf) },
        ]
      : rest.map(optionOf);
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      options={options}
      disabled={!accountId}
      loading={projects.isFetching}
      placeholder={accountId ? t('appointments.field.projectsHint') : t('appointments.field.technicianFirst')}
      optionFilterProp="title"
      showSearch
    />
  );
}

/** The minutes of a set of the technician's projects (from the same cached list the picker shows). */
export function useProjectDurations(accountId: number | undefined) {
  const projects = useTechnicianProjects(accountId);
  const byId = useMemo(() => new Map((projects.data?.list ?? []).map((p) => [p.id, p.duration])), [projects.data]);
  return useCallback((ids: number[]) => ids.reduce((sum, id) => sum + (byId.get(id) ?? 0), 0), [byId]);
}
