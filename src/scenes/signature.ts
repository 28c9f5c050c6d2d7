/**
 * A signature: a flat list of numbers that describes how something is drawn (scenes/frame-signature.ts), compared
 * entry by entry with the one made in an earlier frame. The still-frame cache makes one for every run and every
 * live object, every frame: kept in a Float64Array that grows and is reused, a signature allocates nothing per
 * frame. (A plain array boxed each fractional number it was given, a Graphics' thousands of coordinates included,
 * and emptying it with `length = 0` dropped its storage: about 20 MB a second of garbage at a Gatekeeper table.)
 */

/** What a value that may be of any type was (`pushValue`), written before it. */
const TAG = { number: 0, string: 1, true: 2, false: 3, undefined: 4, null: 5 } as const;

/** Strings met in signatures (a texture frame's name), each a number for as long as the page lives. */
const interned = new Map<string, number>();
function internedId(text: string): number {
  let id = interned.get(text);
  if (id === undefined) {
    id = interned.size;
    interned.set(text, id);
  }
  return id;
}

export class Signature {
  #values: Float64Array;
  #length = 0;

  constructor(capacity = 64) {
    this.#values = new Float64Array(Math.max(1, capacity));
  }

  /** A signature of `values` (tests and small heads): numbers as they are, other values through `pushValue`. */
  static of(...values: readonly unknown[]): Signature {
    const signature = new Signature(values.length * 2);
    for (const value of values) {
      if (typeof value === 'number') signature.push(value);
      else signature.pushValue(value);
    }
    return signature;
  }

  get length(): number {
    return this.#length;
  }

  /** The entry at `index` (NaN past the end). */
  at(index: number): number {
    return index >= 0 && index < this.#length ? (this.#values[index] as number) : Number.NaN;
  }

  /** Empties it, keeping its storage. */
  clear(): void {
    this.#length = 0;
  }

  /** Drops the entries from `length` on (back to a mark taken before them). */
  truncate(length: number): void {
    this.#length = Math.max(0, Math.min(this.#length, length));
  }

  /**
   * Makes room for `count` entries at the end and returns where they start; they are written through `values`
   * (read after this call: the storage may have grown). Writing there, in the caller's own code, passes no number
   * through a call, so none is boxed on the way.
   */
  reserve(count: number): number {
    const start = this.#length;
    if (start + count > this.#values.length) {
      let capacity = this.#values.length * 2;
      while (capacity < start + count) capacity *= 2;
      const grown = new Float64Array(capacity);
      grown.set(this.#values.subarray(0, start));
      this.#values = grown;
    }
    this.#length = start + count;
    return start;
  }

  /** The storage `reserve`d entries are written to (its entries past `length` mean nothing). */
  get values(): Float64Array {
    return this.#values;
  }

  push(value: number): void {
    if (this.#length === this.#values.length) {
      const grown = new Float64Array(this.#values.length * 2);
      grown.set(this.#values);
      this.#values = grown;
    }
    this.#values[this.#length++] = value;
  }

  pushFlag(value: boolean): void {
    this.push(value ? 1 : 0);
  }

  /**
   * A value of any type, as its type and its value (a string as its interned number), so a number never equals a
   * string or a flag that happens to share its entry; false for an object, a function or a symbol, which a
   * signature cannot hold (nothing is pushed then).
   */
  pushValue(value: unknown): boolean {
    switch (typeof value) {
      case 'number':
        this.push(TAG.number);
        this.push(value);
        return true;
      case 'string':
        this.push(TAG.string);
        this.push(internedId(value));
        return true;
      case 'boolean':
        this.push(value ? TAG.true : TAG.false);
        return true;
      case 'undefined':
        this.push(TAG.undefined);
        return true;
      default:
        if (value === null) {
          this.push(TAG.null);
          return true;
        }
        return false;
    }
  }

  /** Equal entry by entry (NaN equals NaN: a transform may hold one and still be the same; 0 equals -0). */
  equals(other: Signature): boolean {
    if (this.#length !== other.#length) return false;
    const a = this.#values;
    const b = other.#values;
    for (let i = 0; i < this.#length; i++) {
      const x = a[i] as number;
      const y = b[i] as number;
      if (x !== y && (x === x || y === y)) return false;
    }
    return true;
  }

  /** Makes it a copy of `other`, in its own storage. */
  copyFrom(other: Signature): void {
    if (this.#values.length < other.#length) this.#values = new Float64Array(other.#values.length);
    this.#values.set(other.#values.subarray(0, other.#length));
    this.#length = other.#length;
  }

  /** A new signature holding the first `length` entries (all of them by default). */
  copy(length = this.#length): Signature {
    const copy = new Signature(Math.max(1, Math.min(length, this.#length)));
    copy.#values.set(this.#values.subarray(0, Math.min(length, this.#length)));
    copy.#length = Math.min(length, this.#length);
    return copy;
  }
}
