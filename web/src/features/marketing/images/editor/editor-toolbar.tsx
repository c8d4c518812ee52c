import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import CompressOutlined from '@ant-design/icons/CompressOutlined';
import FontSizeOutlined from '@ant-design/icons/FontSizeOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Select from 'antd/es/select';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_SIZE_KEYS,
  DESIGN_SIZES,
  type TDesignShape,
  type TDesignSize,
} from '../../../../../../contract/marketing-images';

/**
 * The editor's toolbar (issue 25): undo and redo, the elements to add, the design's size and the zoom. On a phone it
 * scrolls sideways in its own row; the page never does.
 */

type TProps = {
  canUndo: boolean;
  canRedo: boolean;
  size: TDesignSize;
  isPickingImage: boolean;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onAddText: () => void;
  onAddImage: () => void;
  onAddQr: () => void;
  onAddShape: (shape: TDesignShape['shape']) => void;
  onSize: (size: TDesignSize) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoomFit: () => void;
};

const K = 'marketing.images.editor';
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export function EditorToolbar(props: TProps) {
  const { t } = useTranslation();
  const modifier = isMac() ? '⌘' : 'Ctrl+';

  const iconButton = (label: string, icon: ReactNode, onClick: () => void, isDisabled = false, shortcut = '') => (
    <Button
      icon={icon}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut ? shortcut.replace('⌘', 'Meta+') : undefined}
      disabled={isDisabled}
      onClick={onClick}
    />
  );

  return (
    <fieldset className="mi-toolbar" aria-label={t(`${K}.toolbar`)}>
      {/* A fieldset's own flex layout is uneven across browsers: the row inside it lays out. */}
      <div className="mi-toolbar__row">
        <div className="mi-toolbar__group">
          {iconButton(t(`${K}.undo`), <UndoOutlined aria-hidden />, props.onUndo, !props.canUndo, `${modifier}Z`)}
          {iconButton(t(`${K}.redo`), <RedoOutlined aria-hidden />, props.onRedo, !props.canRedo, `${modifier}Shift+Z`)}
        </div>
        <div className="mi-toolbar__group">
          <Button icon={<FontSizeOutlined aria-hidden />} onClick={props.onAddText}>
            {t(`${K}.addText`)}
          </Button>
          <Button icon={<PictureOutlined aria-hidden />} loading={props.isPickingImage} onClick={props.onAddImage}>
            {t(`${K}.addImage`)}
          </Button>
          <Button icon={<QrcodeOutlined aria-hidden />} onClick={props.onAddQr}>
            {t(`${K}.addQr`)}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rect', label: t(`${K}.rectangle`) },
                { key: 'ellipse', label: t(`${K}.ellipse`) },
              ],
              onClick: ({ key }) => props.onAddShape(key === 'ellipse' ? 'ellipse' : 'rect'),
            }}
          >
            <Button icon={<AppstoreAddOutlined aria-hidden />}>{t(`${K}.addShape`)}</Button>
          </Dropdown>
        </div>
        <div className="mi-toolbar__group">
          <Select<TDesignSize>
            className="mi-toolbar__size"
            aria-label={t(`${K}.size`)}
            value={props.size}
            popupMatchSelectWidth={false}
            onChange={props.onSize}
            options={DESIGN_SIZE_KEYS.map((key) => ({
              value: key,
              label: t(`${K}.sizes.${key}`, DESIGN_SIZES[key]),
            }))}
          />
          {iconButton(t(`${K}.zoomOut`), <ZoomOutOutlined aria-hidden />, props.onZoomOut, !props.canZoomOut)}
          {iconButton(t(`${K}.zoomIn`), <ZoomInOutlined aria-hidden />, props.onZoomIn, !props.canZoomIn)}
          {iconButton(t(`${K}.zoomFit`), <CompressOutlined aria-hidden />, props.onZoomFit)}
        </div>
      </div>
    </fieldset>
  );
}
