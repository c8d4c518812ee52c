import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import type { TInventoryType } from '../../../../../contract/inventory';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { useCreateInventoryType, useUpdateInventoryType } from '../api';
import { InventoryDialog, saveErrorText } from './inventory-dialog';

type TFormValues = { name: string };

/** Add or rename an inventory type (a name of up to 30 characters). */
export function InventoryTypeFormDialog({ type, onClose }: { type: TInventoryType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const createType = useCreateInventoryType();
  const updateType = useUpdateInventoryType();
  const language = currentLanguage();

  const handleSave = async () => {
    let values: TFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const name = values.name.trim();
    try {
      if (type) await updateType.mutateAsync({ id: type.id, name, version: type.version });
      else await createType.mutateAsync({ name });
      onClose();
    } catch (error) {
      if (error instanceof RpcError && error.field === 'name') {
        form.setFields([{ name: 'name', errors: [saveErrorText(error)] }]);
      } else notify.error(saveErrorText(error));
    }
  };

  return (
    <InventoryDialog
      title={t(type ? 'inventory.types.updateTitle' : 'inventory.types.addTitle')}
      isSaving={createType.isPending || updateType.isPending}
      onOk={handleSave}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ name: type?.name ?? '' }}
        onFinish={handleSave}
      >
        <Form.Item
          name="name"
          label={t('inventory.types.name')}
          rules={[
            { required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) },
            { max: 30, message: errorText('CHECK_INPUT', language) },
          ]}
        >
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
      </Form>
    </InventoryDialog>
  );
}
