import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import MoreOutlined from '@ant-design/icons/MoreOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Input from 'antd/es/input';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../../contract/errors';
import type { TPrepayCard } from '../../../../../contract/prepay';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { ResponsivePagedList } from '../../../lib/responsive-paged-list';
import { useSession } from '../../../lib/session.store';
import { GIFT_CARD_PAGE_SIZE, useDeleteGiftCard, useGiftCardList } from '../api';
import { GiftCardFormDialog } from '../components/gift-card-form-dialog';
import { GiftRechargeDialog } from '../components/gift-recharge-dialog';
import '../marketing.css';
import { useCanRecharge } from '../../../lib/use-can-recharge';
import { useShopMoney } from '../../../lib/use-shop-money';

/** Typing searches after a short pause, so each key press does not send a request. */
const SEARCH_DELAY_MS = 300;

type TDialog = { kind: 'recharge'; card: TPrepayCard | null } | { kind: 'edit'; card: TPrepayCard } | null;
type TCardAction = 'recharge' | 'edit' | 'delete';

/** SPEC §2.14 gift cards: list, recharge (a new card or a top-up), update phone and remark, delete a card at 0. */
export function GiftVoucherPage() {
  const { t } = useTranslation();
  const canRecharge = useCanRecharge();
  const { modal } = AntApp.useApp();
  const isPhone = useSession((state) => state.phoneDevice);
  const language = currentLanguage();
  const money = useShopMoney();
  const [searchText, setSearchText] = useState('');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<TDialog>(null);
  const listQuery = useGiftCardList({ curPage: page, limit: GIFT_CARD_PAGE_SIZE, key });
  const deleteCard = useDeleteGiftCard();
  const cards = listQuery.data?.list ?? [];
  const totalCount = listQuery.data?.totalCount ?? 0;

  useEffect(() => {
    const timer = setTimeout(() => {
      setKey(searchText.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  // A delete can empty the last page: show the one before it.
  useEffect(() => {
    if (listQuery.isSuccess && !listQuery.isPlaceholderData && cards.length === 0 && page > 1) {
      setPage((current) => current - 1);
    }
  }, [listQuery.isSuccess, listQuery.isPlaceholderData, cards.length, page]);

  const handleDelete = (card: TPrepayCard) => {
    modal.confirm({
      title: t('marketing.deleteTitle'),
      content: t('marketing.gift.deleteConfirm', { cardNo: card.cardNo }),
      okText: t('common.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleteCard
          .mutateAsync({ id: card.id })
          .then(() => notify.success(t('marketing.gift.deleteSuccess')))
          .catch((error: unknown) => {
            // The server refuses a card whose balance is not 0 and says so: its text is the reason shown.
            const reason = error instanceof Error ? error.message : errorText('GENERIC', language);
            notify.error(t('marketing.gift.deleteFailed', { reason }));
          }),
    });
  };

  const handleAction = (card: TPrepayCard, action: TCardAction) => {
    if (action === 'delete') handleDelete(card);
    else setDialog({ kind: action, card });
  };

  const statusTag = (card: TPrepayCard) => (
    <Tag color={card.status === 'active' ? 'green' : 'default'}>{t(`marketing.gift.status.${card.status}`)}</Tag>
  );

  const desktopColumns: ColumnsType<TPrepayCard> = [
    { key: 'cardNo', dataIndex: 'cardNo', title: t('marketing.gift.cardNo'), width: 150 },
    { key: 'phone', dataIndex: 'phone', title: t('marketing.gift.phone'), width: 160 },
    {
      key: 'rechargeAmount',
      title: t('marketing.gift.rechargeAmount'),
      align: 'right',
      width: 150,
      render: (_, card) => money(card.rechargeAmount),
    },
    {
      key: 'availableBalance',
      title: t('marketing.gift.availableBalance'),
      align: 'right',
      width: 150,
      render: (_, card) => <strong>{money(card.availableBalance)}</strong>,
    },
    { key: 'remark', dataIndex: 'remark', title: t('marketing.gift.remark'), ellipsis: true },
    { key: 'status', title: t('marketing.gift.statusTitle'), width: 100, render: (_, card) => statusTag(card) },
    {
      key: 'actions',
      title: t('marketing.actions'),
      width: 290,
      render: (_, card) => (
        <span className="marketing-actions">
          {canRecharge ? (
            <Button
              size="small"
              icon={<WalletOutlined aria-hidden />}
              aria-label={t('marketing.gift.rechargeNamed', { cardNo: card.cardNo })}
              onClick={() => handleAction(card, 'recharge')}
            >
              {t('marketing.gift.rechargeShort')}
            </Button>
          ) : null}
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('marketing.gift.editNamed', { cardNo: card.cardNo })}
            onClick={() => handleAction(card, 'edit')}
          >
            {t('marketing.edit')}
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('marketing.gift.deleteNamed', { cardNo: card.cardNo })}
            onClick={() => handleAction(card, 'delete')}
          >
            {t('marketing.delete')}
          </Button>
        </span>
      ),
    },
  ];

  // Phones: one cell for the card and its holder, one for the money, the actions in a menu.
  const phoneColumns: ColumnsType<TPrepayCard> = [
    {
      key: 'card',
      title: t('marketing.gift.cardNo'),
      render: (_, card) => (
        <div className="marketing-cell">
          <span className="marketing-cell__main">
            <strong>{card.cardNo}</strong> {statusTag(card)}
          </span>
          {card.phone ? <span className="marketing-cell__sub">{card.phone}</span> : null}
          {card.remark ? <span className="marketing-cell__sub">{card.remark}</span> : null}
        </div>
      ),
    },
    {
      key: 'money',
      title: t('marketing.gift.availableBalance'),
      align: 'right',
      width: 118,
      render: (_, card) => (
        <div className="marketing-cell">
          <strong>{money(card.availableBalance)}</strong>
          <span className="marketing-cell__sub">
            {t('marketing.gift.rechargedTotal', { amount: money(card.rechargeAmount) })}
          </span>
        </div>
      ),
    },
    {
      key: 'actions',
      title: <span className="marketing-visually-hidden">{t('marketing.actions')}</span>,
      width: 44,
      render: (_, card) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              ...(canRecharge
                ? [{ key: 'recharge', icon: <WalletOutlined aria-hidden />, label: t('marketing.gift.rechargeShort') }]
                : []),
              { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('marketing.edit') },
              { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('marketing.delete'), danger: true },
            ],
            onClick: ({ key: action }) => handleAction(card, action as TCardAction),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('marketing.gift.actionsNamed', { cardNo: card.cardNo })}
          />
        </Dropdown>
      ),
    },
  ];

  return (
    <div className="marketing-page">
      <div className="marketing-toolbar">
        <Input.Search
          className="marketing-search"
          value={searchText}
          allowClear
          placeholder={t('marketing.gift.searchPlaceholder')}
          aria-label={t('marketing.gift.searchPlaceholder')}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => {
            setKey(value.trim());
            setPage(1);
          }}
        />
        {canRecharge ? (
          <Button
            type="primary"
            icon={<WalletOutlined aria-hidden />}
            onClick={() => setDialog({ kind: 'recharge', card: null })}
          >
            {t('marketing.gift.recharge.title')}
          </Button>
        ) : null}
      </div>
      <ResponsivePagedList<TPrepayCard>
        rows={cards}
        rowKey="id"
        columns={isPhone ? phoneColumns : desktopColumns}
        query={listQuery}
        isBusy={deleteCard.isPending}
        emptyText={t(key ? 'marketing.gift.emptySearch' : 'marketing.gift.empty')}
        pager={{
          page,
          pageSize: GIFT_CARD_PAGE_SIZE,
          totalCount,
          totalText: (count) => t('marketing.total', { count }),
          onPage: setPage,
        }}
        table={{ tableLayout: 'fixed', scroll: { x: 1100, y: 750 } }}
      />
      {dialog?.kind === 'recharge' ? <GiftRechargeDialog card={dialog.card} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <GiftCardFormDialog card={dialog.card} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
