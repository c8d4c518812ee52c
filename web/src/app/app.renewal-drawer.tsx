import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { expireDateText } from '../lib/date.format';
import { currentLanguage } from '../lib/i18n.setup';
import { DEFAULT_ROUTE } from '../lib/route.access';
import { isRouteAvailable } from '../lib/route.registry';
import { selectCurrentShop, useSession } from '../lib/session.store';
import { storage } from '../lib/storage.keys';
import { decideRenewal, type TRenewalDecision } from './app.renewal';

/** SPEC §2.4, §4 'Subscription expiry': the renewal reminder sliding up from the bottom. */
export function RenewalDrawer({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useSession(selectCurrentShop);
  const [decision, setDecision] = useState<TRenewalDecision | null>(null);
  const expireTime = shop?.expireTime;
  const goodsType = shop?.goodsType;

  useEffect(() => {
    const stored = Number(storage.get('drawerStorage'));
    const next = decideRenewal({
      expireTime,
      goodsType,
      path,
      now: Date.now(),
      lastOpenedAt: Number.isFinite(stored) && stored > 0 ? stored : null,
    });
    if (next.isOpeningRecorded) storage.set('drawerStorage', String(Date.now()));
    setDecision(next.isOpen ? next : null);
  }, [expireTime, goodsType, path]);

  if (!decision) return null;
  const date = expireDateText(expireTime, currentLanguage());
  const handleClose = () => setDecision(null);

  return (
    <Drawer
      open
      placement="bottom"
      size="auto"
      title={t('renewal.title')}
      closable={decision.isClosable}
      mask={{ closable: decision.isClosable }}
      keyboard={decision.isClosable}
      onClose={handleClose}
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          {decision.isClosable ? (
            <Button onClick={handleClose}>{t('common.close')}</Button>
          ) : (
            <Button onClick={() => navigate(DEFAULT_ROUTE)}>{t('common.back')}</Button>
          )}
          {isRouteAvailable('/frame/payDetail') ? (
            <Button type="primary" onClick={() => navigate('/frame/payDetail')}>
              {t('renewal.goRenew')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="renewal-drawer__text">
        {decision.isExpired ? t('renewal.expired', { date }) : t('renewal.willExpire', { date })}
      </p>
    </Drawer>
  );
}
