import InputNumber from 'antd/es/input-number';
import { type ReactNode, useId, useState } from 'react';
import type { TElementChanges } from './editor.state';

/**
 * The panel's labelled inputs (issue 25): each label names its input for screen readers. A field sends its changes as
 * a continuous change while it is used (`isFinal: false`) and commits when it loses focus, so typing or stepping a
 * number is one undo step.
 */

export type TFieldHandlers = {
  onChange: (changes: TElementChanges, isFinal: boolean) => void;
  onCommit: () => void;
};

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="mi-field">
      <label htmlFor={id} className="mi-field__label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

type TNumberFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  precision?: number;
  onChange: (value: number) => void;
  onCommit: () => void;
};

/** A number that is sent only while within bounds, so a value half typed ('1' of '120') is not clamped under the caret. */
export function NumberField({
  label,
  value,
  min,
  max,
  step = 1,
  precision = 0,
  onChange,
  onCommit,
}: TNumberFieldProps) {
  const [draft, setDraft] = useState<number | null>(null);
  return (
    <Field label={label}>
      {(id) => (
        <InputNumber
          id={id}
          className="mi-number"
          value={draft ?? Number(value.toFixed(precision))}
          min={min}
          max={max}
          step={step}
          precision={precision}
          inputMode="decimal"
          onChange={(next) => {
            if (typeof next !== 'number') return;
            setDraft(next);
            if (next >= min && next <= max) onChange(next);
          }}
          onBlur={() => {
            setDraft(null);
            onCommit();
          }}
        />
      )}
    </Field>
  );
}
