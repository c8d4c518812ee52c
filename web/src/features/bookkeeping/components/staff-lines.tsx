import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStaff } from '../../../../../contract/staff';
import { emptyStaffLine, type TStaffLineDraft } from '../bookkeeping.form';
import { AmountInput } from './amount-input';

/** The staff select's value for 'temporary employee' (real staff ids are positive). */
const TEMPORARY = -1;

type TProps = {
  lines: TStaffLineDraft[];
  onChange: (lines: TStaffLineDraft[]) => void;
  staff: TStaff[];
  isStaffLoading: boolean;
  /** A staff member who is not on the billing list but already on a line (an appointment's technician). */
  extraNames: ReadonlyMap<number, string>;
  errors: Record<string, string>;
  /** What the lines add up to against the bill's total, beside 'Add a staff member'. */
  summary: ReactNode;
  isDisabled?: boolean;
};

/**
 * The staff lines of a front-desk bill (SPEC §2.9): each a staff member of the billing list, or a temporary employee
 * by name and phone, with an amount, the borrowed flag and an adjustment. Lines are added and removed freely.
 */
export function StaffLines(props: TProps) {
  const { lines, onChange, staff, isStaffLoading, extraNames, errors, summary, isDisabled } = props;
  const { t } = useTranslation();
  const known = new Set(staff.map((member) => member.id));
  const options = [
    ...staff.map((member) => ({ value: member.id, label: member.name })),
    ...[...extraNames].filter(([id]) => !known.has(id)).map(([id, name]) => ({ value: id, label: name })),
    { value: TEMPORARY, label: t('bookkeeping.staff.temporary') },
  ];
  const update = (index: number, patch: Partial<TStaffLineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const errorOf = (index: number, field: string) => errors[`staff.${index}.${field}`];
  const status = (message: string | undefined) => (message ? ('error' as const) : undefined);

  return (
    <div className="bk-lines">
      {errors.staff ? (
        <p className="bk-error" role="alert">
          {errors.staff}
        </p>
      ) : null}
      {lines.map((line, index) => {
        const n = index + 1;
        const staffError = errorOf(index, 'shopAccountId');
        return (
          <fieldset key={line.key} className="bk-line" aria-label={t('bookkeeping.staff.line', { n })}>
            <legend className="bk-line__legend">{t('bookkeeping.staff.line', { n })}</legend>
            <div className="bk-line__grid">
              <Form.Item
                label={t('bookkeeping.staff.member')}
                htmlFor={`bk-staff-${line.key}`}
                validateStatus={status(staffError)}
                help={staffError}
                className="bk-line__staff"
              >
                <Select<number>
                  id={`bk-staff-${line.key}`}
                  value={line.kind === 'temporary' ? TEMPORARY : (line.shopAccountId ?? undefined)}
                  options={options}
                  loading={isStaffLoading}
                  disabled={isDisabled}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('bookkeeping.staff.pick')}
                  onChange={(value) =>
                    update(
                      index,
                      value === TEMPORARY
                        ? { kind: 'temporary', shopAccountId: null }
                        : { kind: 'staff', shopAccountId: value, tempName: '', tempPhone: '' },
                    )
                  }
                />
              </Form.Item>
              <Form.Item
                label={t('bookkeeping.staff.amount')}
                htmlFor={`bk-amount-${line.key}`}
                validateStatus={status(errorOf(index, 'amount'))}
                help={errorOf(index, 'amount')}
                className="bk-line__amount"
              >
                <AmountInput
                  id={`bk-amount-${line.key}`}
                  value={line.amount}
                  isDisabled={isDisabled}
                  onChange={(amount) => update(index, { amount })}
                />
              </Form.Item>
              <Form.Item
                label={t('bookkeeping.staff.adjustment')}
                htmlFor={`bk-adjustment-${line.key}`}
                validateStatus={status(errorOf(index, 'adjustment'))}
                help={errorOf(index, 'adjustment')}
                tooltip={t('bookkeeping.staff.adjustmentHint')}
                className="bk-line__adjustment"
              >
                <AmountInput
                  id={`bk-adjustment-${line.key}`}
                  value={line.adjustment}
                  isSigned
                  isDisabled={isDisabled}
                  onChange={(adjustment) => update(index, { adjustment })}
                />
              </Form.Item>
              <Form.Item
                label={t('bookkeeping.staff.borrowed')}
                htmlFor={`bk-borrowed-${line.key}`}
                className="bk-line__borrowed"
              >
                <Switch
                  id={`bk-borrowed-${line.key}`}
                  checked={line.isBorrowed}
                  disabled={isDisabled}
                  onChange={(isBorrowed) => update(index, { isBorrowed })}
                />
              </Form.Item>
              <Button
                className="bk-line__remove"
                icon={<DeleteOutlined />}
                danger
                type="text"
                disabled={isDisabled}
                aria-label={t('bookkeeping.staff.remove', { n })}
                title={t('bookkeeping.staff.remove', { n })}
                onClick={() => onChange(lines.filter((_, i) => i !== index))}
              />
            </div>
            {line.kind === 'temporary' ? (
              <div className="bk-row">
                <Form.Item
                  label={t('bookkeeping.staff.tempName')}
                  htmlFor={`bk-temp-name-${line.key}`}
                  validateStatus={status(errorOf(index, 'tempName'))}
                  help={errorOf(index, 'tempName')}
                >
                  <Input
                    id={`bk-temp-name-${line.key}`}
                    value={line.tempName}
                    maxLength={40}
                    autoComplete="off"
                    disabled={isDisabled}
                    onChange={(event) => update(index, { tempName: event.target.value })}
                  />
                </Form.Item>
                <Form.Item
                  label={t('bookkeeping.staff.tempPhone')}
                  htmlFor={`bk-temp-phone-${line.key}`}
                  validateStatus={status(errorOf(index, 'tempPhone'))}
                  help={errorOf(index, 'tempPhone')}
                >
                  <Input
                    id={`bk-temp-phone-${line.key}`}
                    value={line.tempPhone}
                    maxLength={24}
                    inputMode="tel"
                    autoComplete="off"
                    disabled={isDisabled}
                    onChange={(event) => update(index, { tempPhone: event.target.value })}
                  />
                </Form.Item>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className="bk-lines__foot">
        <Button icon={<PlusOutlined />} disabled={isDisabled} onClick={() => onChange([...lines, emptyStaffLine()])}>
          {t('bookkeeping.staff.add')}
        </Button>
        {summary}
      </div>
    </div>
  );
}
