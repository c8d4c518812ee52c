import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRechargeRule } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { RULE_PAGE_SIZE, useDeleteRechargeRule, useRechargeRuleList } from '../api';
import { RechargeRuleFormDialog } from '../components/recharge-rule-form-dialog';
import { formatDateTime } from '../marketing.form';
import '../marketing.css';
import { useShopMoney } from '../../../lib/use-shop-money';

type TDialog = { rule: TRechargeRule | null } | null;

/** SPEC §2.14 member recharge rules: list, create, edit and delete (after a confirmation titled delete). */
export function VipRechargeRulePage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const isPhone = useSession((state) => state.phoneDevice);
  const shop = useSession(selectCurrentShop);
  const language = currentLanguage();
  const money = useShopMoney();
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TDialog>(null);
  const listQuery = useRechargeRuleList(page);
  const deleteRule = useDeleteRechargeRule();
  const rules = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  const handleDelete = (rule: TRechargeRule) => {
    modal.confirm({
      title: t('marketing.deleteTitle'),
      content: t('marketing.rules.deleteConfirm', { name: rule.ruleName }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => deleteRule.mutateAsync({ id: rule.id }).catch(() => undefined),
    });
  };

  const actions = (rule: TRechargeRule) => (
    <span className="marketing-actions">
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('marketing.rules.editNamed', { name: rule.ruleName })}
        onClick={() => setDialog({ rule })}
      >
        {isPhone ? null : t('marketing.edit')}
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('marketing.rules.deleteNamed', { name: rule.ruleName })}
        onClick={() => handleDelete(rule)}
      >
        {isPhone ? null : t('marketing.delete')}
      </Button>
    </span>
  );

  const desktopColumns: ColumnsType<TRechargeRule> = [
    { key: 'ruleName', dataIndex: 'ruleName', title: t('marketing.rules.ruleName'), ellipsis: true },
    {
      key: 'rechargeAmount',
      title: t('marketing.rules.rechargeAmount'),
      align: 'right',
      width: 150,
      render: (_, rule) => money(rule.rechargeAmount),
    },
    {
      key: 'giftAmount',
      title: t('marketing.rules.giftAmount'),
      align: 'right',
      width: 150,
      render: (_, rule) => money(rule.giftAmount),
    },
    { key: 'remark', dataIndex: 'remark', title: t('marketing.rules.remark'), ellipsis: true },
    {
      key: 'updateTime',
      title: t('marketing.rules.updateTime'),
      width: 200,
      render: (_, rule) => formatDateTime(rule.updateTime, language, shop?.timeZone),
    },
    { key: 'actions', title: t('marketing.actions'), width: 190, render: (_, rule) => actions(rule) },
  ];

  // Phones: the name cell carries the remark and update time, the amount cell both amounts.
  const phoneColumns: ColumnsType<TRechargeRule> = [
    {
      key: 'ruleName',
      title: t('marketing.rules.ruleName'),
      render: (_, rule) => (
        <div className="marketing-cell">
          <strong className="marketing-cell__main">{rule.ruleName}</strong>
          {rule.remark ? <span className="marketing-cell__sub">{rule.remark}</span> : null}
          <span className="marketing-cell__sub">{formatDateTime(rule.updateTime, language, shop?.timeZone)}</span>
        </div>
      ),
    },
    {
      key: 'amounts',
      title: t('marketing.rules.amounts'),
      align: 'right',
      width: 120,
      render: (_, rule) => (
        <div className="marketing-cell">
          <span>{money(rule.rechargeAmount)}</span>
          <span className="marketing-cell__gift">
            {t('marketing.rules.plusGift', { amount: money(rule.giftAmount) })}
          </span>
        </div>
      ),
    },
    { key: 'actions', title: t('marketing.actions'), width: 84, render: (_, rule) => actions(rule) },
  ];

  return (
    <div className="marketing-page">
      <div className="marketing-toolbar">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog({ rule: null })}>
          {t('marketing.rules.add')}
        </Button>
        {listQuery.isSuccess ? (
          <span className="marketing-toolbar__count">{t('marketing.total', { count: totalCount })}</span>
        ) : null}
      </div>
      <ResponsivePagedList<TRechargeRule>
        rows={rules}
        rowKey="id"
        columns={isPhone ? phoneColumns : desktopColumns}
        query={listQuery}
        isBusy={deleteRule.isPending}
        emptyText={t('marketing.rules.empty')}
        pager={{ page, pageSize: RULE_PAGE_SIZE, totalCount, onPage: setPage }}
        table={{ tableLayout: 'fixed', scroll: { y: 750 } }}
      />
      {dialog ? <RechargeRuleFormDialog rule={dialog.rule} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
