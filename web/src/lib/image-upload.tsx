import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Modal from 'antd/es/modal';
import Upload, { type UploadFile, type UploadProps } from 'antd/es/upload';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../contract/errors';
import {
  DEFAULT_UPLOAD_LIMIT,
  DEFAULT_UPLOAD_MAX_MB,
  joinUrls,
  splitUrls,
  UPLOAD_TIMEOUT_MS,
} from '../../../contract/files';
import { currentLanguage } from './i18n.setup';
import { checkImageFile } from './image-upload.rules';
import { notify } from './notify.bridge';
import { rpcUpload, UploadTransportError } from './rpc.client';
import { uploadFailureText } from './upload-failure';

/** SPEC §7 file/imgUpload: multipart `file` + `title`, answered with `{code, msg, url}`. */
const UPLOAD_PATH = 'file/imgUpload';
const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const ADD_BUTTON_STYLE = {
  border: 0,
  background: 'none',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  color: 'inherit',
} as const;

type TImageUploadProps = {
  /** The comma-joined URLs (SPEC §7: several URLs are joined with commas). */
  value?: string;
  onChange?: (value: string) => void;
  /** SPEC §5: 3 images by default; the logo and the background take 1 each. */
  maxCount?: number;
  /** SPEC §9: 100 MB by default; pass the server's cap (UPLOAD_MAX_MB) where it is lower. */
  maxMb?: number;
  disabled?: boolean;
  /** The accessible name of the add button (e.g. the field's label). */
  label?: string;
  id?: string;
};

const fileOfUrl = (url: string, index: number): UploadFile => ({
  uid: `stored-${index}-${url}`,
  name: url.split('/').pop() || url,
  status: 'done',
  url,
});

const doneUrls = (files: readonly UploadFile[]) =>
  files.filter((file) => file.status === 'done' && file.url).map((file) => file.url as string);

/**
 * The image uploader (SPEC §5, §8, §9): an antd picture-card Upload that checks the type, size and count before
 * sending, sends one request per file to file/imgUpload with the session headers and a 10 s timeout, and keeps its
 * value as the comma-joined URLs of the uploaded images. A refused upload toasts 'Upload error!' with the server's
 * text; a network failure or timeout toasts it with the reason and clears the file list.
 */
export function ImageUpload({
  value,
  onChange,
  maxCount = DEFAULT_UPLOAD_LIMIT,
  maxMb = DEFAULT_UPLOAD_MAX_MB,
  disabled = false,
  label,
  id,
}: TImageUploadProps) {
  const { t } = useTranslation();
  const [fileList, setFileList] = useState<UploadFile[]>(() => splitUrls(value).map(fileOfUrl));
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const fileListRef = useRef(fileList);
  fileListRef.current = fileList;
  const emittedRef = useRef(joinUrls(splitUrls(value)));

  // A value set from outside (the form loading the shop, a reset) replaces the list; our own changes do not.
  useEffect(() => {
    const next = joinUrls(splitUrls(value));
    if (next === emittedRef.current) return;
    emittedRef.current = next;
    setFileList(splitUrls(value).map(fileOfUrl));
  }, [value]);

  const commit = (files: UploadFile[]) => {
    setFileList(files);
    fileListRef.current = files;
    const next = joinUrls(doneUrls(files));
    if (next !== emittedRef.current) {
      emittedRef.current = next;
      onChange?.(next);
    }
  };

  const handleBeforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const kept = fileListRef.current.filter((item) => item.status !== 'error').length;
    const rejection = checkImageFile(file, { maxMb, limit: maxCount, position: kept + batch.indexOf(file) });
    if (!rejection) return true;
    notify.error(errorText(rejection.key, currentLanguage(), rejection.params));
    return Upload.LIST_IGNORE;
  };

  const handleRequest: UploadProps['customRequest'] = ({ file, onSuccess }) => {
    const upload = file as File & { uid: string };
    const form = new FormData();
    form.append('title', upload.name);
    form.append('file', upload, upload.name);
    rpcUpload<{ url: string }>(UPLOAD_PATH, form, UPLOAD_TIMEOUT_MS)
      .then((answer) => onSuccess?.({ url: answer.url }))
      .catch((error: unknown) => {
        notify.error(uploadFailureText(error, t));
        // SPEC §8: on a network error the file list is cleared.
        if (error instanceof UploadTransportError) commit([]);
        else commit(fileListRef.current.filter((item) => item.uid !== upload.uid));
      });
  };

  const handleChange: UploadProps['onChange'] = ({ fileList: files }) => {
    commit(
      files.map((item) => {
        const url = (item.response as { url?: string } | undefined)?.url;
        // The picture shown is the stored one (its URL), not the browser's local preview of the chosen file.
        return item.status === 'done' && url && !item.url ? { ...item, url, thumbUrl: url } : item;
      }),
    );
  };

  const isFull = fileList.length >= maxCount;

  return (
    <>
      <Upload
        id={id}
        listType="picture-card"
        accept={ACCEPT}
        multiple={maxCount > 1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={handleBeforeUpload}
        customRequest={handleRequest}
        onChange={handleChange}
        onPreview={(file) => file.url && setPreviewUrl(file.url)}
      >
        {isFull || disabled ? null : (
          <button type="button" style={ADD_BUTTON_STYLE} aria-label={label ?? t('upload.add')}>
            <PlusOutlined aria-hidden />
            <span>{t('upload.add')}</span>
          </button>
        )}
      </Upload>
      <Modal
        open={previewUrl !== null}
        title={t('upload.preview')}
        footer={null}
        onCancel={() => setPreviewUrl(null)}
        destroyOnHidden
      >
        {previewUrl ? <img src={previewUrl} alt={label ?? t('upload.preview')} style={{ width: '100%' }} /> : null}
      </Modal>
    </>
  );
}
