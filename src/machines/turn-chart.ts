/**
 * A game's turn as a statechart, built from its phase table: one state per phase (its label as the state's
 * description), one transition per phase that may follow (`next`). The rules stay the authority (`phaseOf`); the
 * chart is how the client sees the turn: the phase strip and the prompt titles follow it. A phase change the table
 * does not declare is reported (`followPhase`), so a stale table shows up; the tests keep the tables true.
 */
import { setup } from 'xstate';
import type { Actor, SnapshotFrom } from 'xstate';

/** The part of a phase table the chart needs. */
export type PhaseGraph<P extends string> = { readonly [phase in P]: { readonly label: string; readonly next: readonly P[] } };

export type TurnEvent<P extends string> = { readonly type: 'phase.changed'; readonly phase: P };

/** Whether the event names the phase a transition goes to. */
export function isPhase<P extends string>(event: TurnEvent<P>, phase: P): boolean {
  return event.phase === phase;
}

/** The turn chart of a phase table, starting in `initial`. */
export function turnChart<P extends string>(phases: PhaseGraph<P>, initial: P) {
  const names = Object.keys(phases) as P[];
  const states = Object.fromEntries(
    names.map((phase) => [
      phase,
      {
        description: phases[phase].label,
        ...(phases[phase].next.length === 0 ? { type: 'final' as const } : {}),
        on: { 'phase.changed': phases[phase].next.map((next) => ({ guard: { type: 'isPhase' as const, params: { phase: next } }, target: next })) },
      },
    ]),
  );
  return setup({
    types: { events: {} as TurnEvent<P> },
    guards: { isPhase: ({ event }, params: { phase: P }) => isPhase(event, params.phase) },
  }).createMachine({ id: 'turn', initial, states });
}

export type TurnChart<P extends string> = ReturnType<typeof turnChart<P>>;

/** Every transition of a chart, as `from->to`. */
export function chartEdges<P extends string>(phases: PhaseGraph<P>): Set<`${P}->${P}`> {
  const out = new Set<`${P}->${P}`>();
  for (const phase of Object.keys(phases) as P[]) for (const next of phases[phase].next) out.add(`${phase}->${next}`);
  return out;
}

/** The phase a chart snapshot stands in. */
export function phaseOfChart<P extends string>(snapshot: SnapshotFrom<TurnChart<P>>): P {
  return snapshot.value as P;
}

/** Moves a running chart to the phase the rules are in; a change the table does not declare is reported (and not taken). */
export function followPhase<P extends string>(chart: Actor<TurnChart<P>>, phase: P): void {
  const from = phaseOfChart(chart.getSnapshot());
  if (phase === from) return;
  chart.send({ type: 'phase.changed', phase });
  if (phaseOfChart(chart.getSnapshot()) !== phase) console.warn(`turn chart: the rules went ${from} -> ${phase}, which the phase table does not declare`);
}
