import type { CoreMoveError, ShapeError } from './module';
import type { Result } from './result';
import { err, ok } from './result';

/** A checker for one part of untrusted JSON: null when it fits, else where and why it does not. */
export type Check = (value: unknown, path: string) => ShapeError | null;

const fail = (path: string, reason: string): ShapeError => ({ path, reason });

/** An integer within [min, max]. */
export function int(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Check {
  return (v, path) =>
    typeof v !== 'number' || !Number.isInteger(v) ? fail(path, 'expected an integer') : v < min || v > max ? fail(path, `expected ${min}..${max}, got ${v}`) : null;
}

/** A string, optionally one of a fixed set. */
export function str(oneOf?: readonly string[]): Check {
  return (v, path) =>
    typeof v !== 'string' ? fail(path, 'expected a string') : oneOf && !oneOf.includes(v) ? fail(path, `expected one of ${oneOf.join(', ')}`) : null;
}

/** A boolean. */
export const bool: Check = (v, path) => (typeof v === 'boolean' ? null : fail(path, 'expected true or false'));

/** A string or a number (seeds). */
export const seedLike: Check = (v, path) => (typeof v === 'string' || typeof v === 'number' ? null : fail(path, 'expected a string or number'));

/** An array whose every item passes `each`, with an optional length range. */
export function arrayOf(each: Check, minLen = 0, maxLen = Number.MAX_SAFE_INTEGER): Check {
  return (v, path) => {
    if (!Array.isArray(v)) return fail(path, 'expected an array');
    if (v.length < minLen || v.length > maxLen) return fail(path, `expected ${minLen}..${maxLen} items, got ${v.length}`);
    for (let i = 0; i < v.length; i++) {
      const e = each(v[i], `${path}[${i}]`);
      if (e) return e;
    }
    return null;
  };
}

/** An object with exactly these fields (extra fields are refused so typos surface). */
export function record(fields: Readonly<Record<string, Check>>, optional: readonly string[] = []): Check {
  return (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(path, 'expected an object');
    const o = v as Record<string, unknown>;
    for (const k of Object.keys(o)) if (!(k in fields)) return fail(`${path}.${k}`, 'unknown field');
    for (const [k, check] of Object.entries(fields)) {
      if (!(k in o)) {
        if (optional.includes(k)) continue;
        return fail(`${path}.${k}`, 'missing');
      }
      const e = check(o[k], `${path}.${k}`);
      if (e) return e;
    }
    return null;
  };
}

/** Either null or a value passing `check`. */
export function nullable(check: Check): Check {
  return (v, path) => (v === null ? null : check(v, path));
}

/** The table's own entry for key: never one inherited from Object's prototype ("constructor", "hasOwnProperty"). */
export function shapeFor(table: Readonly<Record<string, Check>>, key: unknown): Check | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A move parser over one shape per move type: refuses a non-object, an unknown type or a bad field as MALFORMED_MOVE. */
export function parseByType<M>(shapes: Readonly<Record<string, Check>>): (json: unknown) => Result<M, CoreMoveError> {
  return (json) => {
    if (typeof json !== 'object' || json === null || typeof (json as { type?: unknown }).type !== 'string') return err({ code: 'MALFORMED_MOVE', reason: 'a move is an object with a string "type"' });
    const type = (json as { type: string }).type;
    const shape = shapeFor(shapes, type);
    if (!shape) return err({ code: 'MALFORMED_MOVE', reason: `unknown move "${type}"` });
    const e = shape(json, 'move');
    return e ? err({ code: 'MALFORMED_MOVE', reason: `${e.path}: ${e.reason}` }) : ok(json as M);
  };
}
