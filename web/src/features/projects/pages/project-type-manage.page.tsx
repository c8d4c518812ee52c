import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProductType } from '../../../../../contract/projects';
import { formatDate } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { useDeleteProductType, useProductTypeList } from '../api';
import { ProductTypeFormDialog } from '../components/product-type-form-dialog';
import '../projects.css';

type TDialog = { type: TProductType | null } | null;

/** SPEC §2.15 project types: list, create, edit and delete (a type still holding projects is refused by the server). */
export function ProjectTypeManagePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const isPhone = useSession((state) => state.phoneDevice);
  const language = currentLanguage();
  const typesQuery = useProductTypeList();
  const deleteType = useDeleteProductType();
  const [dialog, setDialog] = useState<TDialog>(null);
  const types = typesQuery.data?.list ?? [];

  const handleDelete = (type: TProductType) => {
    modal.confirm({
      title: t('projects.deleteTitle'),
      content: t('projects.types.deleteConfirm', { name: type.name }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteType.mutateAsync({ id: type.id }).catch(() => undefined),
    });
  };

  const columns: ColumnsType<TProductType> = [
    {
      key: 'name',
      title: t('projects.types.name'),
      render: (_, type) => (
        <span className="project-type-name">
          {type.name}
          {type.accountType === 3 ? <Tag color="orange">{t('projects.types.forTemporaryStaff')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'productCount',
      dataIndex: 'productCount',
      title: t('projects.types.productCount'),
      width: isPhone ? 80 : 140,
      align: 'right',
    },
    ...(isPhone
      ? []
      : [
          {
            key: 'createTime',
            title: t('projects.types.createTime'),
            width: 200,
            render: (_: unknown, type: TProductType) => formatDate(type.createTime, language),
          },
        ]),
    {
      key: 'actions',
      title: t('projects.actions'),
      width: isPhone ? 96 : 200,
      render: (_, type) => (
        <span className="project-actions">
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('projects.types.editNamed', { name: type.name })}
            onClick={() => setDialog({ type })}
          >
            {isPhone ? null : t('projects.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('projects.types.deleteNamed', { name: type.name })}
            onClick={() => handleDelete(type)}
          >
            {isPhone ? null : t('projects.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="projects-page">
      <div className="projects-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ type: null })}>
          {t('projects.types.add')}
        </Button>
      </div>
      <ResponsivePagedList<TProductType>
        rows={types}
        rowKey="id"
        columns={columns}
        query={typesQuery}
        emptyText={t('projects.types.empty')}
        table={{ scroll: { y: 750 } }}
      />
      {dialog ? <ProductTypeFormDialog type={dialog.type} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
