import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../../../../contract/errors';
import { PageSpinner } from '../../../../components/page-spinner';
import { currentLanguage } from '../../../../lib/i18n.setup';
import { useProductList } from '../../../projects/api';
import { useDesign, useForgetDesign } from '../api';
import { DesignGallery } from '../components/design-gallery';
import { DesignWorkspace } from '../components/design-workspace';
import { SavedDesigns } from '../components/saved-designs';
import { openedDesign, type TWorkspaceDesign } from '../design-opening';
import { DESIGN_TEMPLATES } from '../templates/templates.gallery';
import {
  NO_CHOICES,
  shopColoursOf,
  type TDesignChoices,
  useDesignShopData,
  useDesignWriter,
} from '../use-design-shop-data';
import '../images.css';

/** The shop's projects read for their colours (the palette offers them beside its own). */
const COLOUR_PROJECTS = { curPage: 1, limit: 50, key: '' };

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

function Problem({ text, onBack }: { text: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={text}
      extra={
        <Button type="primary" onClick={onBack}>
          {t('marketing.images.page.back')}
        </Button>
      }
    />
  );
}

/**
 * SPEC §2.14 marketing image design (issue 25, ADR 033): the saved designs and the template gallery, and the editor
 * for one design. The address names what is open (`?design=7`, `?template=recharge-offer`), so a reload reopens it.
 */
export function MarketingImagePage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const designId = positiveInt(params.get('design'));
  const templateId = designId === null ? params.get('template') : null;
  const [choices, setChoices] = useState<TDesignChoices>(NO_CHOICES);
  const shopData = useDesignShopData(choices);
  const writer = useDesignWriter();
  const projects = useProductList(COLOUR_PROJECTS, true).data?.list;
  const shopColours = useMemo(() => shopColoursOf(projects ?? []), [projects]);
  /** A new design keeps its editor (and its undo) when its first save gives it an address. */
  const [adopted, setAdopted] = useState<{ designId: number; key: string; initial: TWorkspaceDesign } | null>(null);
  /** Grows when a design is opened again as stored, so its workspace starts anew. */
  const [generation, setGeneration] = useState(0);
  const forgetDesign = useForgetDesign();
  const [fromTemplate, setFromTemplate] = useState<{ key: string; design: TWorkspaceDesign } | null>(null);
  const designQuery = useDesign(designId !== null && adopted?.designId !== designId ? designId : null);

  const showList = () => {
    setParams({});
    setAdopted(null);
    setFromTemplate(null);
  };
  const template = templateId ? DESIGN_TEMPLATES.find((candidate) => candidate.id === templateId) : undefined;
  const templateKey = `template-${templateId}`;

  // The new design as the template first draws it, made once the shop's data is in.
  if (template && shopData.isReady && fromTemplate?.key !== templateKey) {
    setFromTemplate({
      key: templateKey,
      design: {
        name: t(`marketing.images.templates.${template.id}.name`),
        templateId: template.id,
        document: template.build(shopData.data, template.defaultSize, writer),
      },
    });
  }

  const workspace = (key: string, initial: TWorkspaceDesign) => (
    <DesignWorkspace
      key={key}
      initial={initial}
      shopColours={shopColours}
      qrLink={shopData.data.link}
      onCreated={(design) => {
        setAdopted({ designId: design.id, key, initial });
        setParams({ design: String(design.id) }, { replace: true });
      }}
      onReopen={(id) => {
        forgetDesign(id);
        setAdopted(null);
        setGeneration((count) => count + 1);
        setParams({ design: String(id) }, { replace: true });
      }}
      onBack={showList}
    />
  );

  let content: ReactNode;
  if (designId !== null && adopted?.designId === designId) {
    content = workspace(adopted.key, adopted.initial);
  } else if (designId !== null) {
    if (designQuery.isError) {
      content = (
        <Problem
          text={t('marketing.images.page.loadFailed', { reason: designQuery.error.message })}
          onBack={showList}
        />
      );
    } else if (!designQuery.data) {
      content = <PageSpinner />;
    } else {
      const opened = openedDesign(designQuery.data);
      content =
        'errorKey' in opened ? (
          <Problem
            text={t('marketing.images.page.loadFailed', { reason: errorText(opened.errorKey, language) })}
            onBack={showList}
          />
        ) : (
          workspace(`design-${designId}-${generation}`, opened)
        );
    }
  } else if (templateId !== null) {
    if (!template) content = <Problem text={t('marketing.images.page.templateUnknown')} onBack={showList} />;
    else if (fromTemplate?.key !== templateKey) content = <PageSpinner />;
    else content = workspace(templateKey, fromTemplate.design);
  } else {
    content = (
      <>
        <SavedDesigns onOpen={(id) => setParams({ design: String(id) })} />
        <DesignGallery
          data={shopData.data}
          choices={choices}
          onChoices={setChoices}
          onUse={(id) => setParams({ template: id })}
        />
      </>
    );
  }
  return <div className="mi-page">{content}</div>;
}
