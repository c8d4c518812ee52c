import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShopTime } from '../../../lib/date.format';
import { genericErrorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCny } from '../../../lib/money.format';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import {
  type TPurchase,
  type TToPayOutput,
  useOrderPolling,
  usePaymentProvider,
  useRefreshAfterPurchase,
  useToPay,
} from '../api';
import { isOrderPastPayBefore } from '../renewal.format';

/** After the success state has been seen, the dialog closes by itself. */
const CLOSE_AFTER_PAID_MS = 3000;
/** How often the dialog looks at the clock to notice an order that may no longer be paid. */
const CLOCK_TICK_MS = 10_000;

type TProps = {
  purchase: TPurchase;
  /** Shown as the dialog's heading: what is being bought. */
  title: string;
  onClose: () => void;
};

/**
 * The QR pay dialog (SPEC §2.18, ADR 017): creates the order through `<provider>/toPay`, shows its QR code, amount
 * and pay-before time, and polls orders/queryOrder every 2 s until it is paid. A paid order refreshes the shop (the
 * header's expiry tag, the renewal drawer, the free-plan blocks and the SMS count follow) and the purchase records.
 * Mount it once per purchase: its state starts afresh each time.
 */
export function QrPayDialog({ purchase, title, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const timeZone = useSession((state) => selectCurrentShop(state)?.timeZone);
  const providerQuery = usePaymentProvider(true);
  const toPay = useToPay();
  const refresh = useRefreshAfterPurchase();
  const [nonceKeeper] = useState(() => createNonceKeeper());
  const [order, setOrder] = useState<TToPayOutput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [qrDataUrl, setQrDataUrl] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const startedRef = useRef(false);
  const provider = providerQuery.data?.provider;

  const createOrder = () => {
    if (!provider) return;
    setError(null);
    toPay
      .mutateAsync({ provider, purchase, nonce: nonceKeeper.nonceFor(purchase) })
      .then((created) => {
        nonceKeeper.finish();
        setOrder(created);
      })
      .catch((failure: unknown) => setError(failure instanceof RpcError ? failure.message : genericErrorText()));
  };

  // The order is created once the provider is known (once: a re-render must not buy twice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: createOrder reads the provider this effect waits for
  useEffect(() => {
    if (!provider || startedRef.current) return;
    startedRef.current = true;
    createOrder();
  }, [provider]);

  const qrContent = order?.qrContent ?? '';
  useEffect(() => {
    setQrDataUrl(null);
    if (!qrContent) return;
    let isCurrent = true;
    QRCode.toDataURL(qrContent, { width: 232, margin: 1, errorCorrectionLevel: 'M' })
      .then((url) => {
        if (isCurrent) setQrDataUrl(url);
      })
      .catch(() => {
        if (isCurrent) setError(genericErrorText());
      });
    return () => {
      isCurrent = false;
    };
  }, [qrContent]);

  const poll = useOrderPolling(order?.orderNo ?? null, order?.status === 'unpaid');
  const current = poll.data ?? order;
  const isPaid = current?.status === 'paid';
  const isPastPayBefore = current !== null && isOrderPastPayBefore(current, now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the order turns paid
  useEffect(() => {
    if (!isPaid) return;
    void refresh();
    const timer = setTimeout(onClose, CLOSE_AFTER_PAID_MS);
    return () => clearTimeout(timer);
  }, [isPaid]);

  const handleNewCode = () => {
    setOrder(null);
    createOrder();
  };

  const providerError = providerQuery.isError
    ? providerQuery.error instanceof RpcError
      ? providerQuery.error.message
      : genericErrorText()
    : null;
  const shownError = error ?? providerError;
  const amount = current ? formatCny(current.total_fee, language) : '';

  let body: ReactNode;
  if (shownError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={shownError}
        action={
          provider ? (
            <Button size="small" onClick={createOrder} loading={toPay.isPending}>
              {t('pay.dialog.retry')}
            </Button>
          ) : null
        }
      />
    );
  } else if (!current) {
    body = (
      <div className="pay-dialog__pending">
        <Spin />
        <span>{t('pay.dialog.creating')}</span>
      </div>
    );
  } else if (isPaid) {
    body = (
      <div className="pay-dialog__paid" role="status">
        <CheckCircleFilled className="pay-dialog__paid-icon" aria-hidden />
        <strong className="pay-dialog__paid-title">{t('pay.dialog.paid')}</strong>
        <span>{current.subject}</span>
        <span className="pay-dialog__amount">{amount}</span>
        {current.kind === 'plan' && current.validUntil ? (
          <span>{t('pay.dialog.validUntil', { date: formatShopTime(current.validUntil, language, timeZone) })}</span>
        ) : null}
        {current.kind === 'sms' && current.smsNums !== null ? (
          <span>{t('pay.dialog.smsAdded', { sms: new Intl.NumberFormat(language).format(current.smsNums) })}</span>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className="pay-dialog__order">
        <span className="pay-dialog__subject">{current.subject}</span>
        <span className="pay-dialog__amount">{amount}</span>
        {isPastPayBefore ? (
          <Alert
            type="warning"
            showIcon
            title={t('pay.dialog.expired')}
            action={
              <Button size="small" type="primary" onClick={handleNewCode} loading={toPay.isPending}>
                {t('pay.dialog.newCode')}
              </Button>
            }
          />
        ) : (
          <>
            <div className="pay-dialog__qr">
              {qrDataUrl ? (
                <img src={qrDataUrl} width={232} height={232} alt={t('pay.dialog.qrAlt', { amount })} />
              ) : (
                <Spin />
              )}
            </div>
            <span>{t('pay.dialog.scan', { time: formatShopTime(current.payBefore, language, timeZone) })}</span>
            <a href={qrContent} target="_blank" rel="noopener noreferrer">
              {t('pay.dialog.openPayPage')}
            </a>
            <span className="pay-dialog__waiting" role="status">
              <Spin size="small" /> {t('pay.dialog.waiting')}
            </span>
          </>
        )}
        <small className="pay-dialog__note">{t('pay.dialog.closeNote')}</small>
      </div>
    );
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button type={isPaid ? 'primary' : 'default'} onClick={onClose}>
          {isPaid ? t('pay.dialog.done') : t('pay.dialog.close')}
        </Button>
      }
      width={400}
      className="pay-dialog"
    >
      {body}
    </Modal>
  );
}
