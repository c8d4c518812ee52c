import DownOutlined from '@ant-design/icons/DownOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAppointment } from '../../../../../contract/appointments';
import { errorText, type TErrorKey } from '../../../../../contract/errors';
import { localNow } from '../../../../../contract/shop-time';
import { useWindowWidth } from '../../../components/use-window-width';
import { currentLanguage } from '../../../lib/i18n.setup';
import { notify } from '../../../lib/notify.bridge';
import { openReceipt } from '../../../lib/receipt.bridge';
import { createNonceKeeper } from '../../../lib/request.nonce';
import { RpcError } from '../../../lib/rpc.client';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday, shopZone } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { type TCashSession, useOpenCashSession, useStartCashSession } from '../../cash-device/api';
import {
  fetchCardByNo,
  type TBill,
  useBillingStaff,
  useBookCustomer,
  useCardBalance,
  useCreateBill,
  useCreateBillByAppoint,
  useRechargeRules,
  useShopProjects,
} from '../api';
import {
  addProject,
  applyProjects,
  createByAppointInputOf,
  createInputOf,
  draftFromAppointment,
  emptyDraft,
  figuresOf,
  formProblem,
  isMemberCustomer,
  staffSum,
  type TBillDraft,
  type TCustomerChoice,
  type TDeductionField,
  type TGiftCardCheck,
  type TOrderType,
} from '../bookkeeping.form';
import { AmountInput } from './amount-input';
import { CardBalancePay } from './card-balance-pay';
import { CashPaymentWindow } from './cash-payment-window';
import { CustomerSection, PickedCustomer } from './customer-section';
import { DeductionsSection } from './deductions-section';
import { OrderSection } from './order-section';
import { PaymentStep } from './payment-step';
import { ProjectsField, type TProjectOption } from './projects-field';
import { RechargeSection } from './recharge-section';
import { StaffLines } from './staff-lines';
import { UnpaidOrderPanel } from './unpaid-order-panel';

const boardPath = (day: string) => `/frame/appointNew/${day}`;
/** From this width the till is two columns that fit one screen (issue 21); below it, one column with a total bar. */
const WIDE_TILL_MIN_WIDTH = 1200;

/** The deductions' fields: a refusal at one of them unfolds the deductions to show it. */
const DEDUCTION_FIELDS: TDeductionField[] = ['coupon', 'discountDeduction', 'giftVoucher', 'memberDeduction'];

type TSectionOptions = { testId?: string; extra?: ReactNode; isClosed?: boolean };

/** A server field as the form names it: the projects are one field ('productIds.2' is the projects field). */
const formFieldOf = (field: string) => (field.startsWith('productIds.') ? 'productIds' : field);

export type TBillFormMode = { kind: 'new' } | { kind: 'appointment'; appointment: TAppointment };

type TSubmitStatus = 'paid' | 'unpaid';

/** A payment at the cash machine under way: the server's session, and the unpaid order it collects for. */
type TDevicePayment = { session: TCashSession; isResumed: boolean; order: TBill | null };

/** Whether a tender has a cash part the machine could collect. */
const hasCashPart = (draft: TBillDraft, actual: number) =>
  actual > 0 &&
  (draft.tender.method === 'cash' || (draft.tender.method === 'split' && Number(draft.tender.cashAmount) > 0));

/** Now in the shop: today's date and the time of day. */
function shopNow(timeZone: string | undefined) {
  const zone = shopZone(timeZone);
  return { day: shopToday(zone), time: localNow(zone, new Date()).time };
}

function startDraft(mode: TBillFormMode, timeZone: string | undefined): TBillDraft {
  const now = shopNow(timeZone);
  return mode.kind === 'appointment' ? draftFromAppointment(mode.appointment, now) : emptyDraft(now.day, now.time);
}

/**
 * The bookkeeping form (SPEC §2.9) for a new bill or one started from an appointment: order type, customer, staff
 * lines, projects, deductions, the live total and actual amount, and the payment step. It checks what the server
 * checks, with the same texts, before sending; one nonce per submission makes a retry or a double press one bill.
 */
export function BillForm({ mode }: { mode: TBillFormMode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const money = useShopMoney();
  const shop = useSession(selectCurrentShop);
  const isPhone = useSession((state) => state.phoneDevice);
  const isWide = useWindowWidth() >= WIDE_TILL_MIN_WIDTH && !isPhone;
  const appointment = mode.kind === 'appointment' ? mode.appointment : null;

  const [draft, setDraft] = useState<TBillDraft>(() => startDraft(mode, shop?.timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [giftCheck, setGiftCheck] = useState<TGiftCardCheck>({ status: 'unchecked' });
  const [isGiftChecking, setGiftChecking] = useState(false);
  const [unpaid, setUnpaid] = useState<TBill | null>(null);
  // Rarely used parts stay folded until asked for, so the till fits one screen (issue 21).
  const [isReasonAsked, setReasonAsked] = useState(false);
  const [isDeductionsOpen, setDeductionsOpen] = useState(false);
  const nonceKeeper = useRef(createNonceKeeper()).current;
  const isSubmitting = useRef(false);
  const isViaDevice = useRef(false);
  const [device, setDevice] = useState<TDevicePayment | null>(null);
  const [leftOpenId, setLeftOpenId] = useState('');
  const hasDevice = shop?.cashDeviceFlag === 1;
  const openSession = useOpenCashSession(hasDevice);
  const startSession = useStartCashSession();
  const payRef = useRef<HTMLElement>(null);

  const staffQuery = useBillingStaff();
  const projectsQuery = useShopProjects();
  const rulesQuery = useRechargeRules(draft.orderType === 'memberRecharge');
  const createBill = useCreateBill();
  const createByAppoint = useCreateBillByAppoint();
  const isPending = createBill.isPending || createByAppoint.isPending;

  // Projects by id: the shop's list, plus an appointment's project that is no longer in it.
  const projects = useMemo(() => {
    const byId = new Map<number, TProjectOption>();
    for (const p of projectsQuery.data?.list ?? []) byId.set(p.id, { id: p.id, name: p.name, unitPrice: p.unitPrice });
    for (const p of appointment?.projects ?? []) {
      if (!byId.has(p.productId))
        byId.set(p.productId, { id: p.productId, name: p.productName, unitPrice: p.unitPrice });
    }
    return byId;
  }, [projectsQuery.data, appointment]);
  const priceOf = (id: number) => projects.get(id)?.unitPrice ?? 0;
  const nameOf = (id: number) => projects.get(id)?.name ?? `#${id}`;

  const rules = rulesQuery.data?.list ?? [];
  const ruleAmount = (id: number) => rules.find((rule) => rule.id === id)?.rechargeAmount ?? null;

  // The member card: the picked customer's, or the appointment customer's found in the customer book.
  const picked = draft.customer.kind === 'customer' ? draft.customer.customer : null;
  const bookKey = appointment ? (appointment.customPhone || appointment.customName).trim() : '';
  const bookCustomer = useBookCustomer(appointment?.customerId ?? null, bookKey);
  const cardNo = picked?.cardNo || bookCustomer.data?.cardNo || '';
  const cardBalance = useCardBalance(picked && picked.vipFlag !== 0 ? cardNo : '');
  const memberBalance =
    cardBalance.data?.availableBalance ?? picked?.balance ?? bookCustomer.data?.availableBalance ?? null;
  const isMember = isMemberCustomer(draft.customer);

  const figures = figuresOf(draft, ruleAmount);
  const isFrontDesk = draft.orderType === 'frontDesk';

  const change = (patch: Partial<TBillDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (Object.keys(errors).length > 0) setErrors({});
    setFormError(null);
  };

  const changeCustomer = (customer: TCustomerChoice) =>
    change({ customer, ...(isMemberCustomer(customer) ? {} : { memberDeduction: '' }) });

  const changeOrderType = (orderType: TOrderType) => {
    const customer: TCustomerChoice =
      orderType === 'memberRecharge'
        ? { kind: 'customer', customer: picked && picked.vipFlag !== 0 ? picked : null }
        : draft.customer;
    change({ orderType, customer, tender: { ...draft.tender, cashAmount: '', cardAmount: '' } });
  };

  /** A message at its field, unfolding the folded part that holds the field so that it shows. */
  const showFieldError = (field: string, text: string) => {
    setErrors({ [field]: text });
    if (field === 'reason') setReasonAsked(true);
    if (DEDUCTION_FIELDS.some((deduction) => deduction === field)) setDeductionsOpen(true);
  };

  const showProblem = (key: TErrorKey, field: string) => {
    const text = errorText(key, language);
    showFieldError(field, text);
    setFormError(text);
  };

  const handleAddProject = (productId: number) => {
    const result = addProject(draft, productId, priceOf);
    if (result.problem) {
      showProblem(result.problem.key, result.problem.field);
      return;
    }
    change({ productIds: result.draft.productIds, totalAmount: result.draft.totalAmount, staff: result.draft.staff });
  };

  const handleRemoveProject = (productId: number) => {
    const next = applyProjects(
      draft,
      draft.productIds.filter((id) => id !== productId),
      priceOf,
    );
    change({ productIds: next.productIds, totalAmount: next.totalAmount, staff: next.staff });
  };

  const handleCheckGiftCard = async () => {
    const typed = draft.giftCardNo.trim();
    if (!typed) return;
    setGiftChecking(true);
    try {
      const card = await fetchCardByNo(typed);
      setGiftCheck(
        card && card.kind === 'gift' && card.status === 'active'
          ? { status: 'found', cardNo: typed, balance: card.availableBalance }
          : { status: 'missing', cardNo: typed },
      );
    } catch (error) {
      notify.error(error instanceof Error ? error.message : errorText('GENERIC', language));
    } finally {
      setGiftChecking(false);
    }
  };

  const reset = () => {
    const now = shopNow(shop?.timeZone);
    setDraft({ ...emptyDraft(draft.billDay, now.time), orderType: draft.orderType });
    setGiftCheck({ status: 'unchecked' });
    setReasonAsked(false);
    setDeductionsOpen(false);
    setErrors({});
    setFormError(null);
    setUnpaid(null);
  };

  /** The machine collects an unpaid order's cash part: the server records the session first, then the window runs. */
  const payAtDevice = (order: TBill) => {
    startSession.mutate(
      { billId: order.id },
      {
        onSuccess: (session) => setDevice({ session, isResumed: false, order }),
        onError: (error) => {
          notify.error(error.message);
          setUnpaid(order);
        },
      },
    );
  };

  /** The window closed: a paid order goes on as any paid bill; otherwise the unpaid order stays to settle. */
  const handleDeviceClosed = (sessionId: string, bill: TBill | null) => {
    const order = bill ?? device?.order ?? null;
    // A session closed here is not offered again on this page: ended, or left open because the machine was not reached.
    setLeftOpenId(sessionId);
    setDevice(null);
    if (!order) return;
    if (order.status === 'paid') finishPaid(order);
    else setUnpaid(order);
  };

  const handleSaved = (bill: TBill) => {
    nonceKeeper.finish();
    if (bill.status === 'unpaid' && isViaDevice.current) {
      payAtDevice(bill);
      return;
    }
    if (bill.status === 'unpaid') {
      notify.success(t('bookkeeping.unpaid.created'));
      setUnpaid(bill);
      return;
    }
    finishPaid(bill);
  };

  /** A paid bill: its receipt, then a new bill, or back to the board for an appointment's. */
  const finishPaid = (bill: TBill) => {
    notify.success(t('bookkeeping.saved', { billOrderNo: bill.billOrderNo }));
    const path = appointment ? boardPath(appointment.appointDay) : undefined;
    openReceipt({ billId: bill.id, billOrderNo: bill.billOrderNo, isJustSaved: true, path });
    if (appointment) navigate(boardPath(appointment.appointDay));
    else reset();
  };

  const handleFailed = (error: Error) => {
    // A refusal ends this submission; a lost connection keeps the nonce, so sending again cannot make two bills.
    if (error instanceof RpcError && !error.isTransport) nonceKeeper.finish();
    const text = error.message || errorText('GENERIC', language);
    setFormError(text);
    if (error instanceof RpcError && error.field) showFieldError(formFieldOf(error.field), text);
  };

  const submit = (status: TSubmitStatus, viaDevice = false) => {
    if (isSubmitting.current || isPending || startSession.isPending) return;
    const problem = formProblem(draft, { member: isMember ? memberBalance : null, gift: giftCheck }, ruleAmount);
    if (problem) {
      showProblem(problem.key, problem.field);
      return;
    }
    isSubmitting.current = true;
    isViaDevice.current = viaDevice;
    const settle = { onSuccess: handleSaved, onError: handleFailed, onSettled: () => (isSubmitting.current = false) };
    if (appointment) {
      const input = createByAppointInputOf(draft, appointment.id, status);
      createByAppoint.mutate({ ...input, nonce: nonceKeeper.nonceFor(input) }, settle);
    } else {
      const input = createInputOf(draft, status, ruleAmount);
      createBill.mutate({ ...input, nonce: nonceKeeper.nonceFor(input) }, settle);
    }
  };

  const toBoard = appointment ? () => navigate(boardPath(appointment.appointDay)) : null;

  // A session a closed browser left open is found on the next load and finished (ADR 032). The window is the page's
  // own from then on: recording its end refreshes the query, which must not close it before the user does.
  const found = openSession.data?.session ?? null;
  useEffect(() => {
    if (found && found.id !== leftOpenId)
      setDevice((shown) => shown ?? { session: found, isResumed: true, order: null });
  }, [found, leftOpenId]);
  const deviceWindow = device ? (
    <CashPaymentWindow
      session={device.session}
      isResumed={device.isResumed}
      money={money}
      onClose={(bill) => handleDeviceClosed(device.session.id, bill)}
    />
  ) : null;

  if (unpaid) {
    return (
      <>
        {deviceWindow}
        <UnpaidOrderPanel
          key={unpaid.id + unpaid.status}
          bill={unpaid}
          money={money}
          onPayAtDevice={
            hasDevice ? { run: () => payAtDevice(unpaid), isStarting: startSession.isPending || !!device } : undefined
          }
          actions={
            toBoard ? (
              <Button onClick={toBoard}>{t('bookkeeping.appointment.backToBoard')}</Button>
            ) : (
              <Button onClick={reset}>{t('bookkeeping.unpaid.newBill')}</Button>
            )
          }
        />
      </>
    );
  }

  const fieldStatus = (field: string) => (errors[field] ? ('error' as const) : undefined);
  const section = (title: string, children: ReactNode, options: TSectionOptions = {}) => (
    <Card
      title={title}
      extra={options.extra}
      size={isPhone || isWide ? 'small' : 'default'}
      className={options.isClosed ? 'bk-card bk-card--closed' : 'bk-card'}
      data-testid={options.testId}
    >
      {children}
    </Card>
  );
  const sum = staffSum(draft.staff);
  const isReasonShown = isReasonAsked || draft.reason !== '';

  const deductions = isFrontDesk
    ? section(
        t('bookkeeping.deductions.title'),
        <div id="bk-deductions-body" hidden={!isDeductionsOpen}>
          <DeductionsSection
            draft={draft}
            onChange={change}
            isMember={isMember}
            memberBalance={memberBalance}
            errors={errors}
            money={money}
            isDisabled={isPending}
          />
        </div>,
        {
          testId: 'bk-deductions',
          isClosed: !isDeductionsOpen,
          extra: (
            <span className="bk-card-extra">
              {figures.deductions > 0 ? <span className="bk-muted">− {money(figures.deductions)}</span> : null}
              <Button
                type="link"
                size="small"
                aria-expanded={isDeductionsOpen}
                aria-controls="bk-deductions-body"
                icon={isDeductionsOpen ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
                iconPlacement="end"
                onClick={() => setDeductionsOpen(!isDeductionsOpen)}
              >
                {t(isDeductionsOpen ? 'bookkeeping.deductions.hide' : 'bookkeeping.deductions.show')}
              </Button>
            </span>
          ),
        },
      )
    : null;

  return (
    <>
      {deviceWindow}
      <Form
        layout="vertical"
        component="div"
        className={isWide ? 'bk-form bk-form--wide' : 'bk-form'}
        requiredMark={false}
      >
        <div className="bk-main">
          {section(
            t('bookkeeping.order.title'),
            <OrderSection
              draft={draft}
              onChange={change}
              onOrderTypeChange={changeOrderType}
              appointment={appointment}
              isReasonShown={isReasonShown}
              errors={errors}
              isPhone={isPhone}
              isDisabled={isPending}
            />,
            {
              extra: isReasonShown ? null : (
                <Button
                  type="link"
                  size="small"
                  icon={<PlusOutlined aria-hidden />}
                  disabled={isPending}
                  onClick={() => setReasonAsked(true)}
                >
                  {t('bookkeeping.order.addReason')}
                </Button>
              ),
            },
          )}

          {isFrontDesk
            ? section(
                t('bookkeeping.customer.title'),
                appointment ? (
                  picked ? (
                    <PickedCustomer customer={picked} balance={memberBalance} money={money} />
                  ) : (
                    <p className="bk-muted">
                      {draft.customer.kind === 'walkIn'
                        ? [draft.customer.name, draft.customer.phone].filter(Boolean).join(' · ')
                        : t('bookkeeping.appointment.temporary')}
                    </p>
                  )
                ) : (
                  <CustomerSection
                    value={draft.customer}
                    onChange={changeCustomer}
                    errors={errors}
                    memberBalance={memberBalance}
                    money={money}
                    isDisabled={isPending}
                  />
                ),
                { testId: 'bk-customer' },
              )
            : section(
                t(`bookkeeping.order.${draft.orderType}`),
                <RechargeSection
                  draft={draft}
                  onChange={change}
                  rules={rules}
                  memberBalance={memberBalance}
                  errors={errors}
                  money={money}
                  isDisabled={isPending}
                />,
                { testId: 'bk-recharge' },
              )}

          {isFrontDesk
            ? section(
                t('bookkeeping.projects.title'),
                <div className="bk-projects-row">
                  <ProjectsField
                    projects={(projectsQuery.data?.list ?? []).map((p) => ({
                      id: p.id,
                      name: p.name,
                      unitPrice: p.unitPrice,
                    }))}
                    nameOf={nameOf}
                    priceOf={priceOf}
                    value={draft.productIds}
                    onAdd={handleAddProject}
                    onRemove={handleRemoveProject}
                    error={errors.productIds}
                    isLoading={projectsQuery.isFetching}
                    money={money}
                    isDisabled={isPending}
                  />
                  <Form.Item
                    label={t('bookkeeping.order.totalAmount')}
                    htmlFor="bk-total"
                    validateStatus={fieldStatus('totalAmount')}
                    help={errors.totalAmount}
                    className="bk-total"
                  >
                    <AmountInput
                      id="bk-total"
                      value={draft.totalAmount}
                      isDisabled={isPending}
                      onChange={(totalAmount) => change({ totalAmount })}
                    />
                  </Form.Item>
                </div>,
                { testId: 'bk-projects' },
              )
            : null}

          {isWide ? deductions : null}
        </div>

        <div className="bk-side">
          <dl className="bk-figures bk-totals" data-testid="bill-figures">
            <div>
              <dt>{isFrontDesk ? t('bookkeeping.summary.total') : t('bookkeeping.summary.paid')}</dt>
              <dd data-testid="total-amount">{money(figures.total)}</dd>
            </div>
            {isFrontDesk ? (
              <div>
                <dt>{t('bookkeeping.summary.deductions')}</dt>
                <dd data-testid="deductions-amount">− {money(figures.deductions)}</dd>
              </div>
            ) : null}
            <div className="bk-figures__actual">
              <dt>{t('bookkeeping.summary.actual')}</dt>
              <dd data-testid="actual-amount" className={figures.actual < 0 ? 'bk-negative' : undefined}>
                {money(figures.actual)}
              </dd>
            </div>
          </dl>
          {isFrontDesk
            ? section(
                t('bookkeeping.staff.title'),
                <>
                  <StaffLines
                    lines={draft.staff}
                    onChange={(staff) => change({ staff })}
                    staff={staffQuery.data?.list ?? []}
                    isStaffLoading={staffQuery.isFetching}
                    extraNames={
                      new Map(appointment ? [[appointment.shopAccountId, appointment.technicianName] as const] : [])
                    }
                    errors={errors}
                    summary={
                      <span className={sum === figures.total ? 'bk-muted' : 'bk-warning'} data-testid="staff-sum">
                        {t('bookkeeping.staff.sum', { sum: money(sum), total: money(figures.total) })}
                      </span>
                    }
                    isDisabled={isPending}
                  />
                  {staffQuery.isError ? (
                    <Alert type="error" showIcon title={errorText('TECHNICIAN_LIST_FAILED', language)} />
                  ) : null}
                </>,
                { testId: 'bk-staff' },
              )
            : null}

          {isWide ? null : deductions}

          <aside className="bk-pay" aria-label={t('bookkeeping.summary.title')} ref={payRef}>
            <Card title={t('bookkeeping.summary.title')} size="small" className="bk-card">
              {isFrontDesk ? (
                <CardBalancePay
                  draft={draft}
                  onChange={change}
                  isMember={isMember}
                  memberBalance={memberBalance}
                  giftCheck={giftCheck}
                  isGiftChecking={isGiftChecking}
                  onCheckGiftCard={handleCheckGiftCard}
                  giftCardError={errors.giftCardNo}
                  actual={figures.actual}
                  money={money}
                  isDisabled={isPending}
                />
              ) : null}
              <PaymentStep
                amount={figures.actual}
                value={draft.tender}
                onChange={(tender) => change({ tender })}
                errors={{
                  cashAmount: errors.cashAmount,
                  cardAmount: errors.cardAmount,
                  cashReceived: errors.cashReceived,
                }}
                money={money}
                isDisabled={isPending}
              />
              {formError ? (
                <Alert type="error" showIcon title={formError} className="bk-form-error" role="alert" />
              ) : null}
              <div className="bk-submit">
                <Button
                  type="primary"
                  size="large"
                  block
                  loading={isPending}
                  disabled={isPending}
                  onClick={() => submit('paid')}
                >
                  {t('bookkeeping.submit.save')}
                </Button>
                {hasDevice && hasCashPart(draft, figures.actual) ? (
                  <Button
                    size="large"
                    block
                    type="primary"
                    ghost
                    loading={startSession.isPending}
                    disabled={isPending || startSession.isPending}
                    onClick={() => submit('unpaid', true)}
                  >
                    {t('bookkeeping.cashDevice.payButton')}
                  </Button>
                ) : null}
                <Button size="large" block disabled={isPending} onClick={() => submit('unpaid')}>
                  {t('bookkeeping.submit.unpaid')}
                </Button>
                {toBoard ? (
                  <Button size="large" block onClick={toBoard}>
                    {t('bookkeeping.appointment.backToBoard')}
                  </Button>
                ) : null}
              </div>
            </Card>
          </aside>
        </div>
        {isWide ? null : (
          <div className="bk-phone-bar">
            <span className="bk-muted">{t('bookkeeping.summary.actual')}</span>
            <strong>{money(figures.actual)}</strong>
            <Button onClick={() => payRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
              {t('bookkeeping.summary.toPayment')}
            </Button>
          </div>
        )}
      </Form>
    </>
  );
}
