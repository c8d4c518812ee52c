import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TInviterRule } from '../../../../../contract/invitations';
import { formatShopTime } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { isRouteAvailable } from '../../../lib/route.registry';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import {
  LIST_PAGE_SIZE,
  type TInvitationRecord,
  type TWithdrawal,
  useClaimReward,
  useInvitationRecords,
  useInviterRule,
  useWithdrawList,
} from '../api';
import { InvitationRules } from '../components/invitation-rules';
import { VisitorLogin } from '../components/visitor-login';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { copyText, shareLink } from '../invitation.format';
import '../invitation.css';

const LEVEL_COLORS = { super: 'gold', regular: 'blue' } as const;
const REWARD_COLORS = { unclaimed: 'orange', claimed: 'green' } as const;
const WITHDRAWAL_COLORS = { processing: 'processing', paid: 'success', failed: 'error' } as const;

/**
 * SPEC §2.18 invitation (/frame/invitationDetail): a paid shop's code and share link, the rules, the rebate amounts,
 * the invited shops with claim and claim all, the withdraw dialog and the withdrawals. A shop that is not paid sees
 * the rules and 'go renew'; a visitor the rules and a login button; an account other than the owner a notice.
 */
export function InvitationDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  const ruleQuery = useInviterRule(isLoggedIn);
  const rule = ruleQuery.data;
  const [recordPage, setRecordPage] = useState(1);
  const [withdrawPage, setWithdrawPage] = useState(1);
  const recordsQuery = useInvitationRecords(recordPage, rule !== undefined);
  const withdrawalsQuery = useWithdrawList(withdrawPage, rule !== undefined);
  const claim = useClaimReward();
  const [claimNonce] = useState(() => createNonceKeeper());
  const [claimingId, setClaimingId] = useState<number | 'all' | null>(null);
  const [isWithdrawOpen, setWithdrawOpen] = useState(false);
  const money = (cents: number) => formatCny(cents, language);
  const time = (value: string | null) => formatShopTime(value, language, timeZone);
  const day = (value: string | null) => formatShopTime(value, language, timeZone, false);
  const ruleError = ruleQuery.error;
  const isDenied = ruleError instanceof RpcError && ruleError.errorKey === 'PERMISSION_DENIED';

  const handleClaim = (id?: number) => {
    setClaimingId(id ?? 'all');
    claim
      .mutateAsync({ id, nonce: claimNonce.nonceFor({ id: id ?? null }) })
      .then(() => claimNonce.finish())
      // The rpc client has shown the server's text.
      .catch(() => undefined)
      .finally(() => setClaimingId(null));
  };

  const handleCopy = async (text: string) => {
    if (await copyText(text)) notify.success(t('invite.code.copied'));
    else notify.error(t('invite.code.copyFailed'));
  };

  const levelTag = (level: TInvitationRecord['invitationLevel']) => (
    <Tag color={LEVEL_COLORS[level]}>{t(`invite.level.${level}`)}</Tag>
  );
  const rewardTag = (status: TInvitationRecord['status']) => (
    <Tag color={REWARD_COLORS[status]}>{t(`invite.rewardStatus.${status}`)}</Tag>
  );
  const claimButton = (record: TInvitationRecord) =>
    record.status === 'unclaimed' ? (
      <Button
        size="small"
        type="primary"
        ghost
        loading={claimingId === record.id}
        disabled={claimingId !== null && claimingId !== record.id}
        onClick={() => handleClaim(record.id)}
        aria-label={t('invite.records.claimFor', { shopName: record.shopName })}
      >
        {t('invite.records.claim')}
      </Button>
    ) : null;
  const withdrawalState = (withdrawal: TWithdrawal) => (
    <span className="invite-cell">
      <Tag color={WITHDRAWAL_COLORS[withdrawal.status]}>{t(`invite.withdrawStatus.${withdrawal.status}`)}</Tag>
      <span className="invite-muted">
        {withdrawal.status === 'processing'
          ? t('invite.withdrawals.arrivesBy', { date: day(withdrawal.expectedTime) })
          : withdrawal.status === 'paid'
            ? t('invite.withdrawals.paidOn', { date: time(withdrawal.paidTime) })
            : t('invite.withdrawals.returned')}
      </span>
    </span>
  );

  const recordColumns: ColumnsType<TInvitationRecord> = [
    { key: 'shop', title: t('invite.records.shop'), render: (_, record) => <strong>{record.shopName}</strong> },
    {
      key: 'level',
      title: t('invite.records.level'),
      width: 130,
      render: (_, record) => levelTag(record.invitationLevel),
    },
    { key: 'time', title: t('invite.records.time'), width: 200, render: (_, record) => time(record.createTime) },
    {
      key: 'reward',
      title: t('invite.records.reward'),
      width: 130,
      align: 'right',
      render: (_, record) => money(record.rewardAmount),
    },
    {
      key: 'status',
      title: t('invite.records.status'),
      width: 200,
      render: (_, record) => (
        <span className="invite-cell">
          {rewardTag(record.status)}
          {record.claimTime ? <span className="invite-muted">{time(record.claimTime)}</span> : null}
        </span>
      ),
    },
    { key: 'action', title: t('invite.records.action'), width: 120, render: (_, record) => claimButton(record) },
  ];

  const withdrawalColumns: ColumnsType<TWithdrawal> = [
    {
      key: 'no',
      title: t('invite.withdrawals.no'),
      render: (_, withdrawal) => (
        <span className="invite-cell">
          <span>{withdrawal.withdrawalNo}</span>
          <span className="invite-muted">{time(withdrawal.createTime)}</span>
        </span>
      ),
    },
    {
      key: 'amount',
      title: t('invite.withdrawals.amount'),
      width: 130,
      align: 'right',
      render: (_, withdrawal) => <strong>{money(withdrawal.amount)}</strong>,
    },
    {
      key: 'payee',
      title: t('invite.withdrawals.payee'),
      width: 220,
      render: (_, withdrawal) => (
        <span className="invite-cell">
          <span>{withdrawal.payeeName}</span>
          <span className="invite-muted">{withdrawal.payeeAccount}</span>
        </span>
      ),
    },
    { key: 'status', title: t('invite.withdrawals.status'), width: 260, render: (_, w) => withdrawalState(w) },
  ];

  const codeSection = (current: TInviterRule) => {
    if (!current.isPaidShop || !current.invitationCode) {
      return (
        <section className="invite-section" aria-labelledby="invite-code-title">
          <h2 id="invite-code-title">{t('invite.code.title')}</h2>
          <Alert
            type="info"
            showIcon
            title={t('invite.code.paidOnly')}
            description={t('invite.code.paidOnlyHint')}
            action={
              isRouteAvailable('/frame/payDetail') ? (
                <Button type="primary" size="small" onClick={() => navigate('/frame/payDetail')}>
                  {t('invite.code.goRenew')}
                </Button>
              ) : null
            }
          />
        </section>
      );
    }
    const link = shareLink(window.location.origin, window.location.pathname, current.invitationCode);
    return (
      <section className="invite-section" aria-labelledby="invite-code-title">
        <h2 id="invite-code-title">{t('invite.code.title')}</h2>
        <div className="invite-code">
          <output className="invite-code__value" aria-labelledby="invite-code-title">
            {current.invitationCode}
          </output>
          {levelTag(current.invitationLevel)}
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => handleCopy(current.invitationCode)}>
            {t('invite.code.copyCode')}
          </Button>
        </div>
        <label className="invite-link" htmlFor="invite-share-link">
          {t('invite.code.link')}
        </label>
        <div className="invite-link__row">
          <Input id="invite-share-link" readOnly value={link} onFocus={(event) => event.target.select()} />
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => handleCopy(link)}>
            {t('invite.code.copyLink')}
          </Button>
        </div>
      </section>
    );
  };

  const amountsSection = (current: TInviterRule) => (
    <section className="invite-section" aria-labelledby="invite-amounts-title">
      <div className="invite-section__head">
        <h2 id="invite-amounts-title">{t('invite.amounts.title')}</h2>
        <span className="invite-actions">
          <Button
            onClick={() => handleClaim()}
            disabled={current.unclaimedAmount === 0 || (claimingId !== null && claimingId !== 'all')}
            loading={claimingId === 'all'}
          >
            {t('invite.amounts.claimAll')}
          </Button>
          <Button type="primary" onClick={() => setWithdrawOpen(true)} disabled={current.availableAmount === 0}>
            {t('invite.amounts.withdraw')}
          </Button>
        </span>
      </div>
      <dl className="invite-amounts">
        {(
          [
            ['available', current.availableAmount],
            ['unclaimed', current.unclaimedAmount],
            ['withdrawing', current.withdrawingAmount],
            ['withdrawn', current.withdrawnAmount],
          ] as const
        ).map(([name, cents]) => (
          <div className={`invite-amount invite-amount--${name}`} key={name}>
            <dt>{t(`invite.amounts.${name}`)}</dt>
            <dd>{money(cents)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );

  const recordsSection = (
    <section className="invite-section" aria-labelledby="invite-records-title">
      <h2 id="invite-records-title">{t('invite.records.title')}</h2>
      <ResponsivePagedList<TInvitationRecord>
        rows={recordsQuery.data?.list ?? []}
        rowKey="id"
        columns={recordColumns}
        renderCard={(record) => (
          <li className="invite-card">
            <div className="invite-card__row">
              <strong>{record.shopName}</strong>
              <span>{money(record.rewardAmount)}</span>
            </div>
            <div className="invite-card__row">
              <span>
                {levelTag(record.invitationLevel)}
                {rewardTag(record.status)}
              </span>
              {claimButton(record)}
            </div>
            <span className="invite-muted">{time(record.createTime)}</span>
          </li>
        )}
        query={recordsQuery}
        emptyText={t('invite.records.empty')}
        pager={{
          page: recordPage,
          pageSize: LIST_PAGE_SIZE,
          totalCount: recordsQuery.data?.totalCount ?? 0,
          onPage: setRecordPage,
        }}
        table={{ size: 'large', tableLayout: 'fixed' }}
      />
    </section>
  );

  const withdrawalsSection = (
    <section className="invite-section" aria-labelledby="invite-withdrawals-title">
      <h2 id="invite-withdrawals-title">{t('invite.withdrawals.title')}</h2>
      <ResponsivePagedList<TWithdrawal>
        rows={withdrawalsQuery.data?.list ?? []}
        rowKey="id"
        columns={withdrawalColumns}
        renderCard={(withdrawal) => (
          <li className="invite-card">
            <div className="invite-card__row">
              <span>{withdrawal.payeeName}</span>
              <strong>{money(withdrawal.amount)}</strong>
            </div>
            <span className="invite-muted">
              {withdrawal.payeeAccount} · {time(withdrawal.createTime)}
            </span>
            {withdrawalState(withdrawal)}
          </li>
        )}
        query={withdrawalsQuery}
        emptyText={t('invite.withdrawals.empty')}
        pager={{
          page: withdrawPage,
          pageSize: LIST_PAGE_SIZE,
          totalCount: withdrawalsQuery.data?.totalCount ?? 0,
          onPage: setWithdrawPage,
        }}
        table={{ size: 'large', tableLayout: 'fixed' }}
      />
    </section>
  );

  let head: ReactNode = null;
  if (!isLoggedIn) head = <VisitorLogin />;
  else if (isDenied) {
    head = (
      <section className="invite-section">
        <Alert type="info" showIcon title={t('invite.denied.title')} description={t('invite.denied.text')} />
      </section>
    );
  } else if (ruleError) {
    head = (
      <section className="invite-section">
        <Alert
          type="error"
          showIcon
          title={ruleError.message}
          action={
            <Button size="small" onClick={() => ruleQuery.refetch()}>
              {t('invite.retry')}
            </Button>
          }
        />
      </section>
    );
  } else if (!rule) head = <Skeleton active paragraph={{ rows: 3 }} />;

  return (
    <div className="invite-page">
      {head}
      {rule ? codeSection(rule) : null}
      {rule ? amountsSection(rule) : null}
      <InvitationRules rule={rule} />
      {rule ? recordsSection : null}
      {rule ? withdrawalsSection : null}
      {isWithdrawOpen && rule ? <WithdrawDialog rule={rule} onClose={() => setWithdrawOpen(false)} /> : null}
    </div>
  );
}
