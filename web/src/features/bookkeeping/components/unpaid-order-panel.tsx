import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopZone } from '../../../lib/shop-today';
import { type TBill, useUpdateOrderStatus, useUpdateTransactionId } from '../api';

type TProps = {
  bill: TBill;
  money: (cents: number) => string;
  /** What comes next: a new bill, or back to the board for a bill started from an appointment. */
  actions: ReactNode;
  /** Offered while the order is unpaid and has a cash part, in a shop with a cash machine: collect it there. */
  onPayAtDevice?: { run: () => void; isStarting: boolean };
};

/**
 * An unpaid order just saved (SPEC §2.9): it can be marked paid now or later (bill/updateOrderStatus, which also
 * moves its card amounts then), and a payment provider's transaction id can be stored on it.
 */
export function UnpaidOrderPanel({ bill: saved, money, actions, onPayAtDevice }: TProps) {
  const { t } = useTranslation();
  const shop = useSession(selectCurrentShop);
  const [bill, setBill] = useState(saved);
  const [transactionId, setTransactionId] = useState(saved.transactionId);
  const [error, setError] = useState<string | null>(null);
  const markPaid = useUpdateOrderStatus();
  const storeId = useUpdateTransactionId();
  const paidNonce = useRef(createNonceKeeper()).current;
  const idNonce = useRef(createNonceKeeper()).current;
  const isBusy = markPaid.isPending || storeId.isPending;
  const isPaid = bill.status === 'paid';

  const handleFailure = (keeper: ReturnType<typeof createNonceKeeper>) => (failure: Error) => {
    // A refusal ends the submission; a lost connection keeps the nonce so a retry cannot apply twice.
    if (failure instanceof RpcError && !failure.isTransport) keeper.finish();
    setError(failure.message);
  };

  const handleMarkPaid = () => {
    if (isBusy) return;
    const input = { billId: bill.id, status: 'paid' as const, ...(transactionId.trim() ? { transactionId } : {}) };
    setError(null);
    markPaid.mutate(
      { ...input, nonce: paidNonce.nonceFor(input) },
      {
        onSuccess: (next) => {
          paidNonce.finish();
          setBill(next);
          notify.success(t('bookkeeping.unpaid.paid', { billOrderNo: next.billOrderNo }));
        },
        onError: handleFailure(paidNonce),
      },
    );
  };

  const handleStoreId = () => {
    if (isBusy) return;
    const input = { billId: bill.id, transactionId };
    setError(null);
    storeId.mutate(
      { ...input, nonce: idNonce.nonceFor(input) },
      {
        onSuccess: (next) => {
          idNonce.finish();
          setBill(next);
          notify.success(t('bookkeeping.unpaid.transactionSaved'));
        },
        onError: handleFailure(idNonce),
      },
    );
  };

  const paidTime = bill.paidTime
    ? new Intl.DateTimeFormat(currentLanguage(), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: shopZone(shop?.timeZone),
      }).format(new Date(bill.paidTime))
    : '';

  return (
    <Result
      status={isPaid ? 'success' : 'info'}
      title={
        isPaid
          ? t('bookkeeping.unpaid.paid', { billOrderNo: bill.billOrderNo })
          : t('bookkeeping.unpaid.title', { billOrderNo: bill.billOrderNo })
      }
      subTitle={isPaid ? undefined : t('bookkeeping.unpaid.created')}
      className="bk-result"
    >
      <div className="bk-unpaid" data-testid="unpaid-order">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'no', label: t('bookkeeping.unpaid.orderNo'), children: bill.billOrderNo },
            { key: 'amount', label: t('bookkeeping.summary.actual'), children: money(bill.actualAmount) },
            {
              key: 'status',
              label: t('bookkeeping.unpaid.status'),
              children: t(`bookkeeping.unpaid.status_${bill.status}`),
            },
            ...(paidTime ? [{ key: 'paid', label: t('bookkeeping.unpaid.paidTime'), children: paidTime }] : []),
          ]}
        />
        <Form layout="vertical" onFinish={handleStoreId} className="bk-unpaid__form">
          <Form.Item label={t('bookkeeping.unpaid.transactionId')} htmlFor="bk-transaction-id">
            <Input
              id="bk-transaction-id"
              value={transactionId}
              maxLength={64}
              autoComplete="off"
              onChange={(event) => setTransactionId(event.target.value)}
            />
          </Form.Item>
          {error ? <Alert type="error" showIcon title={error} role="alert" className="bk-form-error" /> : null}
          <div className="bk-unpaid__actions">
            {isPaid ? null : (
              <Button type="primary" onClick={handleMarkPaid} disabled={isBusy} loading={markPaid.isPending}>
                {t('bookkeeping.unpaid.markPaid')}
              </Button>
            )}
            {!isPaid && onPayAtDevice && bill.cashAmount > 0 ? (
              <Button
                onClick={onPayAtDevice.run}
                disabled={isBusy || onPayAtDevice.isStarting}
                loading={onPayAtDevice.isStarting}
              >
                {t('bookkeeping.cashDevice.payButton')}
              </Button>
            ) : null}
            <Button htmlType="submit" disabled={isBusy || transactionId.trim() === ''} loading={storeId.isPending}>
              {t('bookkeeping.unpaid.saveTransactionId')}
            </Button>
          </div>
        </Form>
        <div className="bk-unpaid__next">{actions}</div>
      </div>
    </Result>
  );
}
