import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { INVENTORY_AMOUNT_MAX, INVENTORY_CHANGE_KINDS, type TInventoryItem } from '../../../../../contract/inventory';
import { currentLanguage } from '../../../lib/i18n.setup';
import { type TChangeKind, useChangeAmount } from '../api';
import { itemLabel, signedChange } from '../inventory.form';
import { InventoryDialog, saveErrorText } from './inventory-dialog';

type TDirection = 'add' | 'remove';
type TFormValues = { direction: TDirection; count: number | null; kind: TChangeKind; remark: string };

type TProps = {
  item: TInventoryItem;
  /** 'restock' (the alert page): an addition of kind restock, enough to reach the threshold by default. */
  mode?: 'change' | 'restock';
  onClose: () => void;
};

/** The kind a direction suggests until one is chosen. */
const KIND_OF: Record<TDirection, TChangeKind> = { add: 'restock', remove: 'use' };

/** Changes one item's quantity: add or remove a count, with the reason (kind) and a remark, as one movement. */
export function InventoryChangeDialog({ item, mode = 'change', onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TFormValues>();
  const changeAmount = useChangeAmount();
  const isRestock = mode === 'restock';
  const [initial] = useState<TFormValues>(() => ({
    direction: 'add',
    count: isRestock ? Math.max(1, item.notifyAmount - item.amountCanUse) : null,
    kind: 'restock',
    remark: '',
  }));
  const direction = Form.useWatch('direction', form) ?? initial.direction;
  const count = Form.useWatch('count', form) ?? initial.count;
  const after = item.amount + signedChange(direction, count ?? 0);

  const handleSave = async () => {
    let values: TFormValues;
    try {
      // The restock form leaves out direction and kind: they keep their first values (add, restock).
      values = { ...initial, ...(await form.validateFields()) };
    } catch {
      return;
    }
    try {
      await changeAmount.mutateAsync({
        inventoryId: item.inventoryId,
        changeAmount: signedChange(values.direction, values.count ?? 0),
        kind: values.kind,
        remark: values.remark.trim(),
      });
      onClose();
    } catch (error) {
      form.setFields([{ name: 'count', errors: [saveErrorText(error)] }]);
    }
  };

  return (
    <InventoryDialog
      title={t(isRestock ? 'inventory.change.restockTitle' : 'inventory.change.title', { name: itemLabel(item) })}
      isSaving={changeAmount.isPending}
      onOk={handleSave}
      onClose={onClose}
    >
      <p className="inventory-change__now">
        {t('inventory.change.now', { amount: item.amount, canUse: item.amountCanUse })}
      </p>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(changed: Partial<TFormValues>) => {
          if (changed.direction) form.setFieldValue('kind', KIND_OF[changed.direction]);
        }}
      >
        {isRestock ? null : (
          <Form.Item name="direction" label={t('inventory.change.direction')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'add', label: t('inventory.change.add') },
                { value: 'remove', label: t('inventory.change.remove') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item
          name="count"
          label={t('inventory.change.count')}
          extra={t('inventory.change.after', { amount: after })}
          rules={[
            {
              validator: (_, value: number | null) =>
                Number.isInteger(value) && (value ?? 0) >= 1
                  ? Promise.resolve()
                  : Promise.reject(new Error(errorText('CHECK_INPUT', language))),
            },
          ]}
        >
          <InputNumber
            min={1}
            max={INVENTORY_AMOUNT_MAX}
            precision={0}
            inputMode="numeric"
            autoFocus
            className="inventory-full-width"
          />
        </Form.Item>
        {isRestock ? null : (
          <Form.Item name="kind" label={t('inventory.change.kind')}>
            <Select
              options={INVENTORY_CHANGE_KINDS.map((kind) => ({ value: kind, label: t(`inventory.kinds.${kind}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('inventory.change.remark')}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
      </Form>
    </InventoryDialog>
  );
}
