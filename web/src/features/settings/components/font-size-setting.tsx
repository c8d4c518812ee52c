import Segmented from 'antd/es/segmented';
import { useTranslation } from 'react-i18next';
import { FONT_SIZES } from '../../../../../contract/staff';
import { useSession } from '../../../lib/session.store';
import { useSaveUiStyle } from '../api';
import { type TFontSize, useUiStyle } from '../ui-style.store';

/** Each choice's label is drawn at its own size, so the choice shows what it does. */
const SAMPLE_PX: Record<TFontSize, number> = { small: 12, default: 14, large: 17 };

/** SPEC §2.16 UI style: the font size, saved for this account and applied at once. */
export function FontSizeSetting() {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const fontSize = useUiStyle((state) => state.fontSize);
  const setFontSize = useUiStyle((state) => state.setFontSize);
  const save = useSaveUiStyle();

  const handleChange = (value: TFontSize) => save.mutate({ fontSize: value }, { onSuccess: () => setFontSize(value) });

  return (
    <Segmented<TFontSize>
      block={isPhone}
      size="large"
      value={fontSize}
      disabled={save.isPending}
      onChange={handleChange}
      aria-label={t('settings.fontSize.label')}
      options={FONT_SIZES.map((size) => ({
        value: size,
        label: <span style={{ fontSize: SAMPLE_PX[size] }}>{t(`settings.fontSize.${size}`)}</span>,
      }))}
    />
  );
}
