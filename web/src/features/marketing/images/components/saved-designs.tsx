import MoreOutlined from '@ant-design/icons/MoreOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAME_MAX, DESIGN_SIZES, type TDesignSummary } from '../../../../../../contract/marketing-images';
import { formatShopTime } from '../../../../lib/date.format';
import { currentLanguage } from '../../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../../lib/session.store';
import {
  DESIGN_PAGE_SIZE,
  useDeleteDesign,
  useDesign,
  useDesignList,
  useDuplicateDesign,
  useRenameDesign,
} from '../api';
import { copyNameOf } from '../design-name';
import { openedDesign } from '../design-opening';
import { DesignThumbnail } from '../editor/design-thumbnail';

const SEARCH_DELAY_MS = 300;
/** The room of a preview in a card (images.css: .mi-saved__preview), as an uploaded preview fills it. */
const PREVIEW_ROOM = { desktop: { width: 174, height: 174 }, phone: { width: 140, height: 140 } };
/** Fewer designs than this fit on the screen: no search box. */
const SEARCH_FROM = 7;

/** A design saved without a preview (its upload failed, or a seeded one) is drawn from its document instead. */
function DrawnPreview({ id }: { id: number }) {
  const { t } = useTranslation();
  const isPhone = useSession((state) => state.phoneDevice);
  const query = useDesign(id);
  const opened = query.data ? openedDesign(query.data) : null;
  if (!opened || 'errorKey' in opened) {
    return (
      <span className="mi-saved__preview mi-saved__preview--none">
        {query.isPending ? null : t('marketing.images.page.noPreview')}
      </span>
    );
  }
  const room = isPhone ? PREVIEW_ROOM.phone : PREVIEW_ROOM.desktop;
  const size = DESIGN_SIZES[opened.document.size];
  const width = Math.round(Math.min(room.width, (room.height * size.width) / size.height));
  return (
    <span className="mi-saved__preview">
      <DesignThumbnail document={opened.document} width={width} />
    </span>
  );
}

function RenameDialog({ design, onClose }: { design: TDesignSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDesign();
  const [name, setName] = useState(design.name);
  const submit = () =>
    rename.mutate({ id: design.id, version: design.version, name: name.trim() }, { onSuccess: onClose });
  return (
    <Modal
      open
      title={t('marketing.images.page.renameTitle')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: name.trim() === '', loading: rename.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="mi-fill__field">
        <label htmlFor="mi-rename">{t('marketing.images.page.name')}</label>
        <Input
          id="mi-rename"
          value={name}
          maxLength={DESIGN_NAME_MAX}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() !== '' && submit()}
        />
      </div>
    </Modal>
  );
}

/**
 * The shop's saved designs (issue 25): a card each with its preview, the last changed first; open, duplicate, rename
 * and delete (after a confirmation, SPEC §8).
 */
export function SavedDesigns({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [key, setKey] = useState('');
  const [renaming, setRenaming] = useState<TDesignSummary | null>(null);
  const list = useDesignList({ curPage: page, key });
  const duplicate = useDuplicateDesign();
  const remove = useDeleteDesign();
  const designs = list.data?.list ?? [];
  const totalCount = list.data?.totalCount ?? 0;

  useEffect(() => {
    const timer = setTimeout(() => {
      setKey(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // A delete can empty the last page: show the one before it.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && designs.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.isSuccess, list.isPlaceholderData, designs.length, page]);

  const confirmDelete = (design: TDesignSummary) =>
    modal.confirm({
      title: t('marketing.images.page.deleteTitle'),
      content: t('marketing.images.page.deleteConfirm', { name: design.name }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync({ id: design.id }).catch(() => {}),
    });

  const handleAction = (design: TDesignSummary, action: string) => {
    if (action === 'duplicate') {
      const name = copyNameOf(design.name, (original) => t('marketing.images.page.copyName', { name: original }));
      duplicate.mutate({ id: design.id, name });
    } else if (action === 'rename') setRenaming(design);
    else if (action === 'delete') confirmDelete(design);
  };

  const isSearching = key !== '' || search !== '';
  if (totalCount === 0 && !isSearching && !list.isPending) {
    return (
      <section className="mi-section" aria-labelledby="mi-saved-title">
        <h2 id="mi-saved-title" className="mi-section__title">
          {t('marketing.images.page.savedTitle')}
        </h2>
        <p className="mi-section__hint">{t('marketing.images.page.savedEmpty')}</p>
      </section>
    );
  }
  return (
    <section className="mi-section" aria-labelledby="mi-saved-title">
      <div className="mi-section__head">
        <h2 id="mi-saved-title" className="mi-section__title">
          {t('marketing.images.page.savedTitle')}
        </h2>
        {totalCount >= SEARCH_FROM || isSearching ? (
          <Input.Search
            className="mi-saved__search"
            allowClear
            value={search}
            aria-label={t('marketing.images.page.name')}
            placeholder={t('marketing.images.page.name')}
            onChange={(event) => setSearch(event.target.value)}
          />
        ) : null}
      </div>
      <ul className="mi-saved">
        {designs.map((design) => (
          <li key={design.id} className="mi-saved__card">
            <button
              type="button"
              className="mi-saved__open"
              aria-label={t('marketing.images.page.openNamed', { name: design.name })}
              onClick={() => onOpen(design.id)}
            >
              {design.previewUrl ? (
                <img className="mi-saved__preview" src={design.previewUrl} alt="" loading="lazy" />
              ) : (
                <DrawnPreview id={design.id} />
              )}
            </button>
            <div className="mi-saved__meta">
              <span className="mi-saved__name">{design.name}</span>
              <span className="mi-saved__time">
                {t('marketing.images.page.changed', { time: formatShopTime(design.updateTime, language, timeZone) })}
              </span>
            </div>
            <div className="mi-saved__actions">
              <Button size="small" onClick={() => onOpen(design.id)}>
                {t('marketing.images.page.open')}
              </Button>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'duplicate', label: t('marketing.images.page.duplicate') },
                    { key: 'rename', label: t('marketing.images.page.rename') },
                    { key: 'delete', label: t('marketing.images.page.delete'), danger: true },
                  ],
                  onClick: ({ key: action }) => handleAction(design, action),
                }}
              >
                <Button
                  size="small"
                  icon={<MoreOutlined aria-hidden />}
                  aria-label={t('marketing.images.page.actionsNamed', { name: design.name })}
                />
              </Dropdown>
            </div>
          </li>
        ))}
      </ul>
      {totalCount > DESIGN_PAGE_SIZE ? (
        <Pagination
          current={page}
          pageSize={DESIGN_PAGE_SIZE}
          total={totalCount}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
      {renaming ? <RenameDialog design={renaming} onClose={() => setRenaming(null)} /> : null}
    </section>
  );
}
