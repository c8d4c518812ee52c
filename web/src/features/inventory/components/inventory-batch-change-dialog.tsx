import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVENTORY_AMOUNT_MAX, INVENTORY_CHANGE_KINDS, type TInventoryItem } from '../../../../../contract/inventory';
import { type TChangeKind, useChangeAmountBatch } from '../api';
import { batchItems, itemLabel } from '../inventory.form';
import { InventoryDialog, saveErrorText } from './inventory-dialog';

type TProps = { items: readonly TInventoryItem[]; onClose: () => void };

/**
 * Changes several items at once: one signed change per line (empty or 0 leaves it), one reason and remark for all,
 * sent as one inventory/changeAmountBatch call: either every line is applied or none (a refusal is shown here).
 */
export function InventoryBatchChangeDialog({ items, onClose }: TProps) {
  const { t } = useTranslation();
  const changeBatch = useChangeAmountBatch();
  const [changes, setChanges] = useState<Record<number, number | null>>({});
  const [kind, setKind] = useState<TChangeKind | undefined>(undefined);
  const [remark, setRemark] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const handleSave = async () => {
    const list = batchItems(changes);
    if (list.length === 0) {
      setErrorMessage(t('inventory.batch.nothing'));
      return;
    }
    try {
      await changeBatch.mutateAsync({ items: list, kind, remark: remark.trim() });
      onClose();
    } catch (error) {
      setErrorMessage(saveErrorText(error));
    }
  };

  return (
    <InventoryDialog
      title={t('inventory.batch.title', { count: items.length })}
      isSaving={changeBatch.isPending}
      onOk={handleSave}
      onClose={onClose}
    >
      <p className="inventory-muted">{t('inventory.batch.hint')}</p>
      <ul className="inventory-batch">
        {items.map((item) => {
          const change = changes[item.inventoryId] ?? 0;
          return (
            <li key={item.inventoryId} className="inventory-batch__line">
              <span className="inventory-batch__name">
                <strong>{itemLabel(item)}</strong>
                <span className="inventory-muted">
                  {t('inventory.batch.nowAfter', { amount: item.amount, after: item.amount + change })}
                </span>
              </span>
              <InputNumber
                className="inventory-batch__input"
                aria-label={t('inventory.batch.changeOf', { name: itemLabel(item) })}
                min={-INVENTORY_AMOUNT_MAX}
                max={INVENTORY_AMOUNT_MAX}
                precision={0}
                placeholder="±0"
                value={changes[item.inventoryId] ?? null}
                onChange={(value) => {
                  setErrorMessage(null);
                  setChanges((current) => ({ ...current, [item.inventoryId]: value }));
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="inventory-batch__common">
        <Select
          allowClear
          className="inventory-batch__kind"
          aria-label={t('inventory.change.kind')}
          placeholder={t('inventory.batch.kindAuto')}
          value={kind}
          onChange={setKind}
          options={INVENTORY_CHANGE_KINDS.map((value) => ({ value, label: t(`inventory.kinds.${value}`) }))}
        />
        <Input
          maxLength={100}
          aria-label={t('inventory.change.remark')}
          placeholder={t('inventory.change.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>
      {errorMessage ? <Alert className="inventory-batch__error" type="error" showIcon title={errorMessage} /> : null}
    </InventoryDialog>
  );
}
