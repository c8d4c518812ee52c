import CompassOutlined from '@ant-design/icons/CompassOutlined';
import Button from 'antd/es/button';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadFeatureCatalog } from '../../../lib/i18n.setup';
import { useIsPathOpen } from '../../../lib/route.access';
import { useSession } from '../../../lib/session.store';
import { guideCatalog } from '../guide.catalog';
import {
  completeStep,
  isGuideVisible,
  isStepAvailable,
  readCompletedSteps,
  readNeverShow,
  stepsFor,
  stepTarget,
  writeNeverShow,
} from '../guide.steps';
import '../guide.css';

/**
 * SPEC §2.6 new-user guide banner, shown by the frame above the dashboard and the project page. It loads its own
 * texts, because the frame renders it next to (not inside) the lazily loaded page.
 */
export function NewUserGuide({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useSession((state) => state.phoneDevice);
  const isInShow = useSession((state) => state.isGuideInShow);
  const setGuideInShow = useSession((state) => state.setGuideInShow);
  const setActiveMenu = useSession((state) => state.setActiveMenu);
  const [isNeverShow, setNeverShow] = useState(readNeverShow);
  const [completed, setCompleted] = useState(readCompletedSteps);
  const [isCatalogReady, setCatalogReady] = useState(false);
  const steps = stepsFor(useIsPathOpen());
  const isVisible = steps.length > 0 && isGuideVisible({ path, isPhone, isNeverShow, isInShow });

  useEffect(() => {
    if (!isVisible || isCatalogReady) return;
    let isCurrent = true;
    void loadFeatureCatalog(guideCatalog).then(() => {
      if (isCurrent) setCatalogReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isVisible, isCatalogReady]);

  if (!isVisible || !isCatalogReady) return null;

  const handleStep = (position: number) => {
    const step = steps[position];
    if (!step || !isStepAvailable(step)) return;
    const target = stepTarget(step);
    setActiveMenu(target);
    setGuideInShow(true);
    setCompleted((current) => completeStep(current, step.index));
    navigate(target);
  };

  const handleNeverShow = () => {
    writeNeverShow(!isNeverShow);
    setNeverShow(!isNeverShow);
  };

  return (
    <section className="new-user-guide" aria-labelledby="new-user-guide-title">
      <header className="new-user-guide__header">
        <h2 id="new-user-guide-title" className="new-user-guide__title">
          <CompassOutlined aria-hidden /> {t('guide.title')}
        </h2>
        <Button type="link" size="small" onClick={handleNeverShow}>
          {t('guide.neverShow')}
        </Button>
      </header>
      <Steps
        className="new-user-guide__steps"
        current={-1}
        onChange={handleStep}
        items={steps.map((step) => {
          const isAvailable = isStepAvailable(step);
          const isDone = completed.includes(step.index);
          return {
            title: t(`guide.steps.${step.key}.title`),
            content: isAvailable ? t(`guide.steps.${step.key}.content`) : t('guide.comingSoon'),
            status: isDone ? 'finish' : 'wait',
            disabled: !isAvailable,
            className: isAvailable ? undefined : 'new-user-guide__step--soon',
          };
        })}
      />
    </section>
  );
}
