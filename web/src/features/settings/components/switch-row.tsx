import type { ReactNode } from 'react';

/** A setting as one line: its label and a hint on the left, its switch on the right (a wide touch target). */
export function SwitchRow({
  controlId,
  label,
  hint,
  children,
}: {
  controlId: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, padding: '10px 0' }}>
      <div>
        <label htmlFor={controlId}>{label}</label>
        {hint ? <div style={{ color: 'var(--muted)', fontSize: '0.9em' }}>{hint}</div> : null}
      </div>
      {children}
    </div>
  );
}
