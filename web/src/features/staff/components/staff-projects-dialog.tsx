import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Empty from 'antd/es/empty';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct, TProductType } from '../../../../../contract/projects';
import type { TStaff } from '../../../../../contract/staff';
import { useAccountProducts, useAllProjects, useProjectTypes, useSaveAccountProducts } from '../api';

/** productId → hotFlag of the chosen projects. */
type TChoice = Map<number, 0 | 1>;
type TGroup = { id: number; name: string | null; projects: TProduct[] };

/** Projects grouped by project type, in type order; projects of a type no longer listed go last. */
export function groupProjects(types: readonly TProductType[], projects: readonly TProduct[]): TGroup[] {
  const groups: TGroup[] = types.map((type) => ({ id: type.id, name: type.name, projects: [] }));
  const byId = new Map(groups.map((group) => [group.id, group]));
  const others: TGroup = { id: 0, name: null, projects: [] };
  for (const project of projects) (byId.get(project.productTypeId) ?? others).projects.push(project);
  return [...groups, others].filter((group) => group.projects.length > 0);
}

type TStaffProjectsDialogProps = { staff: TStaff; onClose: () => void };

/**
 * The projects a staff member can be booked for, with a hot star per chosen project (accountProduct/*). Nothing
 * chosen means every project (ADR 007).
 */
export function StaffProjectsDialog({ staff, onClose }: TStaffProjectsDialogProps) {
  const { t } = useTranslation();
  const chosenQuery = useAccountProducts(staff.id);
  const typesQuery = useProjectTypes(true);
  const projectsQuery = useAllProjects(true);
  const save = useSaveAccountProducts();
  const [edited, setEdited] = useState<TChoice | null>(null);

  const loaded = useMemo<TChoice | null>(
    () =>
      chosenQuery.data ? new Map(chosenQuery.data.list.map((row) => [row.productId, row.hotFlag === 1 ? 1 : 0])) : null,
    [chosenQuery.data],
  );
  const choice = edited ?? loaded;
  const groups = useMemo(
    () => groupProjects(typesQuery.data?.list ?? [], projectsQuery.data ?? []),
    [typesQuery.data, projectsQuery.data],
  );
  const isError = chosenQuery.isError || typesQuery.isError || projectsQuery.isError;
  const isReady = choice !== null && typesQuery.data !== undefined && projectsQuery.data !== undefined;

  const update = (change: (next: TChoice) => void) => {
    if (!choice) return;
    const next = new Map(choice);
    change(next);
    setEdited(next);
  };
  const handleToggle = (productId: number, isChecked: boolean) =>
    update((next) => (isChecked ? next.set(productId, next.get(productId) ?? 0) : next.delete(productId)));
  const handleToggleGroup = (group: TGroup, isChecked: boolean) =>
    update((next) => {
      for (const project of group.projects) {
        if (isChecked) next.set(project.id, next.get(project.id) ?? 0);
        else next.delete(project.id);
      }
    });
  const handleHot = (productId: number) =>
    update((next) => {
      next.set(productId, next.get(productId) === 1 ? 0 : 1);
    });
  const handleRetry = () => {
    void chosenQuery.refetch();
    void typesQuery.refetch();
    void projectsQuery.refetch();
  };

  const handleSave = () => {
    if (!choice) return;
    // Keep only projects that still exist: a deleted project must not be sent back.
    const existing = new Set((projectsQuery.data ?? []).map((project) => project.id));
    const products = [...choice]
      .filter(([productId]) => existing.has(productId))
      .map(([productId, hotFlag]) => ({ productId, hotFlag }));
    save.mutate({ accountId: staff.id, products }, { onSuccess: onClose });
  };

  const renderBody = () => {
    if (isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('staff.projects.loadError')}
          action={<Button onClick={handleRetry}>{t('common.retry')}</Button>}
        />
      );
    }
    if (!isReady || !choice) return <Spin />;
    if (groups.length === 0) return <Empty description={t('staff.projects.none')} />;
    return (
      <div className="staff-projects">
        {groups.map((group) => {
          const chosenCount = group.projects.filter((project) => choice.has(project.id)).length;
          return (
            <section
              key={group.id}
              className="staff-projects__group"
              aria-label={group.name ?? t('staff.projects.other')}
            >
              <div className="staff-projects__type">
                <Checkbox
                  checked={chosenCount === group.projects.length}
                  indeterminate={chosenCount > 0 && chosenCount < group.projects.length}
                  onChange={(event) => handleToggleGroup(group, event.target.checked)}
                >
                  {group.name ?? t('staff.projects.other')}
                </Checkbox>
              </div>
              <ul className="staff-projects__list">
                {group.projects.map((project) => {
                  const isChosen = choice.has(project.id);
                  const isHot = choice.get(project.id) === 1;
                  return (
                    <li key={project.id} className="staff-projects__item">
                      <Checkbox checked={isChosen} onChange={(event) => handleToggle(project.id, event.target.checked)}>
                        {project.name}
                      </Checkbox>
                      <Button
                        type="text"
                        className={isHot ? 'staff-star staff-star--on' : 'staff-star'}
                        icon={isHot ? <StarFilled /> : <StarOutlined />}
                        disabled={!isChosen}
                        aria-pressed={isHot}
                        aria-label={t('staff.labelFor', { label: t('staff.projects.hot'), name: project.name })}
                        title={t('staff.projects.hot')}
                        onClick={() => handleHot(project.id)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    );
  };

  const chosenTotal = choice?.size ?? 0;

  return (
    <Modal
      open
      title={t('staff.projects.title', { name: staff.name })}
      okText={t('staff.form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !isReady || isError }}
      confirmLoading={save.isPending}
      maskClosable={false}
      onOk={handleSave}
      onCancel={onClose}
    >
      <Alert
        className="staff-hint"
        type={chosenTotal === 0 ? 'info' : 'success'}
        showIcon
        title={
          chosenTotal === 0
            ? t('staff.projects.allNote', { name: staff.name })
            : t('staff.projects.chosenNote', { count: chosenTotal })
        }
        description={chosenTotal === 0 ? null : t('staff.projects.clearNote')}
      />
      <p className="staff-hint">{t('staff.projects.hotHint')}</p>
      {renderBody()}
    </Modal>
  );
}
