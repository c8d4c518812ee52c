import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserDeleteOutlined from '@ant-design/icons/UserDeleteOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { useIsPathOpen } from '../../../lib/route.access';
import { findRoute } from '../../../lib/route.registry';
import { RpcError } from '../../../lib/rpc.client';
import { useShopMoney } from '../../../lib/use-shop-money';
import {
  type TBoardAppointment,
  useBlacklistCustomer,
  useDeleteAppointment,
  useMarkLost,
  useRestoreAppointment,
  useSetArrived,
} from '../api';
import { useUndoToast } from '../use-undo-toast';
import { AppointmentRecordTabs } from './appointment-record-tabs';

type TProps = {
  item: TBoardAppointment;
  isPhone: boolean;
  onEdit: () => void;
  onChangeDuty: () => void;
  onChangeDuration: () => void;
  onClose: () => void;
};

const customerPath = (id: number) => `/frame/chooseCustomerPage/customerDetail/${id}`;
const financePath = (id: number) => `/frame/finance/${id}`;

/**
 * One appointment (SPEC §2.8): its details and every action — arrived or not, edit, change technician, change
 * duration, missed, delete, blacklist the customer, the customer's details (not for a temporary customer) and, once
 * bookkeeping exists, bookkeeping from the appointment.
 */
export function AppointmentDrawer({ item, isPhone, onEdit, onChangeDuty, onChangeDuration, onClose }: TProps) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const money = useShopMoney();
  const navigate = useNavigate();
  const isPathOpen = useIsPathOpen();
  const setArrived = useSetArrived();
  const markLost = useMarkLost();
  const remove = useDeleteAppointment();
  const restore = useRestoreAppointment();
  const offerUndo = useUndoToast();
  const blacklist = useBlacklistCustomer();
  const isTemporary = item.kind === 'temporary';
  const canBill = item.billId === null && Boolean(findRoute(financePath(item.id))) && isPathOpen(financePath(item.id));

  const report = (error: unknown) => {
    if (error instanceof RpcError && error.code === 409)
      notify.error(`${error.message} ${t('appointments.board.reloaded')}`);
    else notify.error(error instanceof Error ? error.message : String(error));
  };

  const openCustomer = () => {
    if (isTemporary || item.customerId === null) {
      notify.error(errorText('TEMP_CUSTOMER_DETAIL', currentLanguage()));
      return;
    }
    navigate(customerPath(item.customerId));
  };

  const askReason = (title: string, okText: string, run: (reason: string) => Promise<unknown>, isRequired: boolean) => {
    let reason = '';
    modal.confirm({
      title,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('appointments.action.cancel'),
      content: (
        <Input.TextArea
          aria-label={t('appointments.field.reason')}
          placeholder={t('appointments.field.reason')}
          maxLength={isRequired ? 100 : 200}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => {
            reason = event.target.value;
          }}
        />
      ),
      onOk: async () => {
        if (isRequired && reason.trim() === '') {
          notify.error(t('appointments.field.reasonRequired'));
          throw new Error('reason required');
        }
        try {
          await run(reason.trim());
        } catch (error) {
          report(error);
        }
      },
    });
  };

  const confirmLost = () =>
    modal.confirm({
      title: t('appointments.action.lostConfirm'),
      okText: t('appointments.action.lost'),
      okButtonProps: { danger: true },
      cancelText: t('appointments.action.cancel'),
      onOk: () => markLost.mutateAsync({ id: item.id, version: item.version }).then(onClose).catch(report),
    });

  const confirmDelete = () =>
    askReason(
      t('appointments.action.deleteConfirm'),
      t('appointments.action.delete'),
      (reason) =>
        remove.mutateAsync({ id: item.id, version: item.version, reason }).then(() => {
          onClose();
          offerUndo(t('appointments.undo.deleted'), () => restore.mutateAsync({ id: item.id }));
        }),
      false,
    );

  const confirmBlacklist = () => {
    if (item.customerId === null) return;
    const customerId = item.customerId;
    askReason(
      t('appointments.action.blacklistConfirm'),
      t('appointments.action.blacklist'),
      (remark) => blacklist.mutateAsync({ customerId, remark }),
      false,
    );
  };

  const name = isTemporary ? t('appointments.kind.temporary') : item.customName;
  const details = [
    {
      key: 'time',
      label: t('appointments.field.time'),
      children: `${item.appointDay} ${item.startTime}–${item.endTime}`,
    },
    {
      key: 'duration',
      label: t('appointments.field.duration'),
      children: t('appointments.minutes', { count: item.duration }),
    },
    { key: 'technician', label: t('appointments.field.technician'), children: item.technicianName },
    {
      key: 'projects',
      label: t('appointments.field.projects'),
      children: (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {item.projects.map((p) => (
            <Tag key={p.productId} color={p.bgColor} style={{ color: 'rgba(0,0,0,0.88)' }}>
              {p.productName} · {t('appointments.minutes', { count: p.duration })} · {money(p.unitPrice)}
            </Tag>
          ))}
        </span>
      ),
    },
    ...(item.additionTime > 0
      ? [
          {
            key: 'added',
            label: t('appointments.field.additionTime'),
            children: t('appointments.minutes', { count: item.additionTime }),
          },
        ]
      : []),
    ...(item.customPhone
      ? [{ key: 'phone', label: t('appointments.field.customPhone'), children: item.customPhone }]
      : []),
    ...(item.remark ? [{ key: 'remark', label: t('appointments.field.remark'), children: item.remark }] : []),
  ];

  return (
    <Drawer
      open
      onClose={onClose}
      placement={isPhone ? 'bottom' : 'right'}
      size={isPhone ? '85%' : 460}
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {name}
          <Tag color={isTemporary ? 'default' : item.kind === 'app' ? 'purple' : 'blue'}>
            {t(`appointments.kind.${item.kind}`)}
          </Tag>
          {item.vipFlag === 1 ? <Tag color="gold">{t('appointments.kind.vip')}</Tag> : null}
          {item.isOverlap === 1 ? <Tag color="orange">{t('appointments.overlap.tag')}</Tag> : null}
          {item.billId !== null ? (
            <Tag color="green" data-testid="appointment-billed">
              {t('appointments.arrived.billed')}
            </Tag>
          ) : null}
        </span>
      }
      data-testid="appointment-drawer"
    >
      <div className="appoint-detail__row">
        <Switch
          checked={item.arrivedFlag === 1}
          loading={setArrived.isPending}
          onChange={(isOn) => setArrived.mutateAsync({ id: item.id, arrivedFlag: isOn ? 1 : 0 }).catch(report)}
          aria-label={t('appointments.arrived.toggle')}
          data-testid="appointment-arrived"
        />
        <span data-testid="appointment-arrived-state">
          {item.arrivedFlag === 1 ? t('appointments.arrived.yes') : t('appointments.arrived.no')}
        </span>
      </div>
      <Descriptions column={1} size="small" bordered items={details} style={{ marginBottom: 16 }} />
      <div className="appoint-detail__row">
        <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
          {t('appointments.action.edit')}
        </Button>
        <Button icon={<SwapOutlined aria-hidden />} onClick={onChangeDuty}>
          {t('appointments.action.changeDuty')}
        </Button>
        <Button icon={<FieldTimeOutlined aria-hidden />} onClick={onChangeDuration}>
          {t('appointments.action.changeDuration')}
        </Button>
        <Button icon={<IdcardOutlined aria-hidden />} onClick={openCustomer}>
          {t('appointments.action.customer')}
        </Button>
        {canBill ? (
          <Button
            type="primary"
            icon={<CalculatorOutlined aria-hidden />}
            onClick={() => navigate(financePath(item.id))}
          >
            {t('appointments.action.bookkeeping')}
          </Button>
        ) : null}
      </div>
      <div className="appoint-detail__row">
        <Button danger icon={<StopOutlined aria-hidden />} onClick={confirmLost}>
          {t('appointments.action.lost')}
        </Button>
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={confirmDelete}>
          {t('appointments.action.delete')}
        </Button>
        {isTemporary ? null : (
          <Button danger icon={<UserDeleteOutlined aria-hidden />} onClick={confirmBlacklist}>
            {t('appointments.action.blacklist')}
          </Button>
        )}
      </div>
      <AppointmentRecordTabs appointId={item.id} />
    </Drawer>
  );
}
