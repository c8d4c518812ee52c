import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_KINDS } from '../../../../../contract/work-time';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import {
  useAccountHolidays,
  useRemoveAccountHoliday,
  useRemoveShopHoliday,
  useShopHolidays,
  useStaffList,
} from '../api';
import { HolidayFormDialog, newHolidayDraft, type THolidayDraft } from './holiday-form-dialog';
import { HolidayList, type THolidayRow } from './holiday-list';

const PAGE_SIZE = 20;
type TKindFilter = 'all' | (typeof HOLIDAY_KINDS)[number];

function Toolbar({ children }: { children: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 12 }}>{children}</div>
  );
}

function PastSwitch({ id, isOn, onChange }: { id: string; isOn: boolean; onChange: (isOn: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 40 }}>
      <Switch id={id} checked={isOn} onChange={onChange} />
      <label htmlFor={id}>{t('settings.holidays.showPast')}</label>
    </span>
  );
}

/** The shop's holidays: number, start, end, remark; add, edit, delete. */
export function ShopHolidaysPanel() {
  const { t } = useTranslation();
  const shop = useSession(selectCurrentShop);
  const isPhone = useSession((state) => state.phoneDevice);
  const [curPage, setCurPage] = useState(1);
  const [isPastShown, setIsPastShown] = useState(false);
  const [draft, setDraft] = useState<THolidayDraft | null>(null);
  const holidays = useShopHolidays({
    curPage,
    limit: PAGE_SIZE,
    ...(isPastShown ? {} : { fromDate: shopToday(shop?.timeZone) }),
  });
  const remove = useRemoveShopHoliday();

  return (
    <>
      <Toolbar>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDraft(newHolidayDraft(shop?.timeZone, false))}
          size={isPhone ? 'large' : 'middle'}
        >
          {t('settings.holidays.addShop')}
        </Button>
        <PastSwitch
          id="shop-holidays-past"
          isOn={isPastShown}
          onChange={(isOn) => {
            setIsPastShown(isOn);
            setCurPage(1);
          }}
        />
      </Toolbar>
      <HolidayList
        query={holidays}
        isStaff={false}
        onPageChange={setCurPage}
        onEdit={(row: THolidayRow) => setDraft(row)}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
      {draft ? <HolidayFormDialog draft={draft} isStaff={false} onClose={() => setDraft(null)} /> : null}
    </>
  );
}

/** Staff holidays and leave: employee, kind, start, end, remark; add, edit, delete. */
export function StaffHolidaysPanel() {
  const { t } = useTranslation();
  const shop = useSession(selectCurrentShop);
  const isPhone = useSession((state) => state.phoneDevice);
  const staff = useStaffList();
  const [curPage, setCurPage] = useState(1);
  const [isPastShown, setIsPastShown] = useState(false);
  const [accountId, setAccountId] = useState<number | undefined>(undefined);
  const [kind, setKind] = useState<TKindFilter>('all');
  const [draft, setDraft] = useState<THolidayDraft | null>(null);
  const holidays = useAccountHolidays({
    curPage,
    limit: PAGE_SIZE,
    ...(isPastShown ? {} : { fromDate: shopToday(shop?.timeZone) }),
    ...(accountId ? { accountId } : {}),
    ...(kind === 'all' ? {} : { kind }),
  });
  const remove = useRemoveAccountHoliday();

  const handleAdd = () =>
    setDraft({
      ...newHolidayDraft(shop?.timeZone, true, kind === 'all' ? 'leave' : kind),
      accountId: accountId ?? staff.data?.[0]?.id,
    });

  return (
    <>
      <Toolbar>
        <Button type="primary" icon={<PlusOutlined />} onClick={handleAdd} size={isPhone ? 'large' : 'middle'}>
          {t('settings.holidays.addStaff')}
        </Button>
        <Select
          allowClear
          placeholder={t('settings.holidays.allStaff')}
          value={accountId}
          onChange={(id?: number) => {
            setAccountId(id);
            setCurPage(1);
          }}
          options={(staff.data ?? []).map((member) => ({ value: member.id, label: member.name || member.accountName }))}
          style={{ minWidth: 180, flex: isPhone ? '1 1 100%' : undefined }}
          size={isPhone ? 'large' : 'middle'}
          aria-label={t('settings.holidays.employee')}
        />
        <Segmented
          value={kind}
          onChange={(value) => {
            setKind(value as TKindFilter);
            setCurPage(1);
          }}
          options={[
            { value: 'all', label: t('settings.kind.all') },
            ...HOLIDAY_KINDS.map((k) => ({ value: k, label: t(`settings.kind.${k}`) })),
          ]}
          size={isPhone ? 'large' : 'middle'}
        />
        <PastSwitch
          id="staff-holidays-past"
          isOn={isPastShown}
          onChange={(isOn) => {
            setIsPastShown(isOn);
            setCurPage(1);
          }}
        />
      </Toolbar>
      <HolidayList
        query={holidays}
        isStaff
        onPageChange={setCurPage}
        onEdit={(row) => setDraft(row as THolidayDraft)}
        onDelete={(row) => remove.mutateAsync(row.id)}
      />
      {draft ? <HolidayFormDialog draft={draft} isStaff onClose={() => setDraft(null)} /> : null}
    </>
  );
}
