import MessageOutlined from '@ant-design/icons/MessageOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSmsPack } from '../../../../../contract/payments';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import { type TPurchase, usePaymentProvider, useSmsPackList } from '../api';
import { OrderRecords } from '../components/order-records';
import { QrPayDialog } from '../components/qr-pay-dialog';
import { VisitorLogin } from '../components/visitor-login';
import { formatPerSms } from '../renewal.format';
import '../renewal.css';
import { useIsPurchaser } from '../use-is-purchaser';

type TOpenPurchase = { purchase: TPurchase; title: string; key: number };

/**
 * SPEC §2.18 SMS purchase (/frame/chooseMarketing/paySmsDetail): the SMS the shop has left, the packs with their
 * price per pack and per SMS, bought through the same QR pay dialog, and the SMS purchase records. The count grows
 * once a payment is confirmed (the dialog refreshes shop/query). A visitor sees the packs and a login button.
 */
export function PaySmsDetailPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  const isPurchaser = useIsPurchaser();
  const shop = useSession(selectCurrentShop);
  const packsQuery = useSmsPackList();
  const providerQuery = usePaymentProvider(isLoggedIn);
  const [open, setOpen] = useState<TOpenPurchase | null>(null);
  const numberFormat = new Intl.NumberFormat(language);
  // PAYMENT_PROVIDER=none: nothing can be bought, and the page says so instead of offering to (ADR 019).
  const canBuy = isPurchaser && providerQuery.data?.configured === true;

  const handleBuy = (pack: TSmsPack) =>
    setOpen({
      purchase: { kind: 'sms', smsPackId: pack.id },
      title: t('pay.sms.dialogTitle', { sms: numberFormat.format(pack.smsNums) }),
      key: Date.now(),
    });

  return (
    <div className="pay-page">
      {isLoggedIn ? (
        shop ? (
          <section className="pay-section pay-sms-left" aria-labelledby="pay-sms-left-title">
            <MessageOutlined className="pay-sms-left__icon" aria-hidden />
            <div>
              <h2 id="pay-sms-left-title">{t('pay.sms.left')}</h2>
              <output className="pay-sms-left__count" aria-labelledby="pay-sms-left-title">
                {numberFormat.format(shop.msgNums)}
              </output>
              <p className="pay-muted">{t('pay.sms.leftHint')}</p>
            </div>
          </section>
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} />
        )
      ) : (
        <VisitorLogin text={t('pay.visitor.sms')} />
      )}

      <section className="pay-section" aria-labelledby="pay-packs-title">
        <h2 id="pay-packs-title">{t('pay.sms.packsTitle')}</h2>
        {providerQuery.data?.configured === false ? (
          <Alert type="warning" showIcon title={t('pay.noProvider')} />
        ) : null}
        {packsQuery.isError ? <Alert type="error" showIcon title={t('pay.sms.loadFailed')} /> : null}
        {packsQuery.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        <ul className="pay-plans">
          {(packsQuery.data ?? []).map((pack) => (
            <li className="pay-plan" key={pack.id}>
              <h3 id={`pay-pack-${pack.id}`}>{t('pay.sms.pack', { sms: numberFormat.format(pack.smsNums) })}</h3>
              <span className="pay-plan__price">{formatCny(pack.price, language)}</span>
              <span className="pay-muted">
                {t('pay.sms.perSms', { price: formatPerSms(pack.price, pack.smsNums, language) })}
              </span>
              {canBuy ? (
                <Button
                  type="primary"
                  onClick={() => handleBuy(pack)}
                  disabled={!canBuy}
                  aria-describedby={`pay-pack-${pack.id}`}
                >
                  {t('pay.sms.buy')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="pay-muted">{t('pay.sms.note')}</p>
        {isLoggedIn && !isPurchaser ? <Alert type="info" showIcon title={t('pay.ownerOnly')} /> : null}
      </section>

      {isPurchaser ? <OrderRecords kind="sms" /> : null}
      {open ? (
        <QrPayDialog key={open.key} purchase={open.purchase} title={open.title} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
