import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '../../../../../contract/projects';
import { useUpdateBgColor } from '../api';
import { ProjectColorPicker } from './project-color-picker';

type TProjectColorCellProps = {
  product: TProduct;
  history: readonly string[];
  onColorUsed: (color: string) => void;
};

/** SPEC §2.15: the list's colour swatch opens the picker; a finished choice saves bgColor at once. */
export function ProjectColorCell({ product, history, onColorUsed }: TProjectColorCellProps) {
  const { t } = useTranslation();
  const updateBgColor = useUpdateBgColor();
  const [color, setColor] = useState(product.bgColor);
  useEffect(() => setColor(product.bgColor), [product.bgColor]);

  const handleComplete = (next: string) => {
    setColor(next);
    if (next === product.bgColor) return;
    updateBgColor.mutate(
      { productId: product.id, bgColor: next },
      {
        onSuccess: () => onColorUsed(next),
        // The failure is toasted by the rpc client; the swatch goes back to the saved colour.
        onError: () => setColor(product.bgColor),
      },
    );
  };

  return (
    <ProjectColorPicker value={color} history={history} onChange={setColor} onChangeComplete={handleComplete}>
      <button
        type="button"
        className="project-swatch"
        style={{ background: color }}
        aria-label={t('projects.changeColorNamed', { name: product.name })}
        title={color}
      />
    </ProjectColorPicker>
  );
}
