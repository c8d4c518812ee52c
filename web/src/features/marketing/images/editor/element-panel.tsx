import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import Button from 'antd/es/button';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesignDocument, TDesignElement } from '../../../../../../contract/marketing-images';
import { ColourField } from './colour-field';
import { LayerList } from './layer-list';
import { BoxFields, KindFields } from './panel-fields';
import type { TFieldHandlers } from './panel-inputs';

/**
 * The side panel (issue 25): the selected element's fields, its layer and its deletion (no confirmation: undo brings
 * it back), then the design's background and the list of its elements.
 */

type TProps = TFieldHandlers & {
  document: TDesignDocument;
  selected: TDesignElement | null;
  shopColours: readonly string[];
  /** The text field, which a double click or double tap on a text on the canvas focuses. */
  textAreaRef: Ref<TextAreaRef>;
  onBackground: (colour: string, isFinal: boolean) => void;
  onDelete: () => void;
  onReorder: (direction: 'forward' | 'backward') => void;
  onSelect: (id: string) => void;
};

const K = 'marketing.images.editor';

export function ElementPanel({
  document,
  selected,
  shopColours,
  textAreaRef,
  onBackground,
  onDelete,
  onReorder,
  onSelect,
  ...handlers
}: TProps) {
  const { t } = useTranslation();
  const elementHeadingId = useId();
  const designHeadingId = useId();
  const index = selected ? document.elements.findIndex((element) => element.id === selected.id) : -1;

  return (
    <aside className="mi-panel" aria-label={t(`${K}.panel`)}>
      {selected ? (
        <section key={selected.id} className="mi-panel__section" aria-labelledby={elementHeadingId}>
          <h3 id={elementHeadingId} className="mi-panel__heading">
            {t(`${K}.kinds.${selected.type}`)}
          </h3>
          <KindFields element={selected} shopColours={shopColours} textAreaRef={textAreaRef} {...handlers} />
          <BoxFields element={selected} {...handlers} />
          <div className="mi-panel__row mi-panel__row--tools">
            <Button
              icon={<ArrowUpOutlined aria-hidden />}
              disabled={index >= document.elements.length - 1}
              onClick={() => onReorder('forward')}
            >
              {t(`${K}.layerUp`)}
            </Button>
            <Button
              icon={<ArrowDownOutlined aria-hidden />}
              disabled={index <= 0}
              onClick={() => onReorder('backward')}
            >
              {t(`${K}.layerDown`)}
            </Button>
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
              {t(`${K}.delete`)}
            </Button>
          </div>
        </section>
      ) : (
        <p className="mi-panel__hint">{t(`${K}.noSelection`)}</p>
      )}
      <section className="mi-panel__section" aria-labelledby={designHeadingId}>
        <h3 id={designHeadingId} className="mi-panel__heading">
          {t(`${K}.design`)}
        </h3>
        <ColourField
          label={t(`${K}.background`)}
          value={document.background}
          shopColours={shopColours}
          onChange={onBackground}
        />
      </section>
      <LayerList elements={document.elements} selectedId={selected?.id ?? null} onSelect={onSelect} />
    </aside>
  );
}
