import type { CoreMoveError, ShapeError } from './module';
import type { Result } from './result';
import { err, ok } from './result';

/**
 * A checker for one part of untrusted JSON: null when it fits, else where and why it does not. With `typesOnly`
 * it checks kinds and fields but not ranges, lengths or sets (an integer is any finite number, a string any
 * string): what validate needs before a game's own rules, which refuse a move out of range with a precise code.
 */
export type Check = (value: unknown, path: string, typesOnly?: boolean) => ShapeError | null;

/** How a move parser reads: `typesOnly` leaves ranges to the rules (see Check). */
export interface ParseOptions {
  readonly typesOnly?: boolean;
}

const fail = (path: string, reason: string): ShapeError => ({ path, reason });

/** An integer within [min, max]. */
export function int(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check {
  return (v, path, typesOnly) =>
    typesOnly
      ? typeof v === 'number' && Number.isFinite(v)
        ? null
        : fail(path, 'expected a number')
      : typeof v !== 'number' || !Number.isInteger(v)
        ? fail(path, 'expected an integer')
        : v < min || v > max
          ? fail(path, `expected ${min}..${max}, got ${v}`)
          : null;
}

/** A string, optionally one of a fixed set. */
export function str(oneOf?: readonly string[]): Check {
  return (v, path, typesOnly) =>
    typeof v !== 'string' ? fail(path, 'expected a string') : oneOf && !typesOnly && !oneOf.includes(v) ? fail(path, `expected one of ${oneOf.join(', ')}`) : null;
}

/** A boolean. */
export const bool: Check = (v, path) => (typeof v === 'boolean' ? null : fail(path, 'expected true or false'));

/** A string or a number (seeds). */
export const seedLike: Check = (v, path) => (typeof v === 'string' || typeof v === 'number' ? null : fail(path, 'expected a string or number'));

/** An array whose every item passes `each`, with an optional length range. */
export function arrayOf(each: Check, minLen = 0, maxLen = Number.MAX_SAFE_INTEGER): Check {
  return (v, path, typesOnly) => {
    if (!Array.isArray(v)) return fail(path, 'expected an array');
    if (!typesOnly && (v.length < minLen || v.length > maxLen)) return fail(path, `expected ${minLen}..${maxLen} items, got ${v.length}`);
    for (let i = 0; i < v.length; i++) {
      const e = each(v[i], `${path}[${i}]`, typesOnly);
      if (e) return e;
    }
    return null;
  };
}

/** An object with exactly these fields (extra fields are refused so typos surface). */
export function record(fields: Readonly<Record<string, Check>>, optional: readonly string[] = []): Check {
  // Listed once, not per call: validate parses every move it is given.
  const entries = Object.entries(fields);
  // Each field's path under the last parent path seen (a move's is always "move"), so a check that passes builds none.
  let parentPath: string | null = null;
  let fieldPaths: string[] = [];
  return (v, path, typesOnly) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(path, 'expected an object');
    const o = v as Record<string, unknown>;
    // Own keys only: "__proto__", "constructor" or "toString" are not fields of a move just because every object inherits them.
    for (const k of Object.keys(o)) if (!Object.hasOwn(fields, k)) return fail(`${path}.${k}`, 'unknown field');
    if (path !== parentPath) {
      parentPath = path;
      fieldPaths = entries.map(([k]) => `${path}.${k}`);
    }
    for (let i = 0; i < entries.length; i++) {
      const [k, check] = entries[i] as [string, Check];
      if (!Object.hasOwn(o, k)) {
        if (optional.includes(k)) continue;
        return fail(fieldPaths[i] as string, 'missing');
      }
      const e = check(o[k], fieldPaths[i] as string, typesOnly);
      if (e) return e;
    }
    return null;
  };
}

/**
 * `record` typed against the type it reads: every field of T needs a check, so a field added to a game's state and
 * forgotten in its parser is a compile error (and a check for a field T does not have is one too).
 */
export function recordOf<T>(): (fields: { readonly [K in keyof T]-?: Check }, optional?: readonly (keyof T & string)[]) => Check {
  return (fields, optional = []) => record(fields as Readonly<Record<string, Check>>, optional);
}

/** Either null or a value passing `check`. */
export function nullable(check: Check): Check {
  return (v, path, typesOnly) => (v === null ? null : check(v, path, typesOnly));
}

/** The table's own entry for key: never one inherited from Object's prototype ("constructor", "hasOwnProperty"). */
export function shapeFor(table: Readonly<Record<string, Check>>, key: unknown): Check | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** How large and how deep a piece of untrusted JSON may be before anything else looks at it. */
export interface JsonLimits {
  /** Nesting depth: a scalar at the top is depth 0, `[1]` is depth 1. */
  readonly maxDepth: number;
  /** Values counted over the whole tree (every array, object, key and scalar). */
  readonly maxNodes: number;
  /** Characters in any one string (keys included). */
  readonly maxString: number;
}

/** Limits for one move: a move is a small flat object. */
export const MOVE_LIMITS: JsonLimits = { maxDepth: 6, maxNodes: 512, maxString: 256 };
/** Limits for a config. */
export const CONFIG_LIMITS: JsonLimits = { maxDepth: 6, maxNodes: 512, maxString: 256 };
/** Limits for a whole game state. */
export const STATE_LIMITS: JsonLimits = { maxDepth: 16, maxNodes: 100_000, maxString: 1024 };

const describeKind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Null when `value` is plain JSON within the limits, else where and why not. Walks the tree with an explicit
 * stack, so no input (however deep) can overflow the call stack, and it stops at the first node over a limit.
 * Refuses what JSON cannot carry (undefined outside an object's field, functions, non-finite numbers, class instances such as Date or Map,
 * which a structured clone from a worker could deliver).
 */
export function jsonWithin(value: unknown, limits: JsonLimits, path: string): ShapeError | null {
  const stack: { readonly item: unknown; readonly depth: number; readonly at: string }[] = [{ item: value, depth: 0, at: path }];
  let nodes = 0;
  while (stack.length > 0) {
    const { item, depth, at } = stack.pop() as { item: unknown; depth: number; at: string };
    if (++nodes > limits.maxNodes) return fail(path, `more than ${limits.maxNodes} values`);
    if (item === null || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      if (!Number.isFinite(item)) return fail(at, 'expected a finite number');
      continue;
    }
    if (typeof item === 'string') {
      if (item.length > limits.maxString) return fail(at, `a string longer than ${limits.maxString} characters`);
      continue;
    }
    if (typeof item !== 'object') return fail(at, `not JSON (${describeKind(item)})`);
    if (depth >= limits.maxDepth) return fail(at, `nested deeper than ${limits.maxDepth}`);
    if (Array.isArray(item)) {
      if (nodes + item.length > limits.maxNodes) return fail(path, `more than ${limits.maxNodes} values`);
      for (let i = item.length - 1; i >= 0; i--) stack.push({ item: item[i] as unknown, depth: depth + 1, at: `${at}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(item) as unknown;
    if (proto !== Object.prototype && proto !== null) return fail(at, 'not a plain object');
    const keys = Object.keys(item);
    if (nodes + 2 * keys.length > limits.maxNodes) return fail(path, `more than ${limits.maxNodes} values`);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i] as string;
      nodes++;
      if (k.length > limits.maxString) return fail(at, `a key longer than ${limits.maxString} characters`);
      const child = (item as Record<string, unknown>)[k];
      // A field set to undefined is a field JSON leaves out: the shape checks then see it as missing or wrong.
      if (child !== undefined) stack.push({ item: child, depth: depth + 1, at: `${at}.${k.length <= 32 ? k : `${k.slice(0, 32)}…`}` });
    }
  }
  return null;
}

/** Words for an untrusted value in an error message, never calling its own toString (which may be anything or overflow). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `"${value.length <= 40 ? value : `${value.slice(0, 40)}…`}"`;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  return `a value of type ${describeKind(value)}`;
}

/** A move parser over one shape per move type: refuses a non-object, an unknown type or a bad field as MALFORMED_MOVE. */
export function parseByType<M>(shapes: Readonly<Record<string, Check>>): (json: unknown, options?: ParseOptions) => Result<M, CoreMoveError> {
  return (json, options) => {
    if (typeof json !== 'object' || json === null || typeof (json as { type?: unknown }).type !== 'string') return err({ code: 'MALFORMED_MOVE', reason: 'a move is an object with a string "type"' });
    const type = (json as { type: string }).type;
    const shape = shapeFor(shapes, type);
    if (!shape) return err({ code: 'MALFORMED_MOVE', reason: `unknown move "${type}"` });
    const e = shape(json, 'move', options?.typesOnly);
    return e ? err({ code: 'MALFORMED_MOVE', reason: `${e.path}: ${e.reason}` }) : ok(json as M);
  };
}
