import type { z } from 'zod';

/**
 * Valid request bodies generated from a call's zod 4 input schema, by walking `schema._zod.def`. Every leaf takes the
 * first candidate its own schema accepts (a hint first, then the usual shapes of names, phones, dates and amounts);
 * refinements across fields (passwords that must match) are repaired against the whole schema. Whatever cannot be
 * generated throws, so a new call whose input needs a new shape fails loudly instead of going untested.
 */

type TSchema = z.core.$ZodType;
type TDef = { type: string; [key: string]: unknown };
export type TPath = (string | number)[];

/** What a field is, for choosing its hostile variants. */
export type TFieldKind = 'string' | 'number' | 'boolean' | 'choice' | 'array' | 'object' | 'other';
export type TField = { path: TPath; kind: TFieldKind };

/** Candidate values for a field by its name (ids of rows that exist); tried before the generic candidates. */
export type THints = (name: string) => readonly unknown[];

const STRING_CANDIDATES = [
  'Anna Rossi',
  '3471234567',
  '+39',
  '2026-12-01',
  '2026-12-01 10:00',
  '10:00',
  '2026-12',
  'rgba(97,169,224,0.5)',
  '#1f2937',
  'anna@example.com',
  'Secret12345',
  '0123456789ABCDEF0123456789ABCDEF',
  'Europe/Rome',
  'AB-123',
  '123456',
  'x',
  '',
];
/** The usual numbers of a body; a year last. */
const NUMBER_CANDIDATES = [1, 15, 60, 0, 100, 2, 1500, 7, 2026];

const defOf = (schema: TSchema) => (schema as unknown as { _zod: { def: TDef } })._zod.def;
const accepts = (schema: TSchema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;

/** A valid value of a schema, and the fields under it (with their paths). */
export function generate(
  schema: TSchema,
  hints: THints,
  path: TPath = [],
  fields: TField[] = [],
  plain = false,
): unknown {
  const def = defOf(schema);
  const name = String(path.at(-1) ?? '');
  const first = (candidates: readonly unknown[], kind: TFieldKind) => {
    const found = [...hints(name), ...candidates].find((v) => accepts(schema, v));
    if (found === undefined) throw new Error(`cannot generate a valid ${def.type} at '${path.join('.')}'`);
    fields.push({ path, kind });
    return found;
  };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return generate(def.innerType as TSchema, hints, path, fields, plain);
    case 'pipe':
      return generate(def.in as TSchema, hints, path, fields, plain);
    case 'lazy':
      return generate((def.getter as () => TSchema)(), hints, path, fields, plain);
    case 'object': {
      const shape = def.shape as Record<string, TSchema>;
      const build = (simple: boolean) => {
        const sub: TField[] = [];
        const value = Object.fromEntries(
          Object.entries(shape).map(([key, child]) => [key, generate(child, hints, [...path, key], sub, simple)]),
        );
        return { value: repair(schema, value, path), sub };
      };
      // The rich options of unions first; when the fields then disagree (a work day's times), the plain ones.
      let built: ReturnType<typeof build>;
      try {
        built = build(plain);
      } catch (err) {
        if (plain) throw err;
        built = build(true);
      }
      fields.push({ path, kind: 'object' }, ...built.sub);
      return built.value;
    }
    case 'array': {
      fields.push({ path, kind: 'array' });
      const item = generate(def.element as TSchema, hints, [...path, 0], fields, plain);
      return repair(schema, [item], path);
    }
    case 'record':
      fields.push({ path, kind: 'object' });
      return {};
    case 'union': {
      // The last option first: unions here put the empty form ('' or a literal) before the rich one.
      const options = plain ? [...(def.options as TSchema[])] : [...(def.options as TSchema[])].reverse();
      for (const option of options) {
        const sub: TField[] = [];
        try {
          const value = generate(option, hints, path, sub, plain);
          if (accepts(schema, value)) {
            fields.push(...sub.filter((f) => f.path.length > path.length), { path, kind: sub[0]?.kind ?? 'other' });
            return value;
          }
        } catch {
          // try the next option
        }
      }
      throw new Error(`cannot generate any option of the union at '${path.join('.')}'`);
    }
    case 'literal':
      return first(def.values as unknown[], 'choice');
    case 'enum':
      return first(Object.values(def.entries as Record<string, unknown>), 'choice');
    case 'string':
      return first(STRING_CANDIDATES, 'string');
    case 'number':
      return first(NUMBER_CANDIDATES, 'number');
    case 'boolean':
      return first([false, true], 'boolean');
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      fields.push({ path, kind: 'other' });
      return 'x';
    default:
      throw new Error(`no generator for zod type '${def.type}' at '${path.join('.')}'`);
  }
}

/**
 * Makes an object or array pass its own refinements: for the first failing issue, tries the values of the sibling
 * string fields (a confirmation equal to its password) and then the generic candidates, until the schema accepts it.
 */
function repair(schema: TSchema, value: unknown, at: TPath): unknown {
  for (let round = 0; round < 10; round++) {
    const parsed = (schema as unknown as z.ZodType).safeParse(value);
    if (parsed.success) return value;
    const issue = parsed.error.issues[0];
    if (issue.path.length !== 1 || typeof value !== 'object' || value === null || Array.isArray(value)) break;
    const key = issue.path[0] as string;
    const record = value as Record<string, unknown>;
    const siblings = Object.values(record).filter((v) => typeof v === 'string');
    const fixed = [...siblings, ...STRING_CANDIDATES, ...NUMBER_CANDIDATES].find(
      (candidate) => (schema as unknown as z.ZodType).safeParse({ ...record, [key]: candidate }).success,
    );
    if (fixed === undefined) break;
    record[key] = fixed;
  }
  const parsed = (schema as unknown as z.ZodType).safeParse(value);
  if (parsed.success) return value;
  throw new Error(`cannot repair the value at '${at.join('.')}': ${JSON.stringify(parsed.error.issues[0])}`);
}

/** A valid body for an input schema, with every field path under it. Throws when none can be made. */
export function validBody(schema: z.ZodType, hints: THints): { body: Record<string, unknown>; fields: TField[] } {
  const fields: TField[] = [];
  const body = generate(schema as unknown as TSchema, hints, [], fields);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('the input is not an object');
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`generated body refused: ${JSON.stringify(parsed.error.issues[0])}`);
  return { body: body as Record<string, unknown>, fields: fields.filter((f) => f.path.length > 0) };
}

/** A copy of a body with the value at a path replaced. */
export function withValue(body: unknown, path: TPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) {
    const copy = [...body];
    copy[head as number] = withValue(copy[head as number], rest, value);
    return copy;
  }
  const record = (body ?? {}) as Record<string, unknown>;
  return { ...record, [head]: withValue(record[head], rest, value) };
}
