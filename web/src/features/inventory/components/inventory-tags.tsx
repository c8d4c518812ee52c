import CloseOutlined from '@ant-design/icons/CloseOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_PRESET_TAGS, INVENTORY_TAGS_MAX, type TInventoryItem } from '../../../../../contract/inventory';
import { useAddInventoryTag, useDeleteInventoryTag } from '../api';

/** An item's tags, read-only (table cell, phone card). */
export function InventoryTagList({ item }: { item: Pick<TInventoryItem, 'tags'> }) {
  if (item.tags.length === 0) return null;
  return (
    <span className="inventory-tags">
      {item.tags.map((tag) => (
        <Tag key={tag.id} color="orange">
          {tag.name}
        </Tag>
      ))}
    </span>
  );
}

/**
 * An item's tags, editable (ADR 026: tags belong to one item): the preset tags are offered in the shop's language and
 * stored as that text; a custom tag is typed and added with Enter; a tag's × removes it.
 */
export function InventoryTagEditor({ item }: { item: TInventoryItem }) {
  const { t } = useTranslation();
  const addTag = useAddInventoryTag();
  const deleteTag = useDeleteInventoryTag();
  const [text, setText] = useState('');
  const names = new Set(item.tags.map((tag) => tag.name));
  const isFull = item.tags.length >= INVENTORY_TAGS_MAX;
  const presets = INVENTORY_PRESET_TAGS.map((key) => t(`inventory.presetTags.${key}`)).filter(
    (name) => !names.has(name),
  );

  const handleAdd = (tagName: string) => {
    const name = tagName.trim();
    if (!name || names.has(name) || isFull) return;
    addTag.mutate({ inventoryId: item.inventoryId, tagName: name }, { onSuccess: () => setText('') });
  };

  return (
    <div className="inventory-tag-editor">
      <div className="inventory-tags">
        {item.tags.length === 0 ? <span className="inventory-muted">{t('inventory.tags.none')}</span> : null}
        {item.tags.map((tag) => (
          <Tag key={tag.id} color="orange" className="inventory-tag--editable">
            {tag.name}
            <button
              type="button"
              className="inventory-tag__delete"
              aria-label={t('inventory.tags.deleteNamed', { name: tag.name })}
              disabled={deleteTag.isPending}
              onClick={() => deleteTag.mutate({ inventoryId: item.inventoryId, tagId: tag.id })}
            >
              <CloseOutlined aria-hidden />
            </button>
          </Tag>
        ))}
      </div>
      {presets.length > 0 && !isFull ? (
        <div className="inventory-tags">
          <span className="inventory-muted">{t('inventory.tags.presets')}</span>
          {presets.map((name) => (
            <Tag.CheckableTag key={name} checked={false} onChange={() => handleAdd(name)}>
              <PlusOutlined aria-hidden /> {name}
            </Tag.CheckableTag>
          ))}
        </div>
      ) : null}
      <Input
        className="inventory-tag-editor__input"
        maxLength={30}
        disabled={isFull || addTag.isPending}
        placeholder={t('inventory.tags.placeholder')}
        aria-label={t('inventory.tags.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => handleAdd(text)}
      />
    </div>
  );
}
