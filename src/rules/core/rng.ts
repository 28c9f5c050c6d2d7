/**
 * Seeded PRNG (sfc32) whose whole state is four uint32s in plain JSON, so it lives inside the game state
 * and replays exactly. Functions that draw mutate the RngState they are given: callers pass their own copy.
 */
export interface RngState {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Hashes a string seed into 128 bits (cyrb128), used to seed sfc32. */
function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Creates a fresh RNG state from a seed (any string or number gives a distinct, repeatable stream). */
export function createRng(seed: string | number): RngState {
  const [a, b, c, d] = cyrb128(String(seed));
  const r: RngState = { a, b, c, d };
  for (let i = 0; i < 15; i++) nextU32(r); // warm up: early outputs of sfc32 correlate with the seed
  return r;
}

/** Copies an RNG state (cheap: four numbers). */
export function cloneRng(r: RngState): RngState {
  return { a: r.a, b: r.b, c: r.c, d: r.d };
}

/** Draws the next uint32 and advances the state in place. */
export function nextU32(r: RngState): number {
  const t = (((r.a + r.b) | 0) + r.d) | 0;
  r.d = (r.d + 1) | 0;
  r.a = r.b ^ (r.b >>> 9);
  r.b = (r.c + (r.c << 3)) | 0;
  r.c = (r.c << 21) | (r.c >>> 11);
  r.c = (r.c + t) | 0;
  r.a >>>= 0;
  r.b >>>= 0;
  r.c >>>= 0;
  r.d >>>= 0;
  return t >>> 0;
}

/** A float in [0, 1). */
export function nextFloat(r: RngState): number {
  return nextU32(r) / 4294967296;
}

/** An unbiased integer in [0, n) by rejection sampling; n must be a positive integer ≤ 2^32. */
export function nextInt(r: RngState, n: number): number {
  if (!(n > 0) || n > 4294967296 || Math.floor(n) !== n) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 4294967296 - (4294967296 % n);
  let x = nextU32(r);
  while (x >= limit) x = nextU32(r);
  return x % n;
}

/** Fisher–Yates shuffle of `items` in place (every permutation equally likely); returns the same array. */
export function shuffleInPlace<T>(r: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(r, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** Returns a shuffled copy, leaving the input untouched. */
export function shuffled<T>(r: RngState, items: readonly T[]): T[] {
  return shuffleInPlace(r, items.slice());
}

/** Picks one element uniformly; undefined for an empty list. */
export function pick<T>(r: RngState, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[nextInt(r, items.length)];
}

/** True when a value has the shape of an RngState (used when importing positions). */
export function isRngState(x: unknown): x is RngState {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (['a', 'b', 'c', 'd'] as const).every((k) => {
    const v = o[k];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;
  });
}
