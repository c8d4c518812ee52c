import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import type { TProductType } from '../../../../../contract/projects';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { useCreateProductType, useUpdateProductType } from '../api';

type TFormValues = { name: string; isForTemporaryStaff: boolean };

/** Add or rename a project type; 'for temporary staff' is accountType 3 (left out of the project form's select). */
export function ProductTypeFormDialog({ type, onClose }: { type: TProductType | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const createType = useCreateProductType();
  const updateType = useUpdateProductType();
  const language = currentLanguage();

  const handleSave = async () => {
    let values: TFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = { name: values.name.trim(), accountType: values.isForTemporaryStaff ? 3 : 0 } as const;
    try {
      if (type) await updateType.mutateAsync({ ...body, id: type.id, version: type.version });
      else await createType.mutateAsync(body);
      onClose();
    } catch (error) {
      const text = error instanceof Error ? error.message : errorText('GENERIC', language);
      if (error instanceof RpcError && error.field === 'name') form.setFields([{ name: 'name', errors: [text] }]);
      else notify.error(text);
    }
  };

  return (
    <Modal
      open
      title={t(type ? 'projects.types.updateTitle' : 'projects.types.addTitle')}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={createType.isPending || updateType.isPending}
      onOk={handleSave}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ name: type?.name ?? '', isForTemporaryStaff: type?.accountType === 3 }}
        onFinish={handleSave}
      >
        <Form.Item
          name="name"
          label={t('projects.types.name')}
          rules={[
            { required: true, whitespace: true, message: errorText('FIELD_REQUIRED', language) },
            { max: 30, message: errorText('CHECK_INPUT', language) },
          ]}
        >
          <Input maxLength={30} autoComplete="off" />
        </Form.Item>
        <Form.Item name="isForTemporaryStaff" valuePropName="checked" extra={t('projects.types.temporaryHint')}>
          <Checkbox>{t('projects.types.forTemporaryStaff')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
