import { describe, expect, it } from 'vitest';
import { gate } from '../../../src/rules/gate/index';
import { gatekeeper } from '../../../src/rules/gatekeeper/index';
import { gaterunners } from '../../../src/rules/gaterunners/index';
import { gateway } from '../../../src/rules/gateway/index';
import { loadGameModule } from '../../../src/rules/games';

// A move type (or Gate's trait / command) naming one of Object's prototype members must be an unknown move, not a
// shape check borrowed from the prototype: { type: 'hasOwnProperty' } used to pass parseMove.
const PROTO_KEYS = ['constructor', 'hasOwnProperty', 'toString', '__proto__', 'valueOf'];

describe("parseMove: move types are the table's own keys", () => {
  const games = [
    ['gatekeeper', gatekeeper],
    ['gate', gate],
    ['gaterunners', gaterunners],
    ['gateway', gateway],
  ] as const;
  for (const [id, m] of games) {
    it(`${id}: a prototype member's name is refused as an unknown move`, () => {
      for (const type of PROTO_KEYS) {
        const r = (m.parseMove as (json: unknown) => ReturnType<typeof m.parseMove>)({ type });
        expect(r.ok, `${id} ${type}`).toBe(false);
        if (!r.ok) expect(r.error).toEqual({ code: 'MALFORMED_MOVE', reason: `unknown move "${type}"` });
      }
    });
  }

  it('gate: a prototype member as a trait or a command is refused by name', () => {
    expect(gate.parseMove({ type: 'use', trait: 'hasOwnProperty' })).toEqual({ ok: false, error: { code: 'MALFORMED_MOVE', reason: 'unknown trait "hasOwnProperty"' } });
    expect(gate.parseMove({ type: 'command', command: 'constructor' })).toEqual({ ok: false, error: { code: 'MALFORMED_MOVE', reason: 'unknown command "constructor"' } });
  });

  it('a well-formed move still parses, and a bad field names its path', () => {
    expect(gatekeeper.parseMove({ type: 'mulligan', cards: [] }).ok).toBe(true);
    const r = gatekeeper.parseMove({ type: 'wild', loc: 9 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('MALFORMED_MOVE');
  });
});

describe('loadGameModule', () => {
  it('finds a game by id and nothing for a prototype member', async () => {
    expect((await loadGameModule('gatekeeper'))?.id).toBe('gatekeeper');
    expect(await loadGameModule('constructor')).toBeUndefined();
    expect(await loadGameModule('toString')).toBeUndefined();
  });
});
