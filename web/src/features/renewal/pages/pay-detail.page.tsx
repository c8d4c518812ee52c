import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopStatusOf } from '../../../../../contract/expiry';
import type { TGoods } from '../../../../../contract/system';
import { expireDateText } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import { type TPurchase, useGoodsList, usePaymentProvider, useSwitchToFree } from '../api';
import { OrderRecords } from '../components/order-records';
import { QrPayDialog } from '../components/qr-pay-dialog';
import { VisitorLogin } from '../components/visitor-login';
import { daysGivenUp, formatMonths, planAction, sortPlans } from '../renewal.format';
import '../renewal.css';
import { useIsPurchaser } from '../use-is-purchaser';

const STATUS_COLORS = { trial: 'gold', formal: 'green', expired: 'red' } as const;

type TOpenPurchase = { purchase: TPurchase; title: string; key: number };

/**
 * SPEC §2.18 renewal plans (/frame/payDetail): the shop's plan, status and expiry; the plans with their current and
 * lowest prices, bought through the QR pay dialog (the free plan applies at once); and the purchase records.
 * A visitor sees the plans and a login button.
 */
export function PayDetailPage() {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const language = currentLanguage();
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  const isPurchaser = useIsPurchaser();
  const shop = useSession(selectCurrentShop);
  const goodsQuery = useGoodsList();
  const providerQuery = usePaymentProvider(isLoggedIn);
  const switchToFree = useSwitchToFree();
  const [freeNonce] = useState(() => createNonceKeeper());
  const [open, setOpen] = useState<TOpenPurchase | null>(null);
  const plans = sortPlans(goodsQuery.data ?? []);
  const provider = providerQuery.data?.provider;
  // PAYMENT_PROVIDER=none: plans cannot be bought, only the free plan chosen; the page says so (ADR 019).
  const canBuy = isPurchaser && providerQuery.data?.configured === true;
  const now = Date.now();
  const status = shop ? shopStatusOf(shop, now) : null;
  const expireDate = expireDateText(shop?.goodsType === 'free' ? null : shop?.expireTime, language);

  const planName = (goodsType: TGoods['goodsType']) => t(`plan.${goodsType}`);

  const handleBuy = (plan: TGoods) => {
    if (plan.goodsType === 'free') return;
    const goodsType = plan.goodsType;
    const start = () =>
      setOpen({
        purchase: { kind: 'plan', goodsType },
        title: t('pay.plans.dialogTitle', { plan: planName(goodsType) }),
        key: Date.now(),
      });
    const days = daysGivenUp(shop, Date.now());
    if (days === 0) {
      start();
      return;
    }
    modal.confirm({
      title: t('pay.plans.fromTodayTitle'),
      content: t('pay.plans.fromTodayText', {
        duration: formatMonths(plan.months, language),
        days,
        date: expireDate,
      }),
      okText: t('pay.plans.continue'),
      cancelText: t('common.cancel'),
      onOk: start,
    });
  };

  const handleFree = () => {
    if (!provider) return;
    modal.confirm({
      title: t('pay.plans.freeConfirmTitle'),
      content: t('pay.plans.freeConfirmText'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () =>
        switchToFree
          .mutateAsync({ provider, nonce: freeNonce.nonceFor('free') })
          .then(() => freeNonce.finish())
          // The rpc client has shown the server's text (ALREADY_FREE_PLAN, ...).
          .catch(() => undefined),
    });
  };

  return (
    <div className="pay-page">
      {isLoggedIn ? (
        shop && status ? (
          <section className="pay-section pay-current" aria-labelledby="pay-current-title">
            <h2 id="pay-current-title">{t('pay.current.title')}</h2>
            <dl className="pay-facts">
              <div>
                <dt>{t('pay.current.plan')}</dt>
                <dd>{planName(shop.goodsType)}</dd>
              </div>
              <div>
                <dt>{t('pay.current.status')}</dt>
                <dd>
                  <Tag color={STATUS_COLORS[status]}>{t(`pay.status.${status}`)}</Tag>
                </dd>
              </div>
              <div>
                <dt>{t('pay.current.expiry')}</dt>
                <dd>{expireDate || t('pay.current.noExpiry')}</dd>
              </div>
            </dl>
          </section>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )
      ) : (
        <VisitorLogin text={t('pay.visitor.plans')} />
      )}

      <section className="pay-section" aria-labelledby="pay-plans-title">
        <h2 id="pay-plans-title">{t('pay.plans.title')}</h2>
        {providerQuery.data?.configured === false ? (
          <Alert type="warning" showIcon title={t('pay.noProvider')} />
        ) : null}
        {goodsQuery.isError ? <Alert type="error" showIcon title={t('pay.plans.loadFailed')} /> : null}
        {goodsQuery.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        <ul className="pay-plans">
          {plans.map((plan) => {
            const isCurrent = isLoggedIn && shop?.goodsType === plan.goodsType;
            const isFree = plan.goodsType === 'free';
            return (
              <li className={`pay-plan${isCurrent ? ' pay-plan--current' : ''}`} key={plan.goodsType}>
                <div className="pay-plan__head">
                  <h3 id={`pay-plan-${plan.goodsType}`}>{planName(plan.goodsType)}</h3>
                  {isCurrent ? <Tag color="blue">{t('pay.plans.current')}</Tag> : null}
                </div>
                <span className="pay-plan__price">
                  {isFree && plan.price === 0 ? t('pay.plans.freePrice') : formatCny(plan.price, language)}
                </span>
                {isFree ? null : (
                  <span className="pay-muted">
                    {t('pay.plans.lowest', { price: formatCny(plan.lowestPrice, language) })}
                  </span>
                )}
                <span className="pay-plan__text">
                  {isFree
                    ? t('pay.plans.freeText')
                    : t('pay.plans.validity', { duration: formatMonths(plan.months, language) })}
                </span>
                {canBuy ? (
                  isFree ? (
                    <Button
                      onClick={handleFree}
                      disabled={!provider}
                      loading={switchToFree.isPending}
                      aria-describedby={`pay-plan-${plan.goodsType}`}
                    >
                      {t('pay.plans.switchToFree')}
                    </Button>
                  ) : (
                    <Button
                      type="primary"
                      onClick={() => handleBuy(plan)}
                      disabled={!canBuy}
                      aria-describedby={`pay-plan-${plan.goodsType}`}
                    >
                      {t(`pay.plans.${planAction(shop, plan.goodsType)}`)}
                    </Button>
                  )
                ) : null}
              </li>
            );
          })}
        </ul>
        <p className="pay-muted">{t('pay.plans.note')}</p>
        {isLoggedIn && !isPurchaser ? <Alert type="info" showIcon title={t('pay.ownerOnly')} /> : null}
      </section>

      {isPurchaser ? <OrderRecords /> : null}
      {open ? (
        <QrPayDialog key={open.key} purchase={open.purchase} title={open.title} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
