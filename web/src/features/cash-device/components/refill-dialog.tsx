import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.setup';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { useRecordRefill } from '../api';
import { cashDeviceClient, type TDeviceSystem } from '../cash-device.client';
import { refillMachine, type TRefillStep } from '../management.driver';
import {
  deviceErrorText,
  MAX_REFILL_COUNT,
  refillAmountOf,
  refillPiecesOf,
  type TDenomination,
  type TRefillPiece,
} from '../management.rules';

type TProps = {
  baseUrl: string;
  operator: string;
  denominations: readonly TDenomination[];
  money: (cents: number) => string;
  /** The machine's counts after a refill it took. */
  onRefilled: (system: TDeviceSystem) => void;
  onClose: () => void;
};

type TRefilled = { refillAmount: number; system: TDeviceSystem; pieces: TRefillPiece[] };
type TPhase =
  | { step: 'form' }
  | { step: TRefillStep | 'recording' }
  | { step: 'failed'; message: string }
  | { step: 'recordFailed'; message: string; refilled: TRefilled }
  | { step: 'success'; refilled: TRefilled };

/**
 * SPEC §4's refill flow: the pieces counted per denomination with the running total; Refill connects to the machine,
 * refills it, records the refill on the server (cashDevice/recordRefill), then shows the amount added and the
 * machine's new totals. A machine it cannot reach reads 'Connection to automatic cash device failed!', one that
 * refuses reads its own message. A refill the machine took but the server did not record is saved again with the same
 * nonce, never sent to the machine twice.
 */
export function RefillDialog({ baseUrl, operator, denominations, money, onRefilled, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const count = new Intl.NumberFormat(language);
  const [counts, setCounts] = useState<Record<number, number | null>>({});
  const [phase, setPhase] = useState<TPhase>({ step: 'form' });
  const recordRefill = useRecordRefill();
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const pieces = refillPiecesOf(counts);
  const amount = refillAmountOf(pieces);
  const isWorking = phase.step === 'connecting' || phase.step === 'refilling' || phase.step === 'recording';

  const record = async (refilled: TRefilled) => {
    setPhase({ step: 'recording' });
    const body = { pieces: refilled.pieces, refillAmount: refillAmountOf(refilled.pieces) };
    try {
      await recordRefill.mutateAsync({ ...body, nonce: nonceKeeper.nonceFor(body) });
      nonceKeeper.finish();
      setPhase({ step: 'success', refilled });
    } catch (error) {
      setPhase({ step: 'recordFailed', message: (error as Error).message, refilled });
    }
  };

  const handleRefill = async () => {
    if (pieces.length === 0) return;
    let refilled: TRefilled;
    try {
      const answer = await refillMachine(cashDeviceClient(baseUrl), operator, pieces, (step) => setPhase({ step }));
      refilled = { ...answer, pieces };
    } catch (error) {
      setPhase({ step: 'failed', message: deviceErrorText(error, language, 'CASH_DEVICE_CONNECT_FAILED') });
      return;
    }
    onRefilled(refilled.system);
    await record(refilled);
  };

  const closeButton = (
    <Button key="close" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  const formFooter = [
    <Button key="cancel" onClick={onClose}>
      {t('common.cancel')}
    </Button>,
    <Button key="refill" type="primary" disabled={pieces.length === 0} onClick={() => void handleRefill()}>
      {t('cashDevice.manage.refill.confirm')}
    </Button>,
  ];
  const footers: Record<TPhase['step'], ReactNode[]> = {
    form: formFooter,
    failed: formFooter,
    connecting: [],
    refilling: [],
    recording: [],
    recordFailed: [
      closeButton,
      <Button key="save" type="primary" onClick={() => phase.step === 'recordFailed' && void record(phase.refilled)}>
        {t('cashDevice.manage.refill.saveAgain')}
      </Button>,
    ],
    success: [closeButton],
  };

  return (
    <Modal
      open
      title={t('cashDevice.manage.refill.title')}
      footer={footers[phase.step]}
      closable={!isWorking}
      keyboard={!isWorking}
      mask={{ closable: false }}
      onCancel={isWorking ? undefined : onClose}
      destroyOnHidden
    >
      {phase.step === 'form' || phase.step === 'failed' ? (
        <>
          {phase.step === 'failed' ? <Alert type="error" showIcon title={phase.message} /> : null}
          <p className="cash-muted">{t('cashDevice.manage.refill.hint')}</p>
          <ul className="cash-refill-list">
            {denominations.map((denomination) => {
              const label = money(denomination.value);
              return (
                <li key={denomination.value} className="cash-refill-row">
                  <span className="cash-refill-row__name">
                    <strong>{label}</strong>
                    <span className="cash-muted">
                      {t(`cashDevice.manage.kind.${denomination.kind}`)} ·{' '}
                      {t('cashDevice.manage.refill.inMachine', { count: count.format(denomination.stored) })}
                    </span>
                  </span>
                  <InputNumber<number>
                    className="cash-refill-row__count"
                    aria-label={t('cashDevice.manage.refill.count', { denomination: label })}
                    min={0}
                    max={MAX_REFILL_COUNT}
                    precision={0}
                    inputMode="numeric"
                    placeholder="0"
                    value={counts[denomination.value] ?? null}
                    onChange={(value) => setCounts((current) => ({ ...current, [denomination.value]: value }))}
                  />
                </li>
              );
            })}
          </ul>
          <p className="cash-refill-total" aria-live="polite">
            <span>{t('cashDevice.manage.refill.total')}</span>{' '}
            <strong className="cash-refill-total__amount">{money(amount)}</strong>
          </p>
        </>
      ) : null}

      {isWorking ? (
        <div className="cash-refill-progress" role="status">
          <Spin />
          <span>{t(`cashDevice.manage.refill.${phase.step}`)}</span>
        </div>
      ) : null}

      {phase.step === 'recordFailed' ? (
        <Alert
          type="warning"
          showIcon
          title={t('cashDevice.manage.refill.recordFailed', { message: phase.message })}
          description={t('cashDevice.manage.refill.successAmount', {
            amount: money(phase.refilled.refillAmount),
          })}
        />
      ) : null}

      {phase.step === 'success' ? (
        <Result
          status="success"
          title={t('cashDevice.manage.refill.success')}
          subTitle={t('cashDevice.manage.refill.successAmount', { amount: money(phase.refilled.refillAmount) })}
        >
          <h3 className="cash-subtitle">{t('cashDevice.manage.refill.nowInMachine')}</h3>
          <dl className="cash-facts cash-facts--compact">
            <div>
              <dt>{t('cashDevice.manage.device.storedCoins')}</dt>
              <dd>{money(phase.refilled.system.storedCoins)}</dd>
            </div>
            <div>
              <dt>{t('cashDevice.manage.device.storedNotes')}</dt>
              <dd>{money(phase.refilled.system.storedNotes)}</dd>
            </div>
            <div className="cash-facts__total">
              <dt>{t('cashDevice.manage.device.total')}</dt>
              <dd>{money(phase.refilled.system.total)}</dd>
            </div>
          </dl>
        </Result>
      ) : null}
    </Modal>
  );
}
