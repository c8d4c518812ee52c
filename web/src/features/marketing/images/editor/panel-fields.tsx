import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import Radio from 'antd/es/radio';
import Slider from 'antd/es/slider';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TDesignElement,
  TDesignImage,
  TDesignQr,
  TDesignShape,
} from '../../../../../../contract/marketing-images';
import { ColourField } from './colour-field';
import { cleanLine } from './editor.elements';
import { Field, NumberField, type TFieldHandlers } from './panel-inputs';
import { TextFields } from './text-fields';

/** The side panel's fields for each kind of element (issue 25), and those every element has. */

const K = 'marketing.images.editor';
const QR_VALUE_MAX = 300;

function ShapeFields({
  element,
  shopColours,
  onChange,
  onCommit,
}: TFieldHandlers & { element: TDesignShape; shopColours: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ColourField
        label={t(`${K}.fill`)}
        value={element.fill}
        shopColours={shopColours}
        onChange={(fill, isFinal) => onChange({ fill }, isFinal)}
      />
      <div className="mi-panel__row">
        <NumberField
          label={t(`${K}.strokeWidth`)}
          value={element.strokeWidth}
          min={0}
          max={500}
          onChange={(strokeWidth) => onChange({ strokeWidth }, false)}
          onCommit={onCommit}
        />
        {element.shape === 'rect' ? (
          <NumberField
            label={t(`${K}.cornerRadius`)}
            value={element.cornerRadius}
            min={0}
            max={5000}
            onChange={(cornerRadius) => onChange({ cornerRadius }, false)}
            onCommit={onCommit}
          />
        ) : null}
      </div>
      {element.strokeWidth > 0 ? (
        <ColourField
          label={t(`${K}.stroke`)}
          value={element.stroke}
          shopColours={shopColours}
          onChange={(stroke, isFinal) => onChange({ stroke }, isFinal)}
        />
      ) : null}
    </>
  );
}

function ImageFields({ element, onChange, onCommit }: TFieldHandlers & { element: TDesignImage }) {
  const { t } = useTranslation();
  const fitId = useId();
  return (
    <>
      <fieldset className="mi-field mi-fieldset">
        <legend id={fitId} className="mi-field__label">
          {t(`${K}.fit`)}
        </legend>
        <Radio.Group
          aria-labelledby={fitId}
          optionType="button"
          value={element.fit}
          onChange={(event) => onChange({ fit: event.target.value }, true)}
          options={[
            { value: 'cover', label: t(`${K}.fitCover`) },
            { value: 'contain', label: t(`${K}.fitContain`) },
          ]}
        />
      </fieldset>
      <NumberField
        label={t(`${K}.cornerRadius`)}
        value={element.cornerRadius}
        min={0}
        max={5000}
        onChange={(cornerRadius) => onChange({ cornerRadius }, false)}
        onCommit={onCommit}
      />
    </>
  );
}

function QrFields({
  element,
  shopColours,
  onChange,
  onCommit,
}: TFieldHandlers & { element: TDesignQr; shopColours: readonly string[] }) {
  const { t } = useTranslation();
  const helpId = useId();
  // An empty value cannot be encoded: it is shown while typed, and the code keeps the last one until a new one comes.
  const [invalid, setInvalid] = useState<string | null>(null);
  return (
    <>
      <Field label={t(`${K}.qrValue`)}>
        {(id) => (
          <>
            <Input
              id={id}
              value={invalid ?? element.value}
              maxLength={QR_VALUE_MAX}
              inputMode="url"
              status={invalid === null ? undefined : 'error'}
              aria-invalid={invalid !== null}
              aria-describedby={invalid === null ? undefined : helpId}
              onChange={(event) => {
                const value = event.target.value;
                const isUsable = cleanLine(value, QR_VALUE_MAX).trim() !== '';
                setInvalid(isUsable ? null : value);
                if (isUsable) onChange({ value }, false);
              }}
              onBlur={() => {
                setInvalid(null);
                onCommit();
              }}
            />
            {invalid === null ? null : (
              <span id={helpId} className="mi-field__error">
                {t(`${K}.qrValueRequired`)}
              </span>
            )}
          </>
        )}
      </Field>
      <ColourField
        label={t(`${K}.qrColour`)}
        value={element.colour}
        shopColours={shopColours}
        onChange={(colour, isFinal) => onChange({ colour }, isFinal)}
      />
      <ColourField
        label={t(`${K}.qrBackground`)}
        value={element.background}
        shopColours={shopColours}
        onChange={(background, isFinal) => onChange({ background }, isFinal)}
      />
    </>
  );
}

/** What every element has: opacity, and its box as numbers (for a keyboard, or to line elements up exactly). */
export function BoxFields({ element, onChange, onCommit }: TFieldHandlers & { element: TDesignElement }) {
  const { t } = useTranslation();
  const opacityId = useId();
  const box = (key: 'x' | 'y' | 'width' | 'height' | 'rotation', min: number, max: number) => (
    <NumberField
      label={t(`${K}.box.${key}`)}
      value={element[key]}
      min={min}
      max={max}
      onChange={(value) => onChange({ [key]: value }, false)}
      onCommit={onCommit}
    />
  );
  return (
    <>
      <div className="mi-field">
        <span id={opacityId} className="mi-field__label">
          {t(`${K}.opacity`)}
        </span>
        <Slider
          min={0}
          max={100}
          value={Math.round(element.opacity * 100)}
          ariaLabelledByForHandle={opacityId}
          tooltip={{ formatter: (value) => `${value} %` }}
          onChange={(value) => onChange({ opacity: value / 100 }, false)}
          onChangeComplete={(value) => onChange({ opacity: value / 100 }, true)}
        />
      </div>
      <div className="mi-panel__grid">
        {box('x', -10_000, 10_000)}
        {box('y', -10_000, 10_000)}
        {box('width', 1, 10_000)}
        {box('height', 1, 10_000)}
        {box('rotation', -180, 180)}
      </div>
    </>
  );
}

type TKindProps = TFieldHandlers & {
  element: TDesignElement;
  shopColours: readonly string[];
  textAreaRef: Ref<TextAreaRef>;
};

/** The fields of the element's own kind. */
export function KindFields({ element, textAreaRef, shopColours, ...handlers }: TKindProps) {
  if (element.type === 'text') {
    return <TextFields element={element} shopColours={shopColours} textAreaRef={textAreaRef} {...handlers} />;
  }
  if (element.type === 'shape') return <ShapeFields element={element} shopColours={shopColours} {...handlers} />;
  if (element.type === 'image') return <ImageFields element={element} {...handlers} />;
  return <QrFields element={element} shopColours={shopColours} {...handlers} />;
}
