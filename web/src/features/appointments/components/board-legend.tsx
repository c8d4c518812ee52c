import AccountBookFilled from '@ant-design/icons/AccountBookFilled';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CrownFilled from '@ant-design/icons/CrownFilled';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';

/** What the board's marks mean: the kinds, arrival, billing, and the shaded unavailable time. */
export function BoardLegend() {
  const { t } = useTranslation();
  const isTouch = typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;
  return (
    <div className="board-legend">
      <span className="board-legend__item">
        <ClockCircleOutlined aria-hidden /> {t('appointments.kind.temporary')}
      </span>
      <span className="board-legend__item">
        <UserOutlined aria-hidden /> {t('appointments.kind.member')}
      </span>
      <span className="board-legend__item">
        <CrownFilled aria-hidden /> {t('appointments.kind.vip')}
      </span>
      <span className="board-legend__item">
        <MobileOutlined aria-hidden /> {t('appointments.kind.app')}
      </span>
      <span className="board-legend__item">
        <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden /> {t('appointments.arrived.yes')}
      </span>
      <span className="board-legend__item">
        <AccountBookFilled style={{ color: '#1d39c4' }} aria-hidden /> {t('appointments.arrived.billed')}
      </span>
      <span className="board-legend__item">
        <span className="board-legend__swatch board-legend__swatch--off" />
        {t('appointments.legend.unavailable')}
      </span>
      <span className="board-legend__item">
        <span className="board-legend__swatch board-legend__swatch--leave" />
        {t('appointments.legend.leave')}
      </span>
      <span className="board-legend__item">
        {isTouch ? t('appointments.legend.touch') : t('appointments.legend.mouse')}
      </span>
    </div>
  );
}
