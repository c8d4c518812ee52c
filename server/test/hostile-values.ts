import type { TFieldKind } from './body-from-schema';

/**
 * Hostile values for a field: what a broken client or an attacker may send where the contract expects something
 * else. None may reach the database or the time code in a form they cannot take; each must be refused with a clean
 * error (or accepted as harmless), never answered with the generic fault.
 */
export type TVariant = { name: string; value: unknown };

/**
 * JSON nested `depth` levels deep ({"a":{"a":…}}), kept as text: JSON.stringify itself overflows the stack on it.
 * `toJson` writes it into the request body.
 */
export class RawJson {
  constructor(readonly text: string) {}
}
export const deeplyNested = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`);

/** A request body as JSON text, with RawJson values written as they are. */
export function toJson(payload: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(payload, (_key, value) => {
    if (!(value instanceof RawJson)) return value;
    raws.push(value.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i) => raws[Number(i)]);
}

const HUGE = 'x'.repeat(100_000);

const STRING_VARIANTS: TVariant[] = [
  { name: 'NUL', value: 'a\u0000b' },
  { name: 'C0 control', value: 'a\u001bb' },
  { name: 'C1 control', value: 'a\u0085b' },
  { name: 'lone high surrogate', value: 'a\ud800' },
  { name: 'lone low surrogate', value: '\udc00b' },
  { name: 'tab and line break', value: 'a\tb\nc' },
  { name: '100 kB string', value: HUGE },
  { name: 'empty string', value: '' },
  { name: 'impossible date', value: '2026-02-30' },
  { name: 'impossible date-time', value: '2026-02-30 10:00' },
  { name: 'time 24:00', value: '24:00' },
  { name: 'huge numeric string', value: '99999999999999999999' },
];

const NUMBER_VARIANTS: TVariant[] = [
  { name: 'past int4', value: 2 ** 31 },
  { name: 'below int4', value: -(2 ** 31) - 1 },
  { name: 'past 2^53', value: 2 ** 53 + 2 },
  { name: 'negative', value: -1 },
  { name: 'fraction', value: 1.5 },
  { name: 'numeric string past int4', value: '2147483648' },
  { name: 'text', value: 'abc' },
];

/** Wrong types and shapes, for any field. */
const SHAPE_VARIANTS: TVariant[] = [
  { name: 'null', value: null },
  { name: 'boolean', value: true },
  { name: 'array', value: ['\u0000', 2 ** 40] },
  { name: 'deep nesting', value: deeplyNested(2_000) },
];

/** The variants of one field by its kind; wrong shapes apply to every kind. */
export function variantsFor(kind: TFieldKind): TVariant[] {
  if (kind === 'string' || kind === 'choice') return [...STRING_VARIANTS, ...SHAPE_VARIANTS];
  if (kind === 'number') return [...NUMBER_VARIANTS, ...SHAPE_VARIANTS];
  return SHAPE_VARIANTS;
}

/** Variants of the whole body: extra fields, another shape, deep nesting. */
export function bodyVariants(valid: Record<string, unknown>): TVariant[] {
  return [
    { name: 'extra field', value: { ...valid, zzExtra: 'a\u0000b', constructor: { prototype: 1 } } },
    { name: 'empty body', value: {} },
    { name: 'number where text is expected', value: Object.fromEntries(Object.keys(valid).map((k) => [k, 7])) },
    { name: 'body is an array', value: [valid] },
    { name: 'body is a string', value: 'a\u0000b' },
    { name: 'body is null', value: null },
    { name: 'deeply nested body', value: { ...valid, zzDeep: deeplyNested(5_000) } },
    { name: 'nested body', value: deeplyNested(5_000) },
  ];
}
