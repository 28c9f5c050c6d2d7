/** A JSON value: what rules state, moves, events and errors are made of, so they cross postMessage and disk. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json };

/** Every refusal carries a machine-readable code plus the numbers the UI needs to explain it. */
export interface CodedError {
  readonly code: string;
}

/** A plain-object result: never thrown, always serialisable. */
export type Result<T, E extends CodedError = CodedError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

/** Wraps a value as a successful Result. */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/** Wraps a coded error as a failed Result. */
export function err<E extends CodedError>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** Compile-time exhaustiveness check for switches over unions. */
export function exhaustive(x: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(x)}`);
}
