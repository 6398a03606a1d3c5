import fc from 'fast-check';

/** A value JSON can carry. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** A generated answer: the text on the wire and what was done to the valid body. */
export interface MutatedBody {
  readonly text: string;
  readonly label: string;
}

/** Nodes of a body worth mutating: every object field, and the first few array elements. */
function pathsOf(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    value.slice(0, 3).forEach((element, index) => pathsOf(element, [...path, index], out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) pathsOf(field, [...path, key], out);
  }
  return out;
}

function at(value: Json, path: Path): Json | undefined {
  let node: Json | undefined = value;
  for (const step of path) {
    // Own fields only: `at({}, ['constructor'])` must not find Object's function.
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, step)) return undefined;
    node = (node as Record<string | number, Json>)[step];
  }
  return node;
}

/** A copy of `root` with the node at `path` replaced (`undefined` deletes it). */
function withNode(root: Json, path: Path, next: Json | undefined): Json {
  if (path.length === 0) return next ?? null;
  const [step, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    const index = step as number;
    if (next === undefined && rest.length === 0) copy.splice(index, 1);
    else copy[index] = withNode(copy[index] ?? null, rest, next);
    return copy;
  }
  if (root === null || typeof root !== 'object') return root;
  const copy: Record<string, Json> = { ...root };
  const key = String(step);
  if (next === undefined && rest.length === 0) delete copy[key];
  else
    Object.defineProperty(copy, key, {
      value: withNode(copy[key] ?? null, rest, next),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy;
}

function nested(depth: number, leaf: Json, asArray: boolean): Json {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** The same content in the wrong type: numbers as strings, strings as numbers, and so on. */
function swapped(original: Json): Json {
  if (typeof original === 'number') return String(original);
  if (typeof original === 'string')
    return Number.isNaN(Number(original)) ? original.length : Number(original) + 0.5;
  if (typeof original === 'boolean') return original ? 'true' : 0;
  if (Array.isArray(original))
    return Object.fromEntries(original.map((value, index) => [String(index), value]));
  if (original === null) return 'null';
  return Object.values(original);
}

/** Values a broken backend puts where a field should be. */
function hostile(original: Json): fc.Arbitrary<Json> {
  const small = JSON.stringify(original).length < 200;
  return fc.oneof(
    { arbitrary: fc.constant(swapped(original)), weight: 4 },
    { arbitrary: fc.constant(null), weight: 3 },
    { arbitrary: fc.boolean(), weight: 1 },
    {
      arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
      weight: 2,
    },
    { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
    {
      arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>, { maxLength: 3 }),
      weight: 1,
    },
    {
      arbitrary: fc.dictionary(
        fc.string({ maxLength: 8 }),
        fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>,
        { maxKeys: 3 },
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .integer({ min: 1_000, max: 5_000 })
        .map((length): Json => Array.from({ length }, () => (small ? original : 0))),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 100, max: 1_500 }), fc.boolean())
        .map(([depth, asArray]) => nested(depth, small ? original : 'x', asArray)),
      weight: 1,
    },
  );
}

/** Keys a body might grow, including the ones that trip naive object handling. */
export const extraKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
);

type Mutation = (body: Json) => fc.Arbitrary<{ body: Json; label: string }>;

const replaceSomewhere =
  (paths: readonly Path[]): Mutation =>
  (body) =>
    fc.nat({ max: paths.length - 1 }).chain((index) => {
      const path = paths[index]!;
      const original = at(body, path);
      if (original === undefined) return fc.constant({ body, label: '' });
      return hostile(original).map((value) => ({
        body: withNode(body, path, value),
        label: `${path.join('.') || '(root)'} := ${JSON.stringify(value).slice(0, 40)}`,
      }));
    });

const deleteSomewhere =
  (paths: readonly Path[]): Mutation =>
  (body) =>
    fc.nat({ max: paths.length - 1 }).map((index) => {
      const path = paths[index]!;
      if (path.length === 0 || at(body, path) === undefined) return { body, label: '' };
      return { body: withNode(body, path, undefined), label: `delete ${path.join('.')}` };
    });

const addSomewhere =
  (paths: readonly Path[]): Mutation =>
  (body) =>
    fc
      .tuple(fc.nat({ max: paths.length - 1 }), extraKey, fc.jsonValue({ maxDepth: 2 }))
      .map(([index, key, value]) => {
        const path = paths[index]!;
        const node = at(body, path);
        if (node === null || typeof node !== 'object' || Array.isArray(node)) {
          return { body, label: '' };
        }
        return {
          body: withNode(body, [...path, key], value as Json),
          label: `add ${[...path, key].join('.')}`,
        };
      });

/** Not JSON at all, or not the JSON asked for: what a proxy or a half-sent answer gives. */
function junkText(validText: string): fc.Arbitrary<MutatedBody> {
  return fc
    .oneof(
      fc.constantFrom(
        '<html><body>Bad gateway</body></html>',
        '',
        'null',
        '[]',
        '{}',
        '"ok"',
        '0',
        'true',
        '{"data":null}',
        'undefined',
      ),
      fc.nat({ max: Math.max(0, validText.length - 1) }).map((cut) => validText.slice(0, cut)),
      fc.string({ maxLength: 40 }),
    )
    .map((text) => ({ text, label: `text ${JSON.stringify(text.slice(0, 40))}` }));
}

/**
 * Malformed bodies derived from a valid one: 1–4 changes (wrong types, nulls, deletions,
 * huge arrays, deep nesting, extra fields), or junk text. Most break the schema; some stay
 * valid (a null in a nullable field, an extra field), which the adapter must then accept.
 */
export function mutatedBody(valid: Json): fc.Arbitrary<MutatedBody> {
  const paths = pathsOf(valid);
  const mutation = fc.oneof(
    { arbitrary: fc.constant(replaceSomewhere(paths)), weight: 6 },
    { arbitrary: fc.constant(deleteSomewhere(paths)), weight: 3 },
    { arbitrary: fc.constant(addSomewhere(paths)), weight: 1 },
  );
  const structural = fc
    .array(mutation, { minLength: 1, maxLength: 4 })
    .chain((mutations) =>
      mutations.reduce<fc.Arbitrary<{ body: Json; labels: string[] }>>(
        (sofar, next) =>
          sofar.chain(({ body, labels }) =>
            next(body).map((step) => ({ body: step.body, labels: [...labels, step.label] })),
          ),
        fc.constant({ body: valid, labels: [] }),
      ),
    );
  return fc.oneof(
    {
      arbitrary: structural.map(({ body, labels }) => ({
        text: JSON.stringify(body),
        label: labels.filter(Boolean).join('; ') || 'unchanged',
      })),
      weight: 9,
    },
    { arbitrary: junkText(JSON.stringify(valid)), weight: 1 },
  );
}

/**
 * The valid body with extra fields at its top level (or in each top-level element of a list):
 * what a backend that grew new fields sends. The adapter must read it as the valid body.
 */
export function withExtraFields(valid: Json): fc.Arbitrary<MutatedBody> {
  const extras = fc.dictionary(extraKey, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, {
    minKeys: 1,
    maxKeys: 4,
  });
  const grow = (node: Json, added: Record<string, Json>): Json => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
    const copy: Record<string, Json> = { ...node };
    for (const [key, value] of Object.entries(added)) {
      if (Object.hasOwn(node, key)) continue;
      Object.defineProperty(copy, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return copy;
  };
  return extras.map((added) => {
    const body = Array.isArray(valid) ? valid.map((each) => grow(each, added)) : grow(valid, added);
    return { text: JSON.stringify(body), label: `extra ${Object.keys(added).join(',')}` };
  });
}

/** What the client hands the adapter for a body text: the JSON value, or the text itself. */
export function asReceived(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Keeps bodies small enough to mutate quickly: long lists cut to their first `max` items. */
export function trimmed(value: Json, max = 4): Json {
  if (Array.isArray(value)) return value.slice(0, max).map((each) => trimmed(each, max));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, trimmed(field, max)]),
    );
  }
  return value;
}
