import CompassOutlined from '@ant-design/icons/CompassOutlined';
import Button from 'antd/es/button';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loadFeatureCatalog } from '../../../lib/i18n.setup';
import { useIsPathOpen } from '../../../lib/route.access';
import { useSession } from '../../../lib/session.store';
import { useGuideProgress } from '../api';
import { guideCatalog } from '../guide.catalog';
import {
  isEveryStepDone,
  isGuideVisible,
  isStepAvailable,
  isStepDone,
  readNeverShow,
  stepsFor,
  stepTarget,
  writeNeverShow,
} from '../guide.steps';
import '../guide.css';

/**
 * SPEC §2.6 new-user guide banner, shown by the frame above the dashboard and the project page. It loads its own
 * texts, because the frame renders it next to (not inside) the lazily loaded page. A step is done when the shop's
 * data says so, and the banner hides itself once all are (ADR 029).
 */
export function NewUserGuide({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPhone = useSession((state) => state.phoneDevice);
  const isInShow = useSession((state) => state.isGuideInShow);
  const setGuideInShow = useSession((state) => state.setGuideInShow);
  const setActiveMenu = useSession((state) => state.setActiveMenu);
  const [isNeverShow, setNeverShow] = useState(readNeverShow);
  const [isCatalogReady, setCatalogReady] = useState(false);
  const steps = stepsFor(useIsPathOpen());
  const isWanted = steps.length > 0 && isGuideVisible({ path, isPhone, isNeverShow, isInShow });
  const progress = useGuideProgress(isWanted).data;
  const isVisible = isWanted && progress !== undefined && !isEveryStepDone(steps, progress);

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

  if (!isVisible || !isCatalogReady || !progress) return null;

  const handleStep = (position: number) => {
    const step = steps[position];
    if (!step || !isStepAvailable(step)) return;
    const target = stepTarget(step);
    setActiveMenu(target);
    setGuideInShow(true);
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
          const isDone = isStepDone(step, progress);
          return {
            title: t(`guide.steps.${step.key}.title`),
            content: (
              <>
                {isDone ? <span className="new-user-guide__done">{t('guide.done')}</span> : null}
                {isAvailable ? t(`guide.steps.${step.key}.content`) : t('guide.comingSoon')}
              </>
            ),
            status: isDone ? 'finish' : 'wait',
            disabled: !isAvailable,
            className: isAvailable ? undefined : 'new-user-guide__step--soon',
          };
        })}
      />
    </section>
  );
}
