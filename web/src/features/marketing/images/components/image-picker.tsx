import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../../contract/errors';
import { currentLanguage } from '../../../../lib/i18n.setup';
import { checkImageFile } from '../../../../lib/image-upload.rules';
import { notify } from '../../../../lib/notify.bridge';
import { selectCurrentShop, useSession } from '../../../../lib/session.store';
import { uploadFailureText } from '../../../../lib/upload-failure';
import { SHOP_IMAGE_MAX_MB } from '../../../shop/shop.form';
import { uploadDesignImage, useDesignList } from '../api';

type TCandidate = { url: string; label: string };

/** The pictures a design may show without a new upload: the shop's logo and background, and those of its designs. */
function useCandidates(isOpen: boolean): TCandidate[] {
  const { t } = useTranslation();
  const shop = useSession(selectCurrentShop);
  const designs = useDesignList({ curPage: 1, key: '' }).data?.list ?? [];
  if (!isOpen) return [];
  const candidates: TCandidate[] = [];
  if (shop?.logo) candidates.push({ url: shop.logo, label: t('marketing.images.page.picker.logo') });
  if (shop?.bgImg) candidates.push({ url: shop.bgImg, label: t('marketing.images.page.picker.background') });
  const seen = new Set(candidates.map((candidate) => candidate.url));
  for (const url of designs.flatMap((design) => design.imageUrls)) {
    if (seen.has(url)) continue;
    seen.add(url);
    candidates.push({ url, label: t('marketing.images.page.picker.used') });
  }
  return candidates;
}

/**
 * The editor's "add an image" (issue 25): a dialog offering the shop's pictures, or a new upload through file/imgUpload
 * and its rules (png or jpeg, at most 5 MB; the server re-encodes it and counts it against the shop's quota). `pick`
 * answers the chosen URL, or null when the dialog is closed.
 */
export function useImagePicker(): { picker: ReactNode; pick: () => Promise<string | null> } {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const resolver = useRef<((url: string | null) => void) | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const candidates = useCandidates(isOpen);

  const finish = (url: string | null) => {
    resolver.current?.(url);
    resolver.current = null;
    setIsOpen(false);
  };

  const pick = () =>
    new Promise<string | null>((resolve) => {
      resolver.current?.(null);
      resolver.current = resolve;
      setIsOpen(true);
    });

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    const rejection = checkImageFile(file, { maxMb: SHOP_IMAGE_MAX_MB, limit: 1, position: 0 });
    if (rejection) {
      notify.error(errorText(rejection.key, currentLanguage(), rejection.params));
      return;
    }
    setIsUploading(true);
    try {
      finish(await uploadDesignImage(file, file.name));
    } catch (error) {
      notify.error(uploadFailureText(error, t));
    } finally {
      setIsUploading(false);
    }
  };

  const picker = (
    <Modal
      open={isOpen}
      title={t('marketing.images.page.picker.title')}
      footer={null}
      onCancel={() => finish(null)}
      destroyOnHidden
    >
      {candidates.length > 0 ? (
        <ul className="mi-picker">
          {candidates.map((candidate) => (
            <li key={candidate.url}>
              <button
                type="button"
                className="mi-picker__choice"
                aria-label={`${t('marketing.images.page.picker.choose')}: ${candidate.label}`}
                onClick={() => finish(candidate.url)}
              >
                <img src={candidate.url} alt="" loading="lazy" />
                <span>{candidate.label}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mi-section__hint">{t('marketing.images.page.picker.none')}</p>
      )}
      <div className="mi-picker__upload">
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          loading={isUploading}
          onClick={() => fileInput.current?.click()}
        >
          {t('marketing.images.page.picker.upload')}
        </Button>
        <span className="mi-section__hint">
          {t('marketing.images.page.picker.uploadHint', { n: SHOP_IMAGE_MAX_MB })}
        </span>
        <input
          ref={fileInput}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          hidden
          data-testid="mi-picker-file"
          onChange={(event) => {
            void handleFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Modal>
  );
  return { picker, pick };
}
