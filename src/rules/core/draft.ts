/**
 * One working-copy scheme for every game's `apply`: a draft of the state that the step writes, and that is the
 * next state once the step is done.
 *
 * The draft's type is derived from the state's (`Draft<S>`), so a field added to a state needs no edit here or in
 * a game's draft type. What a step may write is in the type: every field may be reassigned; the fields a game
 * copies when it makes the draft (its `Own` keys) are writable one level down; every other array or record is
 * still the state's own, readonly, until the step takes it (`take`, `takeAt`, `own`), which copies it the first
 * time (copy on write). Writing into a shared array is a compile error, so a step never touches its input.
 *
 * Which copies are the draft's own is kept in a ledger of the one draft being worked on (`startDraft` opens it,
 * `finishDraft` closes it): an array or record is the draft's own when this draft made the copy, compared by
 * identity, so moving an owned array to another field keeps it owned, and a shared array can never pass for an
 * owned one. A take on any draft but the open one copies again: slower, never wrong. The ledger lives beside the
 * draft, not on it, so the next state carries no bookkeeping (JSON, hashes and saves see only the state's fields).
 *
 * Speed: a game makes its draft with one object literal (V8 copies a 20-field literal in about 20 ns; a generic
 * spread of the same state costs about 0.5 µs on Node 20, half a Gatekeeper move), and a hot path that takes a
 * top-level field writes `(d.pile = own(d, d.pile))`, which reads the field by name; `take(d, 'pile')` does the
 * same through a key, which V8 reaches more slowly once many keys go through it.
 */

/**
 * One level writable: an array whose items may be set, pushed and spliced (a tuple stays a tuple), or a record
 * whose fields may be set. What they hold stays as it was: the records in a writable list are still shared.
 */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A step's working copy of a state `S`, and the next state once the step is done (it is assignable to `S`).
 * Every field may be reassigned. The fields named in `Own` are the draft's own from the start (copied when it was
 * made): writable one level down. The fields in `Inner` have the draft types given there (a list of drafts of
 * its records, say), each of which must still be a value of the state's field. Every other array or record is
 * the state's, readonly, until taken.
 */
export type Draft<S, Own extends keyof S = never, Inner extends InnerDrafts<S> = object> = {
  -readonly [K in keyof S]: K extends keyof Inner ? Inner[K] : K extends Own ? Writable<S[K]> : S[K];
};

/** The fields of `S` that hold an array: `Draft<S, ArrayKey<S>>` owns every array from the start. */
export type ArrayKey<S> = { [K in keyof S]-?: S[K] extends readonly unknown[] ? K : never }[keyof S];

/** Draft types for some fields of `S`: each must be assignable to the state's own field, so a draft is a state. */
export type InnerDrafts<S> = { readonly [K in keyof S]?: S[K] };

/** The fields of `D` that hold an array or a record: what `take` can take. */
export type TakeableKey<D> = { [K in keyof D]-?: D[K] extends object ? K : never }[keyof D];

/** The one draft being worked on and the copies it owns (the first `count` of `copies`). */
interface Ledger {
  draft: object | null;
  copies: object[];
  count: number;
}

const ledger: Ledger = { draft: null, copies: [], count: 0 };

/** Opens `draft` as the draft being worked on, with nothing taken yet, and returns it. */
export function startDraft<D extends object>(draft: D): D {
  ledger.draft = draft;
  ledger.count = 0;
  return draft;
}

/**
 * Closes a draft: it is the next state from now on, and nothing it holds counts as writable any more. Returns it
 * as a state (`S` is usually inferred from where the result goes).
 */
export function finishDraft<S extends object>(draft: S): S {
  if (ledger.draft === draft) {
    ledger.draft = null;
    ledger.count = 0;
  }
  return draft;
}

/** Whether `value` is a copy that the open draft `draft` made (and so may write). */
export function owns(draft: object, value: object): boolean {
  if (ledger.draft !== draft) return false;
  const copies = ledger.copies;
  for (let i = 0; i < ledger.count; i++) if (copies[i] === value) return true;
  return false;
}

/**
 * `value` itself when the draft made it, else a shallow copy (an array's items, a record's fields) that the draft
 * now owns. The caller puts the result where `value` was: `d.pile = own(d, d.pile)`.
 */
export function own<T extends object>(draft: object, value: T): Writable<T> {
  if (owns(draft, value)) return value as Writable<T>;
  const copy: object = Array.isArray(value) ? value.slice() : { ...value };
  if (ledger.draft === draft) ledger.copies[ledger.count++] = copy;
  return copy as Writable<T>;
}

/** Counts a fresh array or record made during the step as the draft's own, so a later take does not copy it. */
export function adopt<T extends object>(draft: object, fresh: T): T {
  if (ledger.draft === draft && !owns(draft, fresh)) ledger.copies[ledger.count++] = fresh;
  return fresh;
}

/** The draft's own `draft[key]`, copied the first time it is taken: `take(d, 'exile').push(card)`. */
export function take<D extends object, K extends TakeableKey<D>>(draft: D, key: K): Writable<D[K]> {
  const value = own(draft, draft[key] as D[K] & object);
  (draft as Record<K, unknown>)[key] = value;
  return value as Writable<D[K]>;
}

/** The draft's own `list[index]` in a list the draft owns, copied the first time it is taken. */
export function takeAt<T extends object>(draft: object, list: T[], index: number): Writable<T> {
  const value = own(draft, list[index] as T);
  list[index] = value as T;
  return value;
}
