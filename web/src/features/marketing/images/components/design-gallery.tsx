import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalToCents } from '../../../../lib/money.format';
import { useSession } from '../../../../lib/session.store';
import { useProductList } from '../../../projects/api';
import { centsToMoneyText } from '../../marketing.form';
import type { TDesignShopData, TDesignTrade } from '../design-data';
import { DesignThumbnail } from '../editor/design-thumbnail';
import { DESIGN_TEMPLATES } from '../templates/templates.gallery';
import { type TDesignChoices, useDesignRules, useDesignWriter } from '../use-design-shop-data';

const TRADES: readonly TDesignTrade[] = ['hair', 'barber', 'nail', 'beauty', 'footMassage'];
const SEARCH_DELAY_MS = 300;
const PROJECT_OPTIONS = 20;

type TProps = {
  data: TDesignShopData;
  choices: TDesignChoices;
  onChoices: (choices: TDesignChoices) => void;
  onUse: (templateId: string) => void;
};

/** The projects to advertise: the first of the list, or those whose name matches what is typed. */
function ProjectSelect({ choices, onChoices }: Pick<TProps, 'choices' | 'onChoices'>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [key, setKey] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKey(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const projects = useProductList({ curPage: 1, limit: PROJECT_OPTIONS, key }, true).data?.list ?? [];
  const options = projects.map((project) => ({ value: project.id, label: project.name }));
  const selected = projects.find((project) => project.name === choices.project?.name);
  return (
    <Select<{ value: number; label: string } | undefined>
      id="mi-fill-project"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder={t('marketing.images.page.searchProject')}
      value={choices.project ? { value: selected?.id ?? -1, label: choices.project.name } : undefined}
      options={options}
      onChange={(option) => {
        const project = projects.find((candidate) => candidate.id === option?.value);
        onChoices({ ...choices, project: project ? { name: project.name, unitPrice: project.unitPrice } : null });
      }}
    />
  );
}

/** What the templates show: a recharge rule, a project, a gift card amount and the QR code's link. */
function FillChoices({ choices, onChoices }: Pick<TProps, 'choices' | 'onChoices'>) {
  const { t } = useTranslation();
  const rules = useDesignRules();
  const ruleValue = choices.ruleId === undefined ? (rules[0]?.id ?? 0) : (choices.ruleId ?? 0);
  return (
    <fieldset className="mi-fill">
      <legend>{t('marketing.images.page.fillTitle')}</legend>
      <div className="mi-fill__field">
        <label htmlFor="mi-fill-rule">{t('marketing.images.page.rechargeRule')}</label>
        <Select
          id="mi-fill-rule"
          value={ruleValue}
          options={[
            ...rules.map((rule) => ({ value: rule.id, label: rule.ruleName })),
            { value: 0, label: t('marketing.images.page.none') },
          ]}
          onChange={(id: number) => onChoices({ ...choices, ruleId: id === 0 ? null : id })}
        />
      </div>
      <div className="mi-fill__field">
        <label htmlFor="mi-fill-project">{t('marketing.images.page.project')}</label>
        <ProjectSelect choices={choices} onChoices={onChoices} />
      </div>
      <div className="mi-fill__field">
        <label htmlFor="mi-fill-gift">{t('marketing.images.page.giftAmount')}</label>
        <InputNumber<string>
          id="mi-fill-gift"
          stringMode
          min="0"
          max="99999"
          precision={2}
          inputMode="decimal"
          placeholder="50.00"
          style={{ width: '100%' }}
          value={choices.giftCardAmount === null ? null : centsToMoneyText(choices.giftCardAmount)}
          onChange={(value) => {
            const cents = decimalToCents(value);
            onChoices({ ...choices, giftCardAmount: cents && cents > 0 ? cents : null });
          }}
        />
      </div>
      <div className="mi-fill__field">
        <label htmlFor="mi-fill-link">{t('marketing.images.page.link')}</label>
        <Input
          id="mi-fill-link"
          value={choices.link}
          maxLength={300}
          inputMode="url"
          placeholder="https://"
          onChange={(event) => onChoices({ ...choices, link: event.target.value })}
        />
      </div>
    </fieldset>
  );
}

/**
 * The template gallery (issue 25): every template filled with the shop's data and the owner's choices, drawn small
 * and live, filtered by trade; choosing one opens it in the editor.
 */
export function DesignGallery({ data, choices, onChoices, onUse }: TProps) {
  const { t } = useTranslation();
  const writer = useDesignWriter();
  const isPhone = useSession((state) => state.phoneDevice);
  const [trade, setTrade] = useState<TDesignTrade | 'all'>('all');
  const templates = useMemo(
    () =>
      DESIGN_TEMPLATES.filter((template) => trade === 'all' || template.trades.includes(trade)).map((template) => ({
        template,
        name: t(`marketing.images.templates.${template.id}.name`),
        document: template.build(data, template.defaultSize, writer),
      })),
    [data, writer, trade, t],
  );
  const width = isPhone ? 140 : 190;
  return (
    <section className="mi-section" aria-labelledby="mi-gallery-title">
      <h2 id="mi-gallery-title" className="mi-section__title">
        {t('marketing.images.page.galleryTitle')}
      </h2>
      <p className="mi-section__hint">{t('marketing.images.page.galleryHint')}</p>
      <FillChoices choices={choices} onChoices={onChoices} />
      <div className="mi-trades">
        <Segmented
          value={trade}
          onChange={(value) => setTrade(value as TDesignTrade | 'all')}
          options={[
            { value: 'all', label: t('marketing.images.page.allTrades') },
            ...TRADES.map((value) => ({ value, label: t(`marketing.images.page.trades.${value}`) })),
          ]}
        />
      </div>
      <ul className="mi-gallery">
        {templates.map(({ template, name, document }) => (
          <li key={template.id}>
            <button
              type="button"
              className="mi-gallery__card"
              aria-label={t('marketing.images.page.useTemplate', { name })}
              onClick={() => onUse(template.id)}
            >
              <span className="mi-gallery__frame" style={{ width }}>
                <DesignThumbnail document={document} width={width} />
              </span>
              <span className="mi-gallery__name">{name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
