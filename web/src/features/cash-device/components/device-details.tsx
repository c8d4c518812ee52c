import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusableScroll } from '../../../lib/focusable-scroll';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useSession } from '../../../lib/session.store';
import { useShopMoney } from '../../../lib/use-shop-money';
import { deviceBaseUrl, type TDeviceSystem } from '../cash-device.client';
import { deviceErrorText, lowDenominations, operatorOf, type TDenomination } from '../management.rules';
import { useMachineSystem, useSetMachineSystem } from '../use-machine-system';
import { RefillDialog } from './refill-dialog';

type TProps = { cashDeviceIp: string; shopCurrency: string };

/**
 * The machine's details as it reports them (SPEC §3 Cash device): its address, the coins and notes stored for change
 * and in the cash box, the total, and per denomination the pieces against the expected level, with an alert naming
 * each one below it. Read from the machine on opening and on Refresh; a machine that does not answer is said so
 * within the client's 4 s, with a retry.
 */
export function DeviceDetails({ cashDeviceIp, shopCurrency }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const money = useShopMoney();
  const user = useSession((state) => state.user);
  const operator = operatorOf(user);
  const baseUrl = deviceBaseUrl(cashDeviceIp);
  const systemQuery = useMachineSystem(baseUrl, operator);
  const setSystem = useSetMachineSystem(baseUrl);
  const [refillKey, setRefillKey] = useState<number | null>(null);
  const system = systemQuery.isError ? undefined : systemQuery.data;

  return (
    <section className="cash-section" aria-labelledby="cash-device-title" aria-busy={systemQuery.isFetching}>
      <div className="cash-section__head">
        <h2 id="cash-device-title">{t('cashDevice.manage.device.title')}</h2>
        <div className="cash-section__actions">
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={systemQuery.isFetching}
            onClick={() => void systemQuery.refetch()}
          >
            {t('cashDevice.manage.device.refresh')}
          </Button>
          <Button type="primary" disabled={!system || systemQuery.isFetching} onClick={() => setRefillKey(Date.now())}>
            {t('cashDevice.manage.refill.open')}
          </Button>
        </div>
      </div>

      {systemQuery.isError && !systemQuery.isFetching ? (
        <Alert
          type="error"
          showIcon
          title={deviceErrorText(systemQuery.error, language, 'CASH_DEVICE_NOT_CONNECTED')}
          description={t('cashDevice.manage.device.ipOf', { host: new URL(baseUrl).host })}
          action={<Button onClick={() => void systemQuery.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}

      {!system && systemQuery.isFetching ? (
        <div className="cash-connecting" role="status">
          <Spin size="small" />
          <span>{t('cashDevice.manage.device.connecting')}</span>
        </div>
      ) : null}

      {system ? (
        <MachineCounts system={system} host={new URL(baseUrl).host} shopCurrency={shopCurrency} money={money} />
      ) : null}

      {refillKey !== null && system ? (
        <RefillDialog
          key={refillKey}
          baseUrl={baseUrl}
          operator={operator}
          denominations={system.denominations}
          money={money}
          onRefilled={setSystem}
          onClose={() => setRefillKey(null)}
        />
      ) : null}
    </section>
  );
}

type TCountsProps = {
  system: TDeviceSystem;
  host: string;
  shopCurrency: string;
  money: (cents: number) => string;
};

function MachineCounts({ system, host, shopCurrency, money }: TCountsProps) {
  const { t } = useTranslation();
  const tableRef = useRef<HTMLDivElement>(null);
  useFocusableScroll(tableRef, t('cashDevice.manage.levels.tableLabel'));
  const isPhone = useSession((state) => state.phoneDevice);
  const low = lowDenominations(system);
  const lowValues = new Set(low.map((denomination) => denomination.value));
  const count = new Intl.NumberFormat(currentLanguage());
  const kindOf = (denomination: TDenomination) => t(`cashDevice.manage.kind.${denomination.kind}`);

  const facts: [string, string][] = [
    ['storedCoins', money(system.storedCoins)],
    ['cashboxCoins', money(system.cashboxCoins)],
    ['storedNotes', money(system.storedNotes)],
    ['cashboxNotes', money(system.cashboxNotes)],
  ];

  // A phone shows the type under the denomination, so the four counts fit its width without scrolling sideways.
  const columns: ColumnsType<TDenomination> = [
    {
      key: 'denomination',
      title: t('cashDevice.manage.levels.denomination'),
      render: (_, denomination) => (
        <span className="cash-denomination">
          <strong>{money(denomination.value)}</strong>
          {isPhone ? <span className="cash-muted">{kindOf(denomination)}</span> : null}
        </span>
      ),
    },
    ...(isPhone
      ? []
      : [
          {
            key: 'kind',
            title: t('cashDevice.manage.levels.kind'),
            render: (_: unknown, denomination: TDenomination) => kindOf(denomination),
          },
        ]),
    {
      key: 'stored',
      title: t('cashDevice.manage.levels.stored'),
      align: 'right',
      render: (_, denomination) => (
        <span className="cash-count">
          {lowValues.has(denomination.value) ? <Tag color="warning">{t('cashDevice.manage.levels.below')}</Tag> : null}
          {count.format(denomination.stored)}
        </span>
      ),
    },
    {
      key: 'cashbox',
      title: t('cashDevice.manage.levels.cashbox'),
      align: 'right',
      render: (_, denomination) => count.format(denomination.cashbox),
    },
    {
      key: 'alertLevel',
      title: t('cashDevice.manage.levels.alertLevel'),
      align: 'right',
      render: (_, denomination) => count.format(denomination.alertLevel),
    },
  ];

  return (
    <>
      {system.currency !== shopCurrency ? (
        <Alert
          type="warning"
          showIcon
          title={t('cashDevice.manage.device.currencyMismatch', { machine: system.currency, shop: shopCurrency })}
        />
      ) : null}
      <dl className="cash-facts">
        <div>
          <dt>{t('cashDevice.manage.device.ip')}</dt>
          <dd>{host}</dd>
        </div>
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`cashDevice.manage.device.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="cash-facts__total">
          <dt>{t('cashDevice.manage.device.total')}</dt>
          <dd>{money(system.total)}</dd>
        </div>
      </dl>
      {low.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('cashDevice.manage.alert.title')}
          description={
            <ul className="cash-alert-list">
              {low.map((denomination) => (
                <li key={denomination.value}>
                  {t('cashDevice.manage.alert.item', {
                    denomination: money(denomination.value),
                    kind: kindOf(denomination),
                    stored: count.format(denomination.stored),
                    level: count.format(denomination.alertLevel),
                  })}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <h3 className="cash-subtitle">{t('cashDevice.manage.levels.title')}</h3>
      <div ref={tableRef} className="cash-levels">
        <Table<TDenomination>
          rowKey="value"
          size="small"
          columns={columns}
          dataSource={system.denominations}
          pagination={false}
          rowClassName={(denomination) => (lowValues.has(denomination.value) ? 'cash-row--low' : '')}
          scroll={isPhone ? undefined : { x: 'max-content' }}
          aria-label={t('cashDevice.manage.levels.tableLabel')}
        />
      </div>
    </>
  );
}
