import AlignCenterOutlined from '@ant-design/icons/AlignCenterOutlined';
import AlignLeftOutlined from '@ant-design/icons/AlignLeftOutlined';
import AlignRightOutlined from '@ant-design/icons/AlignRightOutlined';
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import Radio from 'antd/es/radio';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_TEXT_MAX, type TDesignText } from '../../../../../../contract/marketing-images';
import { ColourField } from './colour-field';
import { Field, NumberField, type TFieldHandlers } from './panel-inputs';

/** The side panel's fields of a text element (issue 25): its text, font, alignment and colour. */

const K = 'marketing.images.editor';

export function TextFields({
  element,
  shopColours,
  onChange,
  onCommit,
  textAreaRef,
}: TFieldHandlers & { element: TDesignText; shopColours: readonly string[]; textAreaRef: Ref<TextAreaRef> }) {
  const { t } = useTranslation();
  const alignId = useId();
  const alignIcons = { left: <AlignLeftOutlined />, center: <AlignCenterOutlined />, right: <AlignRightOutlined /> };
  const alignNames = { left: t(`${K}.alignLeft`), center: t(`${K}.alignCenter`), right: t(`${K}.alignRight`) };
  return (
    <>
      <Field label={t(`${K}.text`)}>
        {(id) => (
          <Input.TextArea
            id={id}
            ref={textAreaRef}
            value={element.text}
            maxLength={DESIGN_TEXT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 8 }}
            onChange={(event) => onChange({ text: event.target.value }, false)}
            onBlur={onCommit}
          />
        )}
      </Field>
      <div className="mi-panel__row">
        <NumberField
          label={t(`${K}.fontSize`)}
          value={element.fontSize}
          min={8}
          max={600}
          onChange={(fontSize) => onChange({ fontSize }, false)}
          onCommit={onCommit}
        />
        <NumberField
          label={t(`${K}.lineHeight`)}
          value={element.lineHeight}
          min={0.8}
          max={3}
          step={0.1}
          precision={1}
          onChange={(lineHeight) => onChange({ lineHeight }, false)}
          onCommit={onCommit}
        />
      </div>
      <div className="mi-panel__row mi-panel__row--tools">
        <Button
          icon={<BoldOutlined aria-hidden />}
          aria-label={t(`${K}.bold`)}
          title={t(`${K}.bold`)}
          aria-pressed={element.fontWeight === 'bold'}
          type={element.fontWeight === 'bold' ? 'primary' : 'default'}
          onClick={() => onChange({ fontWeight: element.fontWeight === 'bold' ? 'normal' : 'bold' }, true)}
        />
        <Button
          icon={<ItalicOutlined aria-hidden />}
          aria-label={t(`${K}.italic`)}
          title={t(`${K}.italic`)}
          aria-pressed={element.fontStyle === 'italic'}
          type={element.fontStyle === 'italic' ? 'primary' : 'default'}
          onClick={() => onChange({ fontStyle: element.fontStyle === 'italic' ? 'normal' : 'italic' }, true)}
        />
        <span id={alignId} className="mi-visually-hidden">
          {t(`${K}.align`)}
        </span>
        <Radio.Group
          aria-labelledby={alignId}
          optionType="button"
          value={element.align}
          onChange={(event) => onChange({ align: event.target.value }, true)}
          options={(['left', 'center', 'right'] as const).map((align) => ({
            value: align,
            title: alignNames[align],
            label: (
              <>
                <span aria-hidden>{alignIcons[align]}</span>
                <span className="mi-visually-hidden">{alignNames[align]}</span>
              </>
            ),
          }))}
        />
      </div>
      <ColourField
        label={t(`${K}.colour`)}
        value={element.colour}
        shopColours={shopColours}
        onChange={(colour, isFinal) => onChange({ colour }, isFinal)}
      />
    </>
  );
}
