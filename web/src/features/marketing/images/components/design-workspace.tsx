import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import FileImageOutlined from '@ant-design/icons/FileImageOutlined';
import FilePdfOutlined from '@ant-design/icons/FilePdfOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { DESIGN_NAME_MAX, type TDesign, type TDesignDocument } from '../../../../../../contract/marketing-images';
import { PageSpinner } from '../../../../components/page-spinner';
import { notify } from '../../../../lib/notify.bridge';
import { RpcError } from '../../../../lib/rpc.client';
import { uploadDesignImage, useSaveDesign } from '../api';
import { copyNameOf } from '../design-name';
import type { TWorkspaceDesign } from '../design-opening';
import type { TDesignEditorHandle } from '../editor/design-editor';
import { designFileName, shareOrDownload } from '../editor/design-export';
import { useImagePicker } from './image-picker';

const DesignEditor = lazy(() => import('../editor/design-editor').then((module) => ({ default: module.DesignEditor })));

/** The width of a saved design's preview in the list (twice the card's width, for sharp screens). */
const PREVIEW_WIDTH = 480;

type TProps = {
  initial: TWorkspaceDesign;
  shopColours: readonly string[];
  qrLink: string;
  /** A new design was saved for the first time (or a copy after a conflict): the page shows its address. */
  onCreated: (design: TDesign) => void;
  /** Opens the design as it is stored now, leaving what this workspace holds. */
  onReopen: (id: number) => void;
  onBack: () => void;
};

const snapshotOf = (name: string, document: TDesignDocument) => JSON.stringify([name.trim(), document]);

/** 'Leave without saving?': leaving calls `leave`, staying `stay`. */
const leaveDialog = (t: TFunction, leave: () => void, stay: () => void = () => {}) => ({
  title: t('marketing.images.page.leaveTitle'),
  content: t('marketing.images.page.leaveContent'),
  okText: t('marketing.images.page.leave'),
  okButtonProps: { danger: true },
  cancelText: t('marketing.images.page.stay'),
  onOk: leave,
  onCancel: stay,
});

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One design being edited (issue 25): its name, the editor, saving (a preview uploaded, then the document with the
 * version read, so a save over someone else's answers CONFLICT), export as PNG or A4 PDF (shared on phones), and a
 * warning before changes that were not saved are left behind.
 */
export function DesignWorkspace({ initial, shopColours, qrLink, onCreated, onReopen, onBack }: TProps) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const editor = useRef<TDesignEditorHandle>(null);
  const save = useSaveDesign();
  const { picker, pick } = useImagePicker();
  const [document, setDocument] = useState(initial.document);
  const [name, setName] = useState(initial.name);
  const [stored, setStored] = useState({ id: initial.id, version: initial.version });
  const [savedSnapshot, setSavedSnapshot] = useState(() => snapshotOf(initial.name, initial.document));
  const [exporting, setExporting] = useState<'png' | 'pdf' | null>(null);
  const copyOf = (original: string) => t('marketing.images.page.copyName', { name: original });
  const isDirty = useMemo(() => snapshotOf(name, document) !== savedSnapshot, [name, document, savedSnapshot]);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  // Another screen (the menu, a tab, the header's back arrow) asks too; this page's own views do not pass here.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') modal.confirm(leaveDialog(t, blocker.proceed, blocker.reset));
  }, [blocker, modal, t]);

  const handleBack = () => {
    if (isDirty) modal.confirm(leaveDialog(t, onBack));
    else onBack();
  };

  /** The preview for the list; a design is saved without one when it cannot be made or uploaded. */
  const uploadPreview = async () => {
    try {
      const png = await editor.current?.previewPng(PREVIEW_WIDTH);
      return png ? await uploadDesignImage(png, 'preview.png') : '';
    } catch {
      return '';
    }
  };

  /** Saves what is shown: over the stored design with the version read, or as a new one (`asNew`). */
  const saveShown = async (asNew: boolean) => {
    const saving = { name: asNew ? copyNameOf(name.trim(), copyOf) : name.trim(), document };
    const previewUrl = await uploadPreview();
    const target: { id?: number; version?: number } = asNew ? {} : stored;
    const design = await save.mutateAsync({ ...target, ...saving, templateId: initial.templateId, previewUrl });
    setStored({ id: design.id, version: design.version });
    setName(saving.name);
    setSavedSnapshot(snapshotOf(saving.name, saving.document));
    if (target.id === undefined) onCreated(design);
  };

  /** Someone saved the design elsewhere since it was read: keep this version as a new design, or open theirs. */
  const offerConflictWay = (id: number) => {
    const dialog = modal.confirm({
      title: t('marketing.images.page.conflictTitle'),
      content: t('marketing.images.page.conflictContent'),
      okText: t('marketing.images.page.saveAsNew'),
      closable: true,
      onOk: () => saveShown(true).catch(reportSaveError),
      footer: (_, { OkBtn }) => (
        <>
          <Button
            onClick={() => {
              dialog.destroy();
              onReopen(id);
            }}
          >
            {t('marketing.images.page.openSaved')}
          </Button>
          <OkBtn />
        </>
      ),
    });
  };

  const reportSaveError = (error: unknown) =>
    notify.error(t('marketing.images.page.saveFailed', { reason: reasonOf(error) }));

  const handleSave = async () => {
    try {
      await saveShown(false);
    } catch (error) {
      if (error instanceof RpcError && error.errorKey === 'CONFLICT' && stored.id !== undefined) {
        offerConflictWay(stored.id);
      } else {
        reportSaveError(error);
      }
    }
  };

  const handleExport = async (kind: 'png' | 'pdf') => {
    const handle = editor.current;
    if (!handle) return;
    setExporting(kind);
    try {
      const blob = kind === 'png' ? await handle.exportPng() : await handle.exportPdf();
      const fileName = designFileName(name.trim() || initial.name, kind);
      if ((await shareOrDownload(blob, fileName, name)) === 'downloaded') {
        notify.success(t('marketing.images.page.exported'));
      }
    } catch (error) {
      const isTainted = error instanceof DOMException && error.name === 'SecurityError';
      notify.error(
        isTainted
          ? t('marketing.images.page.exportTainted')
          : t('marketing.images.page.exportFailed', { reason: reasonOf(error) }),
      );
    } finally {
      setExporting(null);
    }
  };

  const exportButtons = (
    <span className="mi-workspace__exports">
      <Button
        icon={<FileImageOutlined aria-hidden />}
        aria-label={t('marketing.images.page.exportPngLabel')}
        loading={exporting === 'png'}
        disabled={exporting !== null}
        onClick={() => handleExport('png')}
      >
        {t('marketing.images.page.exportPng')}
      </Button>
      <Button
        icon={<FilePdfOutlined aria-hidden />}
        aria-label={t('marketing.images.page.exportPdfLabel')}
        loading={exporting === 'pdf'}
        disabled={exporting !== null}
        onClick={() => handleExport('pdf')}
      >
        {t('marketing.images.page.exportPdf')}
      </Button>
    </span>
  );

  return (
    <div className="mi-workspace">
      <div className="mi-workspace__head">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={handleBack}>
          {t('marketing.images.page.back')}
        </Button>
        <Input
          className="mi-workspace__name"
          aria-label={t('marketing.images.page.name')}
          value={name}
          maxLength={DESIGN_NAME_MAX}
          status={name.trim() === '' ? 'error' : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {isDirty ? <Tag color="orange">{t('marketing.images.page.unsaved')}</Tag> : null}
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={save.isPending}
          disabled={name.trim() === ''}
          onClick={handleSave}
        >
          {t('marketing.images.page.save')}
        </Button>
        {exportButtons}
      </div>
      <Suspense fallback={<PageSpinner />}>
        <DesignEditor
          ref={editor}
          document={document}
          onChange={setDocument}
          shopColours={shopColours}
          onPickImage={pick}
          name={name.trim() || initial.name}
          qrLink={qrLink}
        />
      </Suspense>
      {picker}
    </div>
  );
}
