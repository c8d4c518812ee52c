import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import {
  DEFAULT_PROJECT_COLOR,
  DURATION_STEP,
  type TProduct,
  type TProductType,
} from '../../../../../contract/projects';
import { currentLanguage } from '../../../lib/i18n.setup';
import { centsToDecimalString, decimalToCents } from '../../../lib/money.format';
import { notify } from '../../../lib/notify.bridge';
import { RpcError } from '../../../lib/rpc.client';
import { type TProductForm, useCreateProduct, useUpdateProduct } from '../api';
import { isValidDuration, isValidVisitDays, selectableTypes, snapDuration } from '../projects.form';
import { ProjectColorPicker } from './project-color-picker';

type TFormValues = {
  name: string;
  price: string | null;
  duration: number | null;
  bgColor: string;
  visitFlag: '0' | '1';
  visitDays: number | null;
  productTypeId: number | null;
};

type TProjectFormDialogProps = {
  /** The project being edited; null adds a new one. */
  product: TProduct | null;
  types: readonly TProductType[];
  /** The type of the selected tab, preselected when adding. */
  defaultTypeId: number | null;
  colorHistory: readonly string[];
  onColorUsed: (color: string) => void;
  onClose: () => void;
};

/** The server's field names, mapped to this form's (the price is typed in units, sent as unitPrice cents). */
const SERVER_FIELDS: Record<string, keyof TFormValues> = {
  name: 'name',
  unitPrice: 'price',
  duration: 'duration',
  bgColor: 'bgColor',
  visitFlag: 'visitFlag',
  visitDays: 'visitDays',
  productTypeId: 'productTypeId',
};

const initialValues = (product: TProduct | null, typeIds: number[], defaultTypeId: number | null): TFormValues =>
  product
    ? {
        name: product.name,
        price: centsToDecimalString(product.unitPrice),
        duration: product.duration,
        bgColor: product.bgColor,
        visitFlag: product.visitFlag,
        visitDays: product.visitDays,
        productTypeId: product.productTypeId,
      }
    : {
        name: '',
        price: null,
        duration: DURATION_STEP * 4,
        bgColor: DEFAULT_PROJECT_COLOR,
        visitFlag: '0',
        visitDays: 0,
        productTypeId: defaultTypeId !== null && typeIds.includes(defaultTypeId) ? defaultTypeId : (typeIds[0] ?? null),
      };

/**
 * SPEC §2.15 add/edit project dialog. It cannot be closed by Escape or a click outside; fields are checked on blur
 * and on save with the SPEC §5 / §8 texts; on success it closes and the list refreshes (the mutation invalidates it).
 */
export function ProjectFormDialog({
  product,
  types,
  defaultTypeId,
  colorHistory,
  onColorUsed,
  onClose,
}: TProjectFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFormValues>();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const isSaving = createProduct.isPending || updateProduct.isPending;
  const typeOptions = selectableTypes(types);
  const [initial] = useState(() =>
    initialValues(
      product,
      typeOptions.map((type) => type.id),
      defaultTypeId,
    ),
  );
  const visitFlag = Form.useWatch('visitFlag', form) ?? initial.visitFlag;
  const bgColor = Form.useWatch('bgColor', form) ?? initial.bgColor;
  const message = (key: TErrorKey) => errorText(key, currentLanguage());

  const handleSave = async () => {
    let values: TFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: TProductForm = {
      name: values.name.trim(),
      unitPrice: decimalToCents(values.price) ?? 0,
      duration: values.duration ?? DURATION_STEP,
      bgColor: values.bgColor,
      visitFlag: values.visitFlag,
      visitDays: values.visitFlag === '1' ? (values.visitDays ?? 0) : 0,
      productTypeId: values.productTypeId ?? 0,
    };
    try {
      if (product) await updateProduct.mutateAsync({ ...body, productId: product.id, version: product.version });
      else await createProduct.mutateAsync(body);
      onColorUsed(body.bgColor);
      onClose();
    } catch (error) {
      const field = error instanceof RpcError && error.field ? SERVER_FIELDS[error.field] : undefined;
      const text = error instanceof Error ? error.message : message('GENERIC');
      if (field) form.setFields([{ name: field, errors: [text] }]);
      else notify.error(text);
    }
  };

  return (
    <Modal
      open
      title={t(product ? 'projects.form.updateTitle' : 'projects.form.addTitle')}
      keyboard={false}
      mask={{ closable: false }}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={isSaving}
      onOk={handleSave}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} validateTrigger="onBlur" requiredMark>
        <Form.Item
          name="name"
          label={t('projects.fields.name')}
          rules={[
            { required: true, whitespace: true, message: message('PRODUCT_NAME_REQUIRED') },
            { max: 50, message: message('CHECK_INPUT') },
          ]}
        >
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="price"
          label={t('projects.fields.price')}
          rules={[
            {
              validator: (_, value: string | null) =>
                decimalToCents(value) === null ? Promise.reject(new Error(message('CHECK_INPUT'))) : Promise.resolve(),
            },
          ]}
          required
        >
          <InputNumber<string>
            stringMode
            min="0"
            step="1"
            precision={2}
            inputMode="decimal"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="duration"
          label={t('projects.fields.durationMinutes')}
          rules={[
            {
              validator: (_, value: number | null) =>
                isValidDuration(value) ? Promise.resolve() : Promise.reject(new Error(message('DURATION_STEP'))),
            },
          ]}
          required
        >
          <InputNumber
            min={DURATION_STEP}
            step={DURATION_STEP}
            precision={0}
            inputMode="numeric"
            style={{ width: '100%' }}
            onBlur={() => {
              // Strict stepper: a typed 50 becomes 45, as the stepper buttons would have it.
              const snapped = snapDuration(form.getFieldValue('duration'));
              if (snapped !== null) form.setFieldValue('duration', snapped);
            }}
          />
        </Form.Item>
        <Form.Item name="bgColor" label={t('projects.fields.bgColor')} validateTrigger="onChange">
          <ProjectColorPicker
            value={bgColor}
            history={colorHistory}
            onChange={(color) => form.setFieldValue('bgColor', color)}
          />
        </Form.Item>
        <Form.Item name="visitFlag" label={t('projects.fields.visitFlag')} validateTrigger="onChange">
          <Radio.Group
            options={[
              { value: '0', label: t('projects.no') },
              { value: '1', label: t('projects.yes') },
            ]}
          />
        </Form.Item>
        {visitFlag === '1' ? (
          <Form.Item
            name="visitDays"
            label={t('projects.fields.visitDays')}
            rules={[
              {
                validator: (_, value: number | null) =>
                  isValidVisitDays(value) ? Promise.resolve() : Promise.reject(new Error(message('CHECK_INPUT'))),
              },
            ]}
          >
            <InputNumber min={0} step={1} precision={0} inputMode="numeric" style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="productTypeId"
          label={t('projects.fields.type')}
          validateTrigger={['onBlur', 'onChange']}
          rules={[{ required: true, type: 'number', min: 0, message: message('PRODUCT_TYPE_REQUIRED') }]}
        >
          <Select
            options={typeOptions.map((type) => ({ value: type.id, label: type.name }))}
            placeholder={t('projects.form.chooseType')}
            notFoundContent={t('projects.form.noTypes')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
