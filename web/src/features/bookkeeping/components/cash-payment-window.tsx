import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { errorText } from '../../../../../contract/errors';
import { currentLanguage } from '../../../lib/i18n.setup';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { type TCashSession, useRecordCashOutcome } from '../../cash-device/api';
import { cashDeviceClient, deviceBaseUrl } from '../../cash-device/cash-device.client';
import { drivePayment } from '../../cash-device/payment-window.driver';
import { isFinal, stillDue, type TPaymentWindow } from '../../cash-device/payment-window.machine';

type TDriver = ReturnType<typeof drivePayment>;
/** What the server recorded of the session's end: the order as it now stands. */
type TRecording = { status: 'idle' | 'saving' | 'failed' } | { status: 'saved'; bill: TBill };
type TOutcomeBody = Parameters<ReturnType<typeof useRecordCashOutcome>['mutate']>[0];

type TProps = {
  /** The server's session: its id is the machine's payment id, its amount the order's cash part. */
  session: Pick<TCashSession, 'id' | 'amount' | 'billOrderNo'>;
  /** A session found open after a reload: the machine is asked how it stands before anything starts. */
  isResumed?: boolean;
  money: (cents: number) => string;
  /** The window closed at an end: with the order as recorded, or null when nothing could be recorded. */
  onClose: (bill: TBill | null) => void;
};

/** What the server records for an end the machine reported; null while the session must stay open. */
function outcomeOf(state: TPaymentWindow, sessionId: string): Omit<TOutcomeBody, 'nonce'> | null {
  const payment = 'payment' in state ? state.payment : null;
  const counted = { sessionId, inserted: payment?.inserted ?? 0 };
  switch (state.step) {
    case 'paid':
      return { ...counted, outcome: 'paid', change: payment?.change ?? 0 };
    case 'cancelled':
      return { ...counted, outcome: 'cancelled', refund: payment?.refund ?? 0 };
    case 'closed':
      return { ...counted, outcome: 'closed' };
    case 'deviceError':
      return { ...counted, outcome: 'error', error: payment?.error ?? '' };
    case 'wrongCurrency':
      return { ...counted, outcome: 'notStarted', error: 'CURRENCY_MISMATCH' };
    default:
      return null;
  }
}

/**
 * The cash machine's payment window (SPEC §2.9, §4 'Cash device payment', issue 24): connecting → customer paying
 * (inserted, still due) → payment successful (inserted, change). While the customer pays it cannot be closed (no
 * close icon, Escape and a click outside do nothing); a cancel and a force-close each ask first. Each end is recorded
 * on the server (cashDevice/recordEvent): 'paid' pays the order, any other end leaves it unpaid. A machine that cannot
 * be reached leaves the session open, to try again or, after a confirmation, to close by hand.
 */
export function CashPaymentWindow({ session, isResumed = false, money, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shop = useSession(selectCurrentShop);
  const operator = useSession((state) => state.user?.name ?? '') || 'Salon Desk';
  const [state, setState] = useState<TPaymentWindow>({ step: 'connecting', amount: session.amount });
  const [attempt, setAttempt] = useState(0);
  const [recording, setRecording] = useState<TRecording>({ status: 'idle' });
  const [isAskingHandClose, setAskingHandClose] = useState(false);
  const driver = useRef<TDriver | null>(null);
  const nonce = useRef(createNonceKeeper()).current;
  const record = useRecordCashOutcome();

  // One driver per attempt: the first, and each 'try again' after the machine could not be reached.
  useEffect(() => {
    const client = cashDeviceClient(deviceBaseUrl(shop?.cashDeviceIp ?? ''));
    const run = drivePayment(
      client,
      { amount: session.amount, currency: shop?.currency ?? '', operator, paymentId: session.id },
      (next) => setState(next),
      { isResumed: isResumed || attempt > 0 },
    );
    driver.current = run;
    return () => run.stop();
  }, [attempt, isResumed, operator, session.amount, session.id, shop?.cashDeviceIp, shop?.currency]);

  const lastSent = useRef<Omit<TOutcomeBody, 'nonce'> | null>(null);
  const send = (body: Omit<TOutcomeBody, 'nonce'>) => {
    lastSent.current = body;
    setRecording({ status: 'saving' });
    record.mutate(
      { ...body, nonce: nonce.nonceFor(body) },
      {
        onSuccess: ({ bill }) => {
          nonce.finish();
          setRecording({ status: 'saved', bill });
        },
        onError: () => setRecording({ status: 'failed' }),
      },
    );
  };

  // An end the machine reported is recorded once.
  const outcome = outcomeOf(state, session.id);
  const outcomeKey = outcome ? JSON.stringify(outcome) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: send reads only refs, setters and the stable mutation
  useEffect(() => {
    if (!outcomeKey || recording.status !== 'idle') return;
    send(JSON.parse(outcomeKey));
  }, [outcomeKey, recording.status]);

  const isEnded = isFinal(state);
  const isSaved = recording.status === 'saved';
  const canClose = isEnded && (isSaved || recording.status === 'failed' || state.step === 'unreachable');
  const close = () => {
    if (canClose) onClose(recording.status === 'saved' ? recording.bill : null);
  };
  const payment = 'payment' in state ? state.payment : null;
  const figure = (label: string, cents: number, testId: string) => (
    <div className="bk-device__figure">
      <span className="bk-muted">{label}</span>
      <strong data-testid={testId}>{money(cents)}</strong>
    </div>
  );

  const body = () => {
    switch (state.step) {
      case 'connecting':
        return <Spin tip={t('bookkeeping.cashDevice.connecting')}>{<div className="bk-device__spin" />}</Spin>;
      case 'paying':
        return (
          <>
            <Alert type="warning" showIcon title={t('bookkeeping.cashDevice.doNotClose')} />
            <div className="bk-device__figures" aria-live="polite">
              {figure(t('bookkeeping.cashDevice.amount'), state.payment.amount, 'device-amount')}
              {figure(t('bookkeeping.cashDevice.inserted'), state.payment.inserted, 'device-inserted')}
              {figure(t('bookkeeping.cashDevice.stillDue'), stillDue(state.payment), 'device-due')}
            </div>
            <p className="bk-muted">{t('bookkeeping.cashDevice.insertHint')}</p>
            {state.asking ? (
              <Alert
                type="warning"
                role="alertdialog"
                title={
                  state.asking === 'cancel'
                    ? t('bookkeeping.cashDevice.confirmCancel', { amount: money(state.payment.inserted) })
                    : t('bookkeeping.cashDevice.confirmForceClose')
                }
                action={
                  <div className="bk-device__confirm">
                    <Button
                      danger
                      type="primary"
                      onClick={() =>
                        state.asking === 'cancel'
                          ? driver.current?.confirmCancel()
                          : driver.current?.confirmForceClose()
                      }
                    >
                      {state.asking === 'cancel'
                        ? t('bookkeeping.cashDevice.cancelYes')
                        : t('bookkeeping.cashDevice.forceCloseYes')}
                    </Button>
                    <Button onClick={() => driver.current?.dismiss()}>{t('bookkeeping.cashDevice.keepPaying')}</Button>
                  </div>
                }
              />
            ) : (
              <div className="bk-device__actions">
                <Button onClick={() => driver.current?.ask('cancel')}>{t('bookkeeping.cashDevice.cancel')}</Button>
                <Button danger onClick={() => driver.current?.ask('forceClose')}>
                  {t('bookkeeping.cashDevice.forceClose')}
                </Button>
              </div>
            )}
          </>
        );
      case 'cancelling':
      case 'closing':
        return <Spin tip={t(`bookkeeping.cashDevice.${state.step}`)}>{<div className="bk-device__spin" />}</Spin>;
      case 'paid':
        return (
          <Result
            status="success"
            title={t('bookkeeping.cashDevice.paid')}
            extra={
              <div className="bk-device__figures">
                {figure(t('bookkeeping.cashDevice.inserted'), state.payment.inserted, 'device-inserted')}
                {figure(t('bookkeeping.cashDevice.change'), state.payment.change, 'device-change')}
              </div>
            }
          />
        );
      case 'cancelled':
        return (
          <Result
            status="info"
            title={t('bookkeeping.cashDevice.cancelled')}
            subTitle={t('bookkeeping.cashDevice.unpaidKept')}
            extra={figure(t('bookkeeping.cashDevice.refund'), state.payment.refund, 'device-refund')}
          />
        );
      case 'closed':
        return (
          <Result
            status="warning"
            title={t('bookkeeping.cashDevice.closed')}
            subTitle={t('bookkeeping.cashDevice.closedHint')}
            extra={figure(t('bookkeeping.cashDevice.inserted'), state.payment.inserted, 'device-inserted')}
          />
        );
      case 'deviceError':
        return (
          <Result
            status="error"
            title={errorText('CASH_DEVICE_REFUND_REQUIRED', language)}
            subTitle={t('bookkeeping.cashDevice.unpaidKept')}
            extra={figure(t('bookkeeping.cashDevice.inserted'), state.payment?.inserted ?? 0, 'device-inserted')}
          />
        );
      case 'wrongCurrency':
        return (
          <Result
            status="error"
            title={t('bookkeeping.cashDevice.wrongCurrency', { machine: state.machine, shop: state.shop })}
            subTitle={t('bookkeeping.cashDevice.wrongCurrencyHint')}
          />
        );
      case 'unreachable':
        return (
          <Result
            status="error"
            title={errorText(
              state.reason === 'notConnected' ? 'CASH_DEVICE_NOT_CONNECTED' : 'CASH_DEVICE_CONNECT_FAILED',
              language,
            )}
            subTitle={t('bookkeeping.cashDevice.stillOpen')}
            extra={
              isAskingHandClose ? (
                <Alert
                  type="warning"
                  role="alertdialog"
                  title={t('bookkeeping.cashDevice.confirmHandClose')}
                  action={
                    <div className="bk-device__confirm">
                      <Button
                        danger
                        type="primary"
                        onClick={() => {
                          setAskingHandClose(false);
                          send({
                            sessionId: session.id,
                            outcome: 'closed',
                            inserted: payment?.inserted ?? 0,
                            error: 'UNREACHABLE',
                          });
                        }}
                      >
                        {t('bookkeeping.cashDevice.forceCloseYes')}
                      </Button>
                      <Button onClick={() => setAskingHandClose(false)}>{t('bookkeeping.cashDevice.back')}</Button>
                    </div>
                  }
                />
              ) : isSaved ? null : (
                <div className="bk-device__actions">
                  <Button
                    type="primary"
                    onClick={() => {
                      setState({ step: 'connecting', amount: session.amount });
                      setAttempt((n) => n + 1);
                    }}
                  >
                    {t('bookkeeping.cashDevice.retry')}
                  </Button>
                  <Button danger onClick={() => setAskingHandClose(true)}>
                    {t('bookkeeping.cashDevice.handClose')}
                  </Button>
                </div>
              )
            }
          />
        );
    }
  };

  return (
    <Modal
      open
      title={t('bookkeeping.cashDevice.title', { billOrderNo: session.billOrderNo })}
      closable={canClose}
      maskClosable={false}
      keyboard={canClose}
      onCancel={close}
      footer={
        canClose ? (
          <Button type="primary" onClick={close}>
            {t('bookkeeping.cashDevice.done')}
          </Button>
        ) : null
      }
      className="bk-device"
    >
      {body()}
      {recording.status === 'saving' ? <Spin size="small" /> : null}
      {recording.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('bookkeeping.cashDevice.recordFailed')}
          action={
            <Button size="small" onClick={() => lastSent.current && send(lastSent.current)}>
              {t('bookkeeping.cashDevice.retry')}
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}
