import ColorPicker from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';

/**
 * A colour of the design (issue 25): a fixed palette that suits a salon's posters, the shop's own colours, and any
 * other through the picker (hex only: the document stores #rrggbb, an element's transparency is its opacity).
 */

/** Twelve colours that go together: neutrals, warm beauty tones, and cool ones; named for screen readers. */
export const DESIGN_PALETTE = [
  { name: 'white', colour: '#ffffff' },
  { name: 'charcoal', colour: '#1f2937' },
  { name: 'cream', colour: '#f7f1ea' },
  { name: 'sand', colour: '#ead7c3' },
  { name: 'gold', colour: '#c9a46a' },
  { name: 'blush', colour: '#f2c4c4' },
  { name: 'rose', colour: '#c8566b' },
  { name: 'wine', colour: '#7a2e3a' },
  { name: 'sage', colour: '#a8c3a0' },
  { name: 'forest', colour: '#2f6b5e' },
  { name: 'sky', colour: '#9db4d3' },
  { name: 'navy', colour: '#2d3a66' },
] as const;

const HEX = /^#[0-9a-f]{6}$/;

/** The shop's colours the document can hold (#rrggbb, #rgb widened), without repeats or palette colours. */
export function usableShopColours(colours: readonly string[]): string[] {
  const palette = new Set<string>(DESIGN_PALETTE.map((entry) => entry.colour));
  const usable = colours
    .map((colour) => colour.trim().toLowerCase())
    .map((colour) => (/^#[0-9a-f]{3}$/.test(colour) ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour))
    .filter((colour) => HEX.test(colour) && !palette.has(colour));
  return [...new Set(usable)];
}

type TProps = {
  label: string;
  value: string;
  shopColours: readonly string[];
  /** `isFinal: false` while the picker is dragged; the drag's end sends the final colour. */
  onChange: (colour: string, isFinal: boolean) => void;
};

export function ColourField({ label, value, shopColours, onChange }: TProps) {
  const { t } = useTranslation();
  const current = value.toLowerCase();
  const pickerHex = (hex: string) => hex.slice(0, 7).toLowerCase();

  const swatch = (colour: string, name: string) => (
    <button
      key={colour}
      type="button"
      className="mi-swatch"
      style={{ background: colour }}
      aria-label={name}
      title={name}
      aria-pressed={current === colour}
      onClick={() => onChange(colour, true)}
    />
  );

  return (
    <fieldset className="mi-field mi-fieldset">
      <legend className="mi-field__label">{label}</legend>
      <div className="mi-swatches">
        {DESIGN_PALETTE.map((entry) => swatch(entry.colour, t(`marketing.images.editor.colours.${entry.name}`)))}
        {usableShopColours(shopColours).map((colour) =>
          swatch(colour, t('marketing.images.editor.shopColour', { colour })),
        )}
        <ColorPicker
          value={value}
          format="hex"
          disabledAlpha
          disabledFormat
          onChange={(colour) => {
            const hex = pickerHex(colour.toHexString());
            if (HEX.test(hex)) onChange(hex, false);
          }}
          onChangeComplete={(colour) => {
            const hex = pickerHex(colour.toHexString());
            if (HEX.test(hex)) onChange(hex, true);
          }}
        >
          <button
            type="button"
            className="mi-swatch mi-swatch--custom"
            aria-label={t('marketing.images.editor.customColour', { colour: current })}
            title={t('marketing.images.editor.customColour', { colour: current })}
          />
        </ColorPicker>
      </div>
    </fieldset>
  );
}
