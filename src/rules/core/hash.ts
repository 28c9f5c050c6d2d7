import type { Json } from './result';

/**
 * Stable JSON: object keys sorted, no whitespace, so equal states give equal strings whatever the key order.
 * Refuses what JSON cannot carry faithfully (undefined inside arrays, NaN, functions), so a state that is not
 * JSON-safe is caught in tests rather than silently altered by a save.
 */
export function stableStringify(value: unknown): string {
  const out: string[] = [];
  write(value, out, '$');
  return out.join('');
}

function write(v: unknown, out: string[], path: string): void {
  if (v === null) {
    out.push('null');
    return;
  }
  switch (typeof v) {
    case 'boolean':
      out.push(v ? 'true' : 'false');
      return;
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`not JSON-safe: non-finite number at ${path}`);
      out.push(Object.is(v, -0) ? '0' : String(v));
      return;
    case 'string':
      out.push(JSON.stringify(v));
      return;
    case 'object': {
      if (Array.isArray(v)) {
        out.push('[');
        for (let i = 0; i < v.length; i++) {
          if (i > 0) out.push(',');
          write(v[i], out, `${path}[${i}]`);
        }
        out.push(']');
        return;
      }
      const proto = Object.getPrototypeOf(v) as unknown;
      if (proto !== Object.prototype && proto !== null) throw new TypeError(`not JSON-safe: class instance at ${path}`);
      const obj = v as Record<string, unknown>;
      const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
      out.push('{');
      keys.forEach((k, i) => {
        if (i > 0) out.push(',');
        out.push(JSON.stringify(k), ':');
        write(obj[k], out, `${path}.${k}`);
      });
      out.push('}');
      return;
    }
    default:
      throw new TypeError(`not JSON-safe: ${typeof v} at ${path}`);
  }
}

/** 64-bit (two lanes of 32) string hash, cyrb53-style, as 16 hex digits. */
export function hashString(s: string): string {
  let h1 = 0xdeadbeef ^ 0x9e3779b9, h2 = 0x41c6ce57 ^ 0x85ebca6b;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/** Stable hash of any JSON-safe value: the identity of a game state for replays and saves. */
export function stateHash(value: unknown): string {
  return hashString(stableStringify(value));
}

/** Deep copy through JSON (for tests, import and saves; never in rule or AI hot paths). */
export function jsonCopy<T extends Json>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
