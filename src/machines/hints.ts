/**
 * The coach's Hint, generic over every game, without drawing: the AI worker's advice parsed like any data from
 * outside, the step of the suggested move the person takes next (from the move-building grammar's path), and the
 * hint's one line of words (what the move does, from the game's own event words, and the computer's reckoning of
 * the person's chances before and after the turn it suggests).
 */
import type { EventBase, GameModule, MoveBase, Seat } from '../rules/core/module';
import { stableStringify } from '../rules/core/hash';
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import { createRng } from '../rules/core/rng';
import type { Path, Step } from './move-steps';
import { isSetStep, setKey } from './move-steps';

/** Why there is no hint to show. */
export type HintError =
  /** The advisor found no move to suggest. */
  | { readonly code: 'NO_SUGGESTION' }
  /** The worker's answer is not a plan with two chances (a bug or a mismatched worker). */
  | { readonly code: 'BAD_ANSWER'; readonly reason: string }
  /** The suggested move is not among the legal moves now (the position moved on meanwhile). */
  | { readonly code: 'NOT_LEGAL' };

/** A parsed piece of advice: the plan (its first move one of the legal moves now) and the win chances. */
export interface ParsedAdvice<M extends MoveBase> {
  readonly plan: readonly M[];
  readonly chance: { readonly before: number; readonly after: number };
}

const isChance = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

/**
 * The worker's answer as typed advice: every move parsed by the game's rules (the plan is dropped whole if one
 * fails), the chances numbers in [0, 1], and the first move one of `legal` (the legal move itself is returned).
 */
export function parseAdvice<M extends MoveBase>(answer: unknown, parseMove: (raw: unknown) => Result<M, CodedError>, legal: readonly M[]): Result<ParsedAdvice<M>, HintError> {
  if (typeof answer !== 'object' || answer === null) return err({ code: 'BAD_ANSWER', reason: 'not an object' });
  const { plan, chance } = answer as { plan?: unknown; chance?: unknown };
  if (!Array.isArray(plan)) return err({ code: 'BAD_ANSWER', reason: 'no plan' });
  const { before, after } = (typeof chance === 'object' && chance !== null ? chance : {}) as { before?: unknown; after?: unknown };
  if (!isChance(before) || !isChance(after)) return err({ code: 'BAD_ANSWER', reason: 'chances must be numbers from 0 to 1' });
  if (plan.length === 0) return err({ code: 'NO_SUGGESTION' });
  const moves: M[] = [];
  for (const raw of plan as unknown[]) {
    const parsed = parseMove(raw);
    if (!parsed.ok) return err({ code: 'BAD_ANSWER', reason: `a move the rules cannot read (${parsed.error.code})` });
    moves.push(parsed.value);
  }
  const key = stableStringify(moves[0]);
  const first = legal.find((m) => stableStringify(m) === key);
  if (!first) return err({ code: 'NOT_LEGAL' });
  return ok({ plan: [first, ...moves.slice(1)], chance: { before, after } });
}

function sameStep(a: Step, b: Step): boolean {
  if (a.kind !== b.kind) return false;
  if (isSetStep(a) || isSetStep(b)) return isSetStep(a) && isSetStep(b) && setKey(a.set) === setKey(b.set);
  return a.id === b.id;
}

/**
 * The step of `path` to take next, given the steps `chosen` so far: the one after them when they start the path,
 * else its first (the person went another way: the hint starts again). Null once the path is all chosen.
 */
export function nextHintStep(path: Path, chosen: readonly Step[]): Step | null {
  const onPath = chosen.length <= path.length && chosen.every((step, i) => sameStep(step, path[i] as Step));
  return (onPath ? path[chosen.length] : path[0]) ?? null;
}

/** Longest the hint's description of its move may run, in characters (it is one line on a tablet). */
export const HINT_WORDS_MAX = 140;

/** The seat number an event is redacted for so that nobody's hidden cards show (a spectator's). */
const NOBODY: Seat = -1;

/** Samples of the hidden cards a move's words must agree over to be said. */
const WORD_SAMPLES = 5;

/** An event's words as the seat reads them, and as a spectator would (nobody's hidden cards named). */
interface EventWords {
  readonly seat: string;
  readonly nobody: string;
  readonly reveals: boolean;
}

/** The words of `move`'s events on one sample of the hidden cards, up to and including its first revealing event. */
function wordsOn<M extends MoveBase, E extends EventBase>(module: GameModule<unknown, object, unknown, M, E>, view: unknown, seat: Seat, move: M, seed: string, describe: (event: E) => string): EventWords[] {
  const applied = module.apply(module.determinize(view, seat, createRng(seed)), seat, move);
  if (!applied.ok) return [];
  const out: EventWords[] = [];
  for (const event of applied.value.events) {
    const reveals = module.revealsInformation?.([event]) !== false;
    const said = (reader: Seat) => describe(module.redactEvent?.(event, reader) ?? event).replace(/\.$/, '');
    out.push({ seat: said(seat), nobody: said(NOBODY), reveals });
    if (reveals) break;
  }
  return out;
}

/**
 * What `move` does, in the table's own log words (`describe`: an event already redacted for the reader, in the
 * table's words), in at most two sentences: its events on several samples of the
 * hidden cards, said only as far as the samples agree. The move's own first event is said as the seat reads it
 * (the card it plays from its hand); a later event that reveals something ends the words and is said as a
 * spectator would see it, so a card a draw would reveal, a guess of the sample, is never named.
 */
export function moveWords<M extends MoveBase, E extends EventBase>(module: GameModule<unknown, object, unknown, M, E>, view: unknown, seat: Seat, move: M, seed: string, describe: (event: E) => string): string {
  const samples = Array.from({ length: WORD_SAMPLES }, (_, i) => wordsOn(module, view, seat, move, `${seed}/${i}`, describe));
  const agreed = (pick: (words: EventWords) => string, i: number): string | null => {
    const first = samples[0]?.[i];
    if (!first) return null;
    const text = pick(first);
    return samples.every((sample) => sample[i] !== undefined && pick(sample[i] as EventWords) === text) ? text : null;
  };
  const sentences: string[] = [];
  for (let i = 0; i < (samples[0]?.length ?? 0) && sentences.length < 2; i++) {
    const reveals = samples.some((sample) => sample[i]?.reveals !== false);
    const text = (i === 0 || !reveals ? agreed((w) => w.seat, i) : null) ?? agreed((w) => w.nobody, i);
    if (text === null) break;
    if (text) sentences.push(text);
    if (reveals) break;
  }
  const joined = sentences.join('; ');
  return joined.length > HINT_WORDS_MAX ? `${joined.slice(0, HINT_WORDS_MAX - 1).trimEnd()}…` : joined;
}

/** The hint's line: the move in words (or a plain "this move"), how much of the turn's plan it is, and the chances. */
export function hintLine(words: string, planLength: number, chance: ParsedAdvice<MoveBase>['chance']): string {
  const percent = (x: number) => `${Math.round(x * 100)}%`;
  const move = words ? `${words}.` : 'The lit move.';
  const part = planLength > 1 ? ` (First of ${planLength} moves for this turn.)` : '';
  return `Hint: ${move}${part} Your chances by the computer's reckoning: ${percent(chance.before)} → ${percent(chance.after)}.`;
}
