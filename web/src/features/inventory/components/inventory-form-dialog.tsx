import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import { INVENTORY_AMOUNT_MAX, type TInventoryItem, type TInventoryType } from '../../../../../contract/inventory';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { useCreateInventory, useUpdateInventory } from '../api';
import { checkInventoryForm, FORM_FIELD_OF, initialFormValues, type TInventoryFormValues } from '../inventory.form';
import { InventoryDialog, saveErrorText } from './inventory-dialog';

type TProps = {
  /** The item being edited; null adds a new one. */
  item: TInventoryItem | null;
  types: readonly TInventoryType[];
  /** The type preselected when adding (the by-type list's, or the first). */
  defaultTypeId: number | null;
  onClose: () => void;
};

const quantityInput = { min: 0, max: INVENTORY_AMOUNT_MAX, precision: 0, inputMode: 'numeric' as const };

/**
 * Add or edit an item. The values are checked with the contract's form schema and the name-or-factory rule (SPEC §5)
 * before sending; a server refusal naming a field is shown under it, any other is toasted. On an edit the quantity
 * is sent only when it was changed, so it is recorded as one 'edit' movement.
 */
export function InventoryFormDialog({ item, types, defaultTypeId, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<TInventoryFormValues>();
  const createItem = useCreateInventory();
  const updateItem = useUpdateInventory();
  const [initial] = useState(() => initialFormValues(item, defaultTypeId ?? types[0]?.id ?? null));
  const isNotifyOn = Form.useWatch('isNotifyOn', form) ?? initial.isNotifyOn;

  const handleSave = async () => {
    const values = { ...initial, ...form.getFieldsValue() };
    const check = checkInventoryForm(values);
    if (!check.isValid) {
      form.setFields(check.errors.map((error) => ({ name: error.field, errors: [errorText(error.key, language)] })));
      return;
    }
    const { amount, ...fields } = check.fields;
    try {
      if (item) {
        const isAmountChanged = amount !== item.amount;
        await updateItem.mutateAsync({
          ...fields,
          inventoryId: item.inventoryId,
          version: item.version,
          ...(isAmountChanged ? { amount } : {}),
        });
      } else await createItem.mutateAsync({ ...fields, amount });
      onClose();
    } catch (error) {
      const field = error instanceof RpcError && error.field ? FORM_FIELD_OF[error.field] : undefined;
      if (field) form.setFields([{ name: field, errors: [saveErrorText(error)] }]);
      else notify.error(saveErrorText(error));
    }
  };

  const clearNameErrors = () =>
    form.setFields([
      { name: 'inventoryName', errors: [] },
      { name: 'factoryNo', errors: [] },
    ]);

  return (
    <InventoryDialog
      title={t(item ? 'inventory.form.updateTitle' : 'inventory.form.addTitle')}
      isSaving={createItem.isPending || updateItem.isPending}
      onOk={handleSave}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} className="inventory-form">
        <Form.Item name="inventoryTypeId" label={t('inventory.fields.type')} required>
          <Select
            options={types.map((type) => ({ value: type.id, label: type.name }))}
            placeholder={t('inventory.form.chooseType')}
            notFoundContent={t('inventory.form.noTypes')}
          />
        </Form.Item>
        <div className="inventory-form__pair">
          <Form.Item name="inventoryName" label={t('inventory.fields.inventoryName')}>
            <Input maxLength={50} autoComplete="off" onChange={clearNameErrors} />
          </Form.Item>
          <Form.Item name="factoryNo" label={t('inventory.fields.factoryNo')}>
            <Input maxLength={50} autoComplete="off" onChange={clearNameErrors} />
          </Form.Item>
        </div>
        <div className="inventory-form__pair">
          <Form.Item name="price" label={t('inventory.fields.price')}>
            <InputNumber<string>
              stringMode
              min="0"
              step="1"
              precision={2}
              inputMode="decimal"
              className="inventory-full-width"
            />
          </Form.Item>
          <Form.Item name="storePlace" label={t('inventory.fields.storePlace')}>
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        </div>
        <div className="inventory-form__pair">
          <Form.Item
            name="amount"
            label={t('inventory.fields.amount')}
            extra={item ? t('inventory.form.amountHint') : null}
          >
            <InputNumber {...quantityInput} className="inventory-full-width" />
          </Form.Item>
          <Form.Item
            name="amountReserved"
            label={t('inventory.fields.amountReserved')}
            extra={t('inventory.form.reservedHint')}
          >
            <InputNumber {...quantityInput} className="inventory-full-width" />
          </Form.Item>
        </div>
        <div className="inventory-form__pair">
          <Form.Item name="isNotifyOn" label={t('inventory.fields.notifyFlag')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="notifyAmount"
            label={t('inventory.fields.notifyAmount')}
            extra={t('inventory.form.notifyHint')}
          >
            <InputNumber {...quantityInput} disabled={!isNotifyOn} className="inventory-full-width" />
          </Form.Item>
        </div>
      </Form>
    </InventoryDialog>
  );
}
