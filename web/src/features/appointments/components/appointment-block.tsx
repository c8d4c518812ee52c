import AccountBookFilled from '@ant-design/icons/AccountBookFilled';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CrownFilled from '@ant-design/icons/CrownFilled';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PROJECT_COLOR } from '../../../../../contract/projects';
import type { TBoardAppointment } from '../api';

type TProps = {
  item: TBoardAppointment;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  rowHeight: number;
  isPhoneShown: boolean;
  state: 'idle' | 'moving' | 'resizing';
  onPointerDown: (event: React.PointerEvent<HTMLElement>) => void;
  onEdgePointerDown: (event: React.PointerEvent<HTMLElement>) => void;
  onOpen: () => void;
};

const KIND_ICON = {
  temporary: <ClockCircleOutlined aria-hidden />,
  member: <UserOutlined aria-hidden />,
  app: <MobileOutlined aria-hidden />,
} as const;

/** One appointment on the board, in its first project's colour, with its kind and arrival state (SPEC §2.8). */
export function AppointmentBlock(props: TProps) {
  const { item, top, height, lane, lanes, rowHeight, isPhoneShown, state } = props;
  const { t } = useTranslation();
  const color = item.projects[0]?.bgColor ?? DEFAULT_PROJECT_COLOR;
  const name = item.kind === 'temporary' ? t('appointments.kind.temporary') : item.customName;
  const projects = item.projects.map((p) => p.productName).join(', ');
  const rows = Math.max(1, Math.round(height / rowHeight));
  const label = t('appointments.board.blockLabel', {
    time: `${item.startTime}–${item.endTime}`,
    name,
    projects,
  });
  return (
    <button
      type="button"
      aria-label={label}
      className={`board-block board-block--${state}${item.arrivedFlag === 1 ? ' board-block--arrived' : ''}`}
      style={{
        top,
        height,
        left: `calc(${(lane / lanes) * 100}% + 2px)`,
        width: `calc(${100 / lanes}% - 4px)`,
        background: color,
      }}
      data-testid={`appt-${item.id}`}
      data-start={item.startTime}
      data-account={item.shopAccountId}
      data-version={item.version}
      onPointerDown={props.onPointerDown}
      onContextMenu={(event) => event.preventDefault()}
      // A pointer opens through the gesture (a press that did not drag); this is the keyboard's Enter or Space.
      onClick={(event) => {
        if (event.detail === 0) props.onOpen();
      }}
    >
      <span className="board-block__line">
        <span className="board-block__kind" title={t(`appointments.kind.${item.kind}`)}>
          {item.vipFlag === 1 ? <CrownFilled aria-hidden /> : KIND_ICON[item.kind]}
        </span>
        <span className="board-block__time">{item.startTime}</span>
        <span className="board-block__name">{name}</span>
        {item.arrivedFlag === 1 ? (
          <CheckCircleFilled className="board-block__arrived" title={t('appointments.arrived.yes')} />
        ) : null}
        {item.billId !== null ? (
          <AccountBookFilled
            className="board-block__billed"
            title={t('appointments.arrived.billed')}
            data-testid={`appt-billed-${item.id}`}
          />
        ) : null}
      </span>
      {rows >= 2 ? <span className="board-block__line board-block__projects">{projects}</span> : null}
      {rows >= 3 && isPhoneShown && item.customPhone ? (
        <span className="board-block__line board-block__muted">{item.customPhone}</span>
      ) : null}
      {rows >= 4 && item.remark ? <span className="board-block__line board-block__muted">{item.remark}</span> : null}
      <span
        className="board-block__edge"
        onPointerDown={props.onEdgePointerDown}
        aria-hidden
        data-testid={`appt-edge-${item.id}`}
      />
    </button>
  );
}
