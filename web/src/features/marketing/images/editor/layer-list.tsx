import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDesignElement } from '../../../../../../contract/marketing-images';

/**
 * The design's elements as a list, the top one first (issue 25): what a keyboard or a screen reader selects with,
 * and the way to reach an element hidden under another.
 */

const SHORT_TEXT = 32;

export function elementName(element: TDesignElement, t: TFunction): string {
  const key = 'marketing.images.editor';
  if (element.type === 'text') {
    const text = element.text.replace(/\s+/g, ' ').trim();
    const short = text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT)}…` : text;
    return t(`${key}.layerText`, { text: short || '—' });
  }
  if (element.type === 'shape') return t(element.shape === 'ellipse' ? `${key}.ellipse` : `${key}.rectangle`);
  if (element.type === 'image') return t(`${key}.image`);
  return t(`${key}.layerQr`, { value: element.value });
}

type TProps = {
  elements: readonly TDesignElement[];
  selectedId: string | null;
  onSelect: (id: string) => void;
};

export function LayerList({ elements, selectedId, onSelect }: TProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (elements.length === 0) return null;
  return (
    <section className="mi-layers" aria-labelledby={headingId}>
      <h3 id={headingId} className="mi-panel__heading">
        {t('marketing.images.editor.layers')}
      </h3>
      <ul className="mi-layers__list">
        {[...elements].reverse().map((element) => (
          <li key={element.id}>
            <button
              type="button"
              className="mi-layers__item"
              aria-pressed={element.id === selectedId}
              onClick={() => onSelect(element.id)}
            >
              {elementName(element, t)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
