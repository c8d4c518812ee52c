import ColorPicker from 'antd/es/color-picker';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESET_PROJECT_COLORS } from '../../../../../contract/projects';

type TProjectColorPickerProps = {
  value: string;
  history: readonly string[];
  /** Every change while the panel is open (dragging included). */
  onChange?: (color: string) => void;
  /** A finished choice: a preset clicked, a drag ended. */
  onChangeComplete?: (color: string) => void;
  onOpenChange?: (isOpen: boolean) => void;
  /** A custom trigger (the list's swatch); the default trigger shows the colour and its text. */
  children?: ReactNode;
  isDisabled?: boolean;
};

/** SPEC §2.15: the colour picker with the 16 preset colours and the last 8 used ones (SPEC §9). */
export function ProjectColorPicker({
  value,
  history,
  onChange,
  onChangeComplete,
  onOpenChange,
  children,
  isDisabled,
}: TProjectColorPickerProps) {
  const { t } = useTranslation();
  const presets = [
    { label: t('projects.colors.presets'), colors: [...PRESET_PROJECT_COLORS], defaultOpen: true },
    ...(history.length ? [{ label: t('projects.colors.recent'), colors: [...history], defaultOpen: true }] : []),
  ];
  return (
    <ColorPicker
      value={value}
      format="rgb"
      presets={presets}
      disabled={isDisabled}
      showText={children ? undefined : true}
      onChange={(color) => onChange?.(color.toRgbString())}
      onChangeComplete={(color) => onChangeComplete?.(color.toRgbString())}
      onOpenChange={onOpenChange}
    >
      {children}
    </ColorPicker>
  );
}
