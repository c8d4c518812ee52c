/** The product logo (SPEC §1, §2.4): a pair of salon scissors on the brand blue. Decorative: the name is text. */
export function ProductLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1565c0" />
      <g fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round">
        <circle cx="22" cy="46" r="6" />
        <circle cx="42" cy="46" r="6" />
        <path d="M25.5 41 40 13M38.5 41 24 13" />
      </g>
    </svg>
  );
}
