/**
 * How a person builds a move step by step, generic over every game: the plain functions behind the move-building
 * statechart (move-builder.ts). A game describes each of its moves as the steps a person takes to make it (a
 * `MoveGrammar`: pick a card, then a zone, then an option…); given the legal moves and the steps chosen so far,
 * `offerOf` says exactly which steps may come next — chessground's `dests`, generalised to several steps. A move
 * whose choices are too many for the rules to list (a damage assignment, a loan) is an open pick: a bounded
 * multi-pick whose finished move is checked with the rules' `validate`.
 */
import type { MoveBase } from '../rules/core/module';

/** What a step picks: a card (or any piece picked up or pointed at), a zone (a place to drop on), an option (a button or a prompt's choice). */
export type StepKind = 'card' | 'zone' | 'option';

/** A game's own name for the thing picked: a card instance, a zone id, an option name. */
export type StepId = string | number;

/** One pick: this card, this zone, this option. */
export interface PickStep {
  readonly kind: StepKind;
  readonly id: StepId;
}

/** Several picks of one kind in any order, finished with a Confirm (a mulligan's cards, the Healer's witches). */
export interface SetStep {
  readonly kind: StepKind;
  readonly set: readonly StepId[];
}

export type Step = PickStep | SetStep;

/** The steps that make one move, in order. */
export type Path = readonly Step[];

/**
 * A bounded multi-pick for moves the rules do not list whole: after the steps `after`, pick between `min` and
 * `max` of `candidates` (each at most once unless `repeat`); `build` makes the move, which the rules validate.
 */
export interface OpenPick<M extends MoveBase> {
  readonly after: readonly PickStep[];
  readonly kind: StepKind;
  readonly candidates: readonly StepId[];
  readonly min: number;
  readonly max: number;
  readonly repeat: boolean;
  build(picks: readonly StepId[]): M;
}

/**
 * How a game's moves are made by a person: plain data and small functions next to the game's table. `V` is what
 * the grammar may look at to name things (the viewer's view: which card sits in which market slot).
 */
export interface MoveGrammar<M extends MoveBase, V = unknown> {
  /** Every way a person may make `move` (a repair may start on any location it repairs); usually one. */
  paths(move: M, view: V): readonly Path[];
  /** Whether a complete move waits for an explicit Confirm (default: it is sent at once). */
  confirm?(move: M): boolean;
  /** Whether `step`, the only way on after `chosen`, is taken at once without asking (default: never). */
  auto?(step: PickStep, chosen: readonly Step[]): boolean;
  /** Open picks for the legal moves now (moves of these kinds are built by picking, not found in the list). */
  open?(moves: readonly M[], view: V): readonly OpenPick<M>[];
}

/** A legal move with one of its paths. */
export interface Entry<M extends MoveBase> {
  readonly move: M;
  readonly path: Path;
}

/** The steps chosen so far: whole steps, the picks of a set or open step under way, and which steps were automatic. */
export interface Progress {
  readonly chosen: readonly PickStep[] | readonly Step[];
  readonly picks: readonly StepId[];
  readonly automatic: readonly boolean[];
}

/** What a person may do next. */
export interface Offer<M extends MoveBase> {
  /** Single picks on offer now (each leads on to at least one move). */
  readonly picks: readonly PickStep[];
  /** The set or open step under way or on offer: its kind, what may be toggled, what is picked. */
  readonly multi: { readonly kind: StepKind; readonly toggles: readonly StepId[]; readonly picked: readonly StepId[]; readonly canFinish: boolean; readonly open: boolean; readonly repeat: boolean; readonly max: number } | null;
  /** The move the chosen steps make (no set or open step under way), even if longer moves also start with them. */
  readonly complete: M | null;
  /** Whether longer moves start with the chosen steps (then a complete move waits for Confirm). */
  readonly longer: boolean;
}

export const isSetStep = (step: Step): step is SetStep => 'set' in step;

const sameId = (a: StepId, b: StepId): boolean => a === b;

/** A multiset's canonical key: ids sorted as strings (so 2 and "2" never meet: a game uses one kind of id per step). */
export function setKey(ids: readonly StepId[]): string {
  return ids.map((id) => `${typeof id}:${id}`).sort().join('|');
}

function stepMatches(chosen: Step, step: Step): boolean {
  if (chosen.kind !== step.kind) return false;
  if (isSetStep(chosen)) return isSetStep(step) && setKey(chosen.set) === setKey(step.set);
  return !isSetStep(step) && sameId(chosen.id, step.id);
}

/** Every legal move with every path the grammar gives it. */
export function entriesOf<M extends MoveBase, V>(grammar: MoveGrammar<M, V>, moves: readonly M[], view: V): Entry<M>[] {
  const out: Entry<M>[] = [];
  for (const move of moves) for (const path of grammar.paths(move, view)) out.push({ move, path });
  return out;
}

/** The entries whose path starts with the chosen steps. */
export function matching<M extends MoveBase>(entries: readonly Entry<M>[], chosen: readonly Step[]): Entry<M>[] {
  return entries.filter((e) => e.path.length >= chosen.length && chosen.every((step, i) => stepMatches(step, e.path[i] as Step)));
}

/** Whether `picks` (a multiset) fits inside `set` (a multiset). */
function fitsInside(picks: readonly StepId[], set: readonly StepId[]): boolean {
  const left = set.map((id) => `${typeof id}:${id}`);
  for (const id of picks) {
    const i = left.indexOf(`${typeof id}:${id}`);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The open pick that applies after the chosen steps, if any (chosen steps are all single picks up to it). */
export function openAt<M extends MoveBase>(opens: readonly OpenPick<M>[], chosen: readonly Step[]): OpenPick<M> | null {
  return opens.find((o) => o.after.length === chosen.length && o.after.every((step, i) => stepMatches(chosen[i] as Step, step))) ?? null;
}

function count(ids: readonly StepId[], id: StepId): number {
  return ids.filter((x) => sameId(x, id)).length;
}

/** What may come next after the chosen steps and the picks under way. */
export function offerOf<M extends MoveBase>(entries: readonly Entry<M>[], opens: readonly OpenPick<M>[], progress: Pick<Progress, 'chosen' | 'picks'>): Offer<M> {
  const { chosen, picks } = progress;
  const here = matching(entries, chosen);
  const at = chosen.length;
  const open = openAt(opens, chosen);
  if (open) {
    const addable = open.candidates.filter((id) => picks.length < open.max && (open.repeat || count(picks, id) === 0));
    // A picked id that cannot repeat is put back by picking it again.
    const toggles = new Set<StepId>(open.repeat ? addable : [...addable, ...picks]);
    const canFinish = picks.length >= open.min && picks.length <= open.max;
    return { picks: [], multi: { kind: open.kind, toggles: [...toggles], picked: picks, canFinish, open: true, repeat: open.repeat, max: open.max }, complete: null, longer: true };
  }
  const singles: PickStep[] = [];
  const seen = new Set<string>();
  let multiKind: Step['kind'] | null = null;
  const toggles = new Set<StepId>();
  let canFinish = false;
  let largest = 0;
  let complete: M | null = null;
  let longer = false;
  for (const e of here) {
    const next = e.path[at];
    if (next === undefined) {
      if (picks.length === 0 && complete === null) complete = e.move;
      continue;
    }
    longer = true;
    if (isSetStep(next)) {
      if (!fitsInside(picks, next.set)) continue;
      multiKind = next.kind;
      largest = Math.max(largest, next.set.length);
      for (const id of next.set) if (count(next.set, id) > count(picks, id)) toggles.add(id);
      if (setKey(next.set) === setKey(picks)) canFinish = true;
    } else if (picks.length === 0) {
      const key = `${next.kind}/${typeof next.id}:${next.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        singles.push(next);
      }
    }
  }
  // Picked ids may be put back: they toggle too.
  for (const id of picks) toggles.add(id);
  const multi = multiKind === null ? null : { kind: multiKind, toggles: [...toggles], picked: picks, canFinish, open: false, repeat: false, max: largest };
  return { picks: singles, multi, complete, longer };
}

/** Why a pick cannot be taken now, or null when it can. */
export type PickRefusal = { readonly code: 'NOT_OFFERED'; readonly step: PickStep } | { readonly code: 'NOT_DECIDING' } | { readonly code: 'TOO_MANY'; readonly max: number };

/** Whether `step` may be picked now: a single pick on offer, or an id of the set/open step under way. */
export function pickRefusal<M extends MoveBase>(offer: Offer<M>, step: PickStep): PickRefusal | null {
  if (offer.picks.some((p) => p.kind === step.kind && sameId(p.id, step.id))) return null;
  const m = offer.multi;
  if (m && m.kind === step.kind) {
    if (m.toggles.some((id) => sameId(id, step.id))) return null;
    if (m.picked.length >= m.max) return { code: 'TOO_MANY', max: m.max };
  }
  return { code: 'NOT_OFFERED', step };
}

/**
 * The progress after picking `step` (already checked with `pickRefusal`): a single pick is appended; an id of the
 * set or open step under way is added, or put back if it was picked (a repeating open id, a damage point, is added
 * again: Back takes the last one off).
 */
export function withPick<M extends MoveBase>(offer: Offer<M>, progress: Progress, step: PickStep): Progress {
  if (offer.picks.some((p) => p.kind === step.kind && sameId(p.id, step.id))) {
    return { chosen: [...progress.chosen, { kind: step.kind, id: step.id }], picks: [], automatic: [...progress.automatic, false] };
  }
  const m = offer.multi;
  if (!m || m.kind !== step.kind) return progress;
  const picked = count(progress.picks, step.id) > 0;
  if (picked && !(m.open && m.repeat)) return { ...progress, picks: removeOne(progress.picks, step.id) };
  return { ...progress, picks: [...progress.picks, step.id] };
}

function removeOne(ids: readonly StepId[], id: StepId): StepId[] {
  const i = ids.findIndex((x) => sameId(x, id));
  return i < 0 ? [...ids] : [...ids.slice(0, i), ...ids.slice(i + 1)];
}

/** The progress after finishing the set step under way: its picks become one whole step. */
export function withSetFinished(progress: Progress, kind: StepKind): Progress {
  return { chosen: [...progress.chosen, { kind, set: [...progress.picks] }], picks: [], automatic: [...progress.automatic, false] };
}

/** One step back: the last pick of a set under way, else the last chosen step (and any automatic steps before it). */
export function withBack(progress: Progress): Progress {
  if (progress.picks.length > 0) return { ...progress, picks: progress.picks.slice(0, -1) };
  const chosen = [...progress.chosen];
  const automatic = [...progress.automatic];
  // Steps taken automatically after the last one the person chose go with it (else they would be taken again).
  while (automatic.length > 0 && automatic[automatic.length - 1] === true) {
    chosen.pop();
    automatic.pop();
  }
  chosen.pop();
  automatic.pop();
  while (automatic.length > 0 && automatic[automatic.length - 1] === true) {
    chosen.pop();
    automatic.pop();
  }
  return { chosen, picks: [], automatic };
}

export const NO_PROGRESS: Progress = { chosen: [], picks: [], automatic: [] };

/** The one step to take automatically now, when the game allows it and it is the only way on. */
export function forcedStep<M extends MoveBase, V>(grammar: MoveGrammar<M, V>, offer: Offer<M>, chosen: readonly Step[]): PickStep | null {
  if (!grammar.auto || offer.multi || offer.complete || offer.picks.length !== 1) return null;
  const only = offer.picks[0] as PickStep;
  return grammar.auto(only, chosen) ? only : null;
}

/** The progress with every forced step taken. */
export function withForcedSteps<M extends MoveBase, V>(grammar: MoveGrammar<M, V>, entries: readonly Entry<M>[], opens: readonly OpenPick<M>[], progress: Progress): Progress {
  let p = progress;
  for (let guard = 0; guard < 16; guard++) {
    const step = forcedStep(grammar, offerOf(entries, opens, p), p.chosen);
    if (!step) return p;
    p = { chosen: [...p.chosen, step], picks: [], automatic: [...p.automatic, true] };
  }
  return p;
}

/** The move an open step's picks make (to be validated by the rules), or null when the picks are out of bounds. */
export function openMove<M extends MoveBase>(opens: readonly OpenPick<M>[], progress: Pick<Progress, 'chosen' | 'picks'>): M | null {
  const open = openAt(opens, progress.chosen);
  if (!open || progress.picks.length < open.min || progress.picks.length > open.max) return null;
  return open.build(progress.picks);
}

/** Every single pick on offer and every id of the set or open step under way, as picks (the keyboard's stops). */
export function offeredSteps<M extends MoveBase>(offer: Offer<M>): PickStep[] {
  const multi = offer.multi;
  return [...offer.picks, ...(multi ? multi.toggles.map((id): PickStep => ({ kind: multi.kind, id })) : [])];
}
