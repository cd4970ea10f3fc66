import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of an OpenAPI 3.0 document (the subset zod-to-openapi writes:
 * type, properties, required, items, enum, nullable, anyOf, min/max, lengths, pattern, uuid and e-mail formats),
 * for values that follow a schema and values that break it, and a validator for answers.
 */

export type JsonSchema = {
  readonly type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly nullable?: boolean;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number | boolean;
  readonly exclusiveMaximum?: number | boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly default?: unknown;
};

/** Ids the generator mixes in for `format: uuid`, so valid-looking requests also reach things that exist. */
export type KnownValues = { readonly ids: readonly string[] };

/** zod-to-openapi writes a regular expression with flags as `^...$/i`: back to a RegExp. */
export const regexOf = (pattern: string): RegExp => {
  const flagged = /^(.*)\/([a-z]+)$/s.exec(pattern);
  return flagged ? new RegExp(flagged[1] as string, flagged[2]) : new RegExp(pattern);
};

const schemaType = (schema: JsonSchema): JsonSchema['type'] | undefined =>
  schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);

/* ---- Hostile pieces ---- */

/** Text a form would never send: NUL and control characters, every plane of unicode, lone surrogates, injections, huge runs. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0000'.repeat(3),
    '\u0001\u0002\u001b[31m',
    '\r\n\r\nX-Injected: 1',
    '\ud800',
    '\udfff',
    'x\ud83dy',
    '😀👩‍👩‍👧‍👦🏳️‍🌈',
    '\u202egnp.exe',
    'ﷺ',
    'Z̴̢̛̗͎a̵͇̐l̸̢͊g̷͙̈o̶̤͛',
    'İıſK',
    '%',
    '%%',
    '_',
    '\\',
    "'",
    '"',
    '`',
    "' OR '1'='1' --",
    '"; drop table users; --',
    '../../../../etc/passwd',
    '..%2F..%2F',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '$1$&$`',
    'null',
    'undefined',
    'true',
    'NaN',
    '-0',
    '1e999',
    '0x7fffffff',
    ' ',
    '\t',
    '',
    '\u00a0',
    '\ufeff',
    'a'.repeat(256),
    '🦄'.repeat(1000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u2028', '\uffff', '\u00ad', 'é', '字', '𝔘'), maxLength: 20 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers at and beyond every edge a schema could set, and numbers JSON cannot carry as numbers. */
const boundaryNumbers = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const edges: unknown[] = [
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    1e-9,
    2 ** 31,
    -(2 ** 31),
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e308,
    -1e308,
    5e-324,
    10_001,
    100_001,
  ];
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1, schema.minimum - 0.5, schema.minimum);
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1, schema.maximum + 0.5, schema.maximum);
  return fc.constantFrom(...edges);
};

/** A value of any JSON type but the schema's own. */
const wrongType = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const type = schemaType(schema);
  const others: fc.Arbitrary<unknown>[] = [];
  if (type !== 'string') others.push(fc.string({ maxLength: 10 }), hostileString);
  if (type !== 'number' && type !== 'integer') others.push(fc.double(), fc.integer());
  if (type !== 'boolean') others.push(fc.boolean());
  if (type !== 'object')
    others.push(fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
  if (type !== 'array') others.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
  if (!schema.nullable) others.push(fc.constant(null));
  return fc.oneof(...others);
};

/* ---- Values that follow the schema ---- */

export const validValue = (schema: JsonSchema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> => {
  const base = (): fc.Arbitrary<unknown> => {
    if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants && variants.length > 0) return fc.oneof(...variants.map((s) => validValue(s, known, depth + 1)));
    if (schema.allOf && schema.allOf.length > 0) return validValue(schema.allOf[0] as JsonSchema, known, depth + 1);
    switch (schemaType(schema)) {
      case 'string':
        return validString(schema, known);
      case 'integer': {
        const min = schema.minimum ?? -1_000_000;
        return fc.integer({ min: Math.ceil(min), max: Math.floor(schema.maximum ?? Math.max(min, 0) + 1_000_000) });
      }
      case 'number': {
        const min = schema.minimum ?? -1_000_000;
        return fc.double({
          min,
          max: schema.maximum ?? Math.max(min, 0) + 1_000_000,
          noNaN: true,
          noDefaultInfinity: true,
        });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validValue(schema.items ?? {}, known, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 6)),
        });
      case 'object': {
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, validValue(s, known, depth + 1)]),
        );
        return fc.record(record, {
          requiredKeys: (schema.required ?? []).filter((key) => key in properties) as never[],
        });
      }
      default:
        // No schema (z.unknown): anything JSON can carry.
        return depth > 3 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 3 });
    }
  };
  return schema.nullable ? fc.option(base(), { nil: null, freq: 6 }) : base();
};

const validString = (schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> => {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 80));
  if (schema.format === 'uuid')
    return known.ids.length > 0 ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid()) : fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    const regex = regexOf(schema.pattern);
    if (/^\^\[0-9a-f\]\{8\}/.test(regex.source))
      return known.ids.length > 0 ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid()) : fc.uuid();
    // Never filter (a rare length would make fast-check search forever): a match too short is repeated when the pattern allows it.
    return fc.stringMatching(regex, { size: 'medium' }).map((s) => {
      if (s.length >= min || s.length === 0) return s;
      const longer = s.repeat(Math.ceil(min / s.length));
      return regex.test(longer) ? longer : s;
    });
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: known.ids.length > 0 ? fc.constantFrom(...known.ids) : fc.uuid() },
  );
};

/* ---- Values that break the schema ---- */

/** A value that breaks the schema somewhere: a wrong type, a number or length beyond its edges, hostile text, a missing or extra field. */
export const invalidValue = (schema: JsonSchema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> => {
  const type = schemaType(schema);
  const breakers: fc.Arbitrary<unknown>[] = [wrongType(schema), hostileString];
  if (type === 'integer' || type === 'number')
    breakers.push(
      boundaryNumbers(schema),
      fc.constantFrom('12', '1.5', 'NaN', 'Infinity', '1e999', '0x10', ' 7 ', '٣'),
    );
  if (type === 'string' && schema.maxLength !== undefined) breakers.push(fc.constant('y'.repeat(schema.maxLength + 1)));
  if (type === 'string' && (schema.minLength ?? 0) > 0) breakers.push(fc.constant(''));
  if (type === 'array') {
    const item = schema.items ?? {};
    breakers.push(
      fc.array(invalidValue(item, known, depth + 1), { minLength: 1, maxLength: 3 }),
      fc
        .integer({ min: (schema.maxItems ?? 100) + 1, max: (schema.maxItems ?? 100) + 2_000 })
        .chain((n) => fc.constant(Array.from({ length: n }, () => 'z'))),
    );
  }
  if (type === 'object' && depth < 4) breakers.push(brokenObject(schema, known, depth));
  return fc.oneof(...breakers);
};

/** The schema's object with one thing wrong: a required field missing, a field broken, or fields nobody asked for. */
export const brokenObject = (schema: JsonSchema, known: KnownValues, depth = 0): fc.Arbitrary<unknown> => {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const valid = validValue({ ...schema, type: 'object' }, known, depth) as fc.Arbitrary<Record<string, unknown>>;
  const variants: fc.Arbitrary<unknown>[] = [
    // Extra fields, some named like real ones elsewhere, some hostile.
    fc
      .tuple(
        valid,
        fc.dictionary(
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom(
              '__proto__',
              'constructor',
              'isAdmin',
              'role',
              'companyId',
              'agencyId',
              'status',
              '\u0000key',
            ),
          ),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1, maxKeys: 4 },
        ),
      )
      .map(([v, extra]) => ({ ...v, ...extra })),
  ];
  const required = (schema.required ?? []).filter((key) => key in properties);
  if (required.length > 0)
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([v, key]) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== key))),
    );
  if (keys.length > 0)
    variants.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(valid, invalidValue(properties[key] as JsonSchema, known, depth + 1))
            .map(([v, bad]) => ({ ...v, [key]: bad })),
        ),
    );
  return fc.oneof(...variants);
};

/* ---- Checking answers ---- */

/** Where a value breaks the schema, as readable lines; empty when it follows it. Extra properties are allowed. */
export const violations = (schema: JsonSchema, value: unknown, path = '$'): string[] => {
  if (value === null)
    return schema.nullable || schema.type === 'null' || schemaType(schema) === undefined
      ? []
      : [`${path}: null where ${schemaType(schema)} is documented`];
  if (schema.enum && !schema.enum.some((e) => JSON.stringify(e) === JSON.stringify(value)))
    return [`${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants)
    return variants.some((s) => violations(s, value, path).length === 0)
      ? []
      : [`${path}: matches none of the documented variants`];
  switch (schemaType(schema)) {
    case 'string':
      if (typeof value !== 'string') return [`${path}: ${typeof value} where string is documented`];
      if (schema.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
        return [`${path}: not a uuid`];
      return [];
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value)
        ? []
        : [`${path}: ${JSON.stringify(value)} where integer is documented`];
    case 'number':
      return typeof value === 'number' ? [] : [`${path}: ${typeof value} where number is documented`];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path}: ${typeof value} where boolean is documented`];
    case 'array':
      if (!Array.isArray(value)) return [`${path}: ${typeof value} where array is documented`];
      return value.flatMap((item, i) => violations(schema.items ?? {}, item, `${path}[${i}]`));
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value))
        return [`${path}: ${Array.isArray(value) ? 'array' : typeof value} where object is documented`];
      const record = value as Record<string, unknown>;
      const missing = (schema.required ?? [])
        .filter((key) => !(key in record))
        .map((key) => `${path}.${key}: documented as required, missing`);
      const wrong = Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
        key in record && record[key] !== undefined ? violations(s, record[key], `${path}.${key}`) : [],
      );
      return [...missing, ...wrong];
    }
    default:
      return [];
  }
};

/* ---- Mutations of a known good value ---- */

type JsonPath = readonly (string | number)[];

const pathsOf = (value: unknown, at: JsonPath = []): JsonPath[] => {
  const here = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...at, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...at, k]))];
  return here;
};

const withAt = (value: unknown, path: JsonPath, next: unknown | typeof removed): unknown => {
  if (path.length === 0) return next === removed ? undefined : next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && next === removed) copy.splice(head as number, 1);
    else copy[head as number] = withAt(copy[head as number], rest, next);
    return copy;
  }
  const record = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && next === removed) delete record[head as string];
  else record[head as string] = withAt(record[head as string], rest, next);
  return record;
};
const removed = Symbol('removed');

/**
 * A known good value with one thing changed anywhere in it: a field dropped, a value of the wrong type, hostile
 * text, an edge number, a huge array, or a field nobody asked for. Reaches the checks behind the first one that a
 * value generated from the schema alone rarely passes.
 */
export const mutatedValue = (good: unknown): fc.Arbitrary<unknown> => {
  const paths = pathsOf(good);
  const replacement = fc.oneof(
    hostileString,
    wrongType({}),
    boundaryNumbers({}),
    fc.constant(removed),
    fc.jsonValue({ maxDepth: 2 }),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => Array.from({ length: n }, (_, i) => i)),
  );
  const extraField = fc.tuple(
    fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('__proto__', 'isAdmin', 'companyId', 'agencyId', 'status', 'version'),
    ),
    fc.jsonValue({ maxDepth: 1 }),
  );
  if (paths.length === 0)
    return fc.oneof(
      replacement.map((r) => (r === removed ? undefined : r)),
      extraField.map(([k, v]) => ({ [k]: v })),
    );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(fc.constantFrom(...paths), replacement).map(([path, r]) => withAt(good, path, r)),
    },
    {
      weight: 1,
      arbitrary: extraField.map(([k, v]) =>
        good && typeof good === 'object' && !Array.isArray(good) ? { ...(good as object), [k]: v } : good,
      ),
    },
  );
};
