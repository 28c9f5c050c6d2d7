/** One test per spell (GK-40…GK-48), each quoting the card text it checks; GK-39 for spells being choices. */
import { describe, expect, it } from 'vitest';
import { gatekeeper, SPELL_TEXT, WITCHES } from '../../../src/rules/gatekeeper/index';
import type { Spell } from '../../../src/rules/gatekeeper/index';
import { build, column, dz, ofType, play, witch } from './build';

/** Asserts the card text quoted by a test is the text the game shows. */
const quotes = (spell: Spell, quote: string) => expect(SPELL_TEXT[spell].text).toContain(quote);
const EARTH7 = witch({ element: 'earth', power: 7 });
const WATER7 = witch({ element: 'water', power: 7 });
const FIRE7 = witch({ element: 'fire', power: 7 });
const AIR7 = witch({ element: 'air', power: 7 });

describe('GK-39 spells are choices', () => {
  it('every witch of every spell can skip it, and a spell with no target is not offered', () => {
    const healer = witch({ element: 'air', spell: 'healer' });
    const none = play(build({ hands: [[healer], []], keeper: 2 }), { type: 'play', card: healer, loc: 0 });
    expect(none.state.phase).not.toBe('healer');
    const some = play(build({ hands: [[healer], []], cols: [[[], [dz(EARTH7)]], []], keeper: 2 }), { type: 'play', card: healer, loc: 0 });
    expect(some.state.phase).toBe('healer');
    expect(gatekeeper.legalMoves(some.state, 0).at(-1)).toEqual({ type: 'skip' });
  });
  it('every spell appears on 4 witches, one per element', () => {
    for (const spell of Object.keys(SPELL_TEXT) as Spell[]) {
      expect(WITCHES.filter((w) => w.spell === spell).map((w) => w.element).sort()).toEqual(['air', 'earth', 'fire', 'water']);
    }
  });
});

describe('GK-40 Fury (G8)', () => {
  const fury = witch({ element: 'fire', spell: 'fury' }); // move III
  it('"remove 2 dazzled witches of your opponent. Your own dazzled witches are safe."', () => {
    quotes('fury', 'remove 2 dazzled witches of your opponent. Your own dazzled witches are safe.');
    const a = witch({ element: 'air', power: 1 });
    const b = witch({ element: 'water', power: 1 });
    const mine = witch({ element: 'earth', power: 1 });
    // Fury (III) from Earth: Water, Fire, Air. Opponent's dazzled witches sit at Earth and Water, mid-column.
    const s = build({ hands: [[fury], []], cols: [[[dz(mine)]], [[], [dz(a), WATER7], [dz(b), FIRE7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: fury, loc: 3 });
    expect(r.state.phase).toBe('fury');
    const pair = [a, b].sort((x, y) => x - y);
    expect(gatekeeper.legalMoves(r.state, 0)).toContainEqual({ type: 'fury', witches: pair });
    const done = play(r.state, { type: 'fury', witches: pair });
    expect(ofType(done.events, 'removed').map((e) => e.witch).sort((x, y) => x - y)).toEqual(pair);
    // Her own dazzled end witch at Air, where the Gatekeeper stands, is safe.
    expect(column(done.state, 0, 0)).toEqual([dz(mine)]);
  });

  // The rulebook's sentence, checked on every path of the removal step in a Fury turn (the Gatekeeper moves III
  // from Earth and lands at Air, where the Fury player's own dazzled witch ends her column).
  const SAFE = 'Your own dazzled witches are safe and will not be victim of the Gatekeeper, even if no dazzled witches are present on the side of the opponent.';
  const mine = witch({ element: 'earth', power: 1 });
  const theirs = witch({ element: 'water', power: 1 });
  const far = witch({ element: 'air', power: 1 });

  it(`GK-40 no target, no prompt: "${SAFE}"`, () => {
    const s = build({ hands: [[fury], []], cols: [[[dz(mine)]], [[AIR7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: fury, loc: 3 });
    expect(r.state.keeper, 'the Gatekeeper stands at Air').toBe(0);
    expect(r.state.phase).not.toBe('fury');
    expect(ofType(r.events, 'removed'), `GK-40: ${SAFE}`).toEqual([]);
    expect(column(r.state, 0, 0)).toEqual([dz(mine)]);
  });

  it(`GK-40 the spell skipped, the normal removal spares her: "${SAFE}"`, () => {
    // The opponent has a dazzled witch at Earth (so Fury is offered) and an upright end at Air.
    const s = build({ hands: [[fury], []], cols: [[[dz(mine)]], [[AIR7], [dz(far), WATER7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: fury, loc: 3 });
    expect(r.state.phase).toBe('fury');
    const skipped = play(r.state, { type: 'skip' });
    expect(ofType(skipped.events, 'removed'), `GK-40: ${SAFE}`).toEqual([]);
    expect(column(skipped.state, 0, 0)).toEqual([dz(mine)]);
  });

  it(`GK-40 the spell skipped over two equal dazzled ends: no G6 choice, the opponent's goes: "${SAFE}"`, () => {
    const s = build({ hands: [[fury], []], cols: [[[dz(mine)]], [[dz(theirs)]]], keeper: 1 });
    const r = play(s, { type: 'play', card: fury, loc: 3 });
    expect(r.state.phase).toBe('fury');
    const skipped = play(r.state, { type: 'skip' });
    expect(skipped.state.phase, `GK-40: ${SAFE}`).not.toBe('removeTie');
    expect(ofType(skipped.events, 'removed').map((e) => e.witch)).toEqual([theirs]);
    expect(column(skipped.state, 0, 0)).toEqual([dz(mine)]);
  });

  it(`GK-40 the spell cast on one target: her own end still stays: "${SAFE}"`, () => {
    const s = build({ hands: [[fury], []], cols: [[[dz(mine)]], [[dz(theirs)]]], keeper: 1 });
    const cast = play(s, { type: 'play', card: fury, loc: 3 }, { type: 'fury', witches: [theirs] });
    expect(ofType(cast.events, 'removed').map((e) => e.witch), `GK-40: ${SAFE}`).toEqual([theirs]);
    expect(column(cast.state, 0, 0)).toEqual([dz(mine)]);
  });

  it('GK-23 without Fury the same position removes the weaker end as before (the fix is Fury\'s alone)', () => {
    const plain = WITCHES.find((w) => w.element === 'earth' && w.spell === null && w.move === 3)!.id; // move III like the Fury witch
    const s = build({ hands: [[plain], []], cols: [[[dz(mine)]], [[AIR7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: plain, loc: 1 });
    expect(r.state.keeper).toBe(0);
    expect(ofType(r.events, 'removed').map((e) => e.witch)).toEqual([mine]);
  });
});

describe('GK-41 Animal Spirit', () => {
  const animal = witch({ element: 'water', spell: 'animalSpirit' }); // spellpower 3
  it('"The spellpower of her opponent is, for this turn, considered to be lowered to "0""', () => {
    quotes('animalSpirit', 'The spellpower of her opponent is, for this turn, considered to be lowered to "0"');
    const s = build({ hands: [[animal], []], cols: [[], [[], [], [WATER7]]], keeper: 0 });
    const r = play(s, { type: 'play', card: animal, loc: 2 });
    expect(r.state.phase).toBe('animalSpirit');
    const cast = play(r.state, { type: 'animalSpirit' });
    expect(ofType(cast.events, 'duel')[0]).toMatchObject({ loser: WATER7 });
    const skipped = play(r.state, { type: 'skip' });
    expect(ofType(skipped.events, 'duel')[0]).toMatchObject({ loser: animal });
  });
});

describe('GK-42 Manipulator', () => {
  const manip = witch({ element: 'earth', spell: 'manipulator' }); // spellpower 3, move II (GK-50)
  it('"The bead jumps two gates forward. The second gate it lands in gets activated; the first gate it passes is neglected."', () => {
    quotes('manipulator', 'The bead jumps two gates forward. The second gate it lands in gets activated; the first gate it passes is neglected.');
    const s = build({ hands: [[manip], []], cols: [[[], [], [WATER7]], []], keeper: 0 });
    // Move II from Air: the Gatekeeper walks to Water.
    const r = play(s, { type: 'play', card: manip, loc: 1 });
    expect(r.state.keeper).toBe(2);
    expect(r.state.phase).toBe('manipulator');
    const cast = play(r.state, { type: 'manipulator' });
    // Water's gates: water → earth → fire. From water, earth is skipped and fire opens.
    expect(ofType(cast.events, 'gateOpened')[0]).toMatchObject({ element: 'fire', skipped: 'earth', gate: 2 });
    expect(cast.state.beads[2]).toBe(2);
    const plain = play(r.state, { type: 'skip' });
    expect(ofType(plain.events, 'gateOpened')[0]).toMatchObject({ element: 'earth', skipped: null });
  });
});

describe('GK-43 Twin Strike', () => {
  const twin = witch({ element: 'air', spell: 'twinStrike' }); // spellpower 5, move II
  const four = witch({ element: 'earth', spell: 'temptress' }); // 4, move II
  it('"Position an additional witch of lower spellpower at another location. She duels, activates the Gatekeeper and casts her spell; then recruit 2."', () => {
    quotes('twinStrike', 'Position an additional witch of lower spellpower at another location. She duels, activates the Gatekeeper and casts her spell; then recruit 2.');
    const s = build({ hands: [[twin, four, EARTH7, FIRE7, WATER7], []], cols: [[], [[], [witch({ element: 'earth', power: 1 })]]], keeper: 3 });
    const r = play(s, { type: 'play', card: twin, loc: 0 });
    expect(r.state.phase).toBe('twinStrike');
    const options = gatekeeper.legalMoves(r.state, 0);
    // Only the 4 qualifies (7s are too strong), at Earth or Water (not Air, hers).
    expect(options).toEqual([{ type: 'twinStrike', card: four, loc: 1 }, { type: 'twinStrike', card: four, loc: 2 }, { type: 'skip' }]);
    expect(gatekeeper.validate(r.state, 0, { type: 'twinStrike', card: EARTH7, loc: 1 })).toMatchObject({ code: 'TWIN_TOO_STRONG', max: 4 });
    expect(gatekeeper.validate(r.state, 0, { type: 'twinStrike', card: four, loc: 0 })).toEqual({ code: 'TWIN_SAME_LOCATION', loc: 0 });
    const second = play(r.state, { type: 'twinStrike', card: four, loc: 1 });
    // The second witch duels (4 vs 1) and the Gatekeeper moves by HER value (II from Fire → Air, Earth).
    expect(ofType(second.events, 'duel')[0]).toMatchObject({ witch: four });
    expect(ofType(second.events, 'keeperMoved')).toEqual([{ type: 'keeperMoved', from: 3, to: 1, path: [0, 1] }]);
    let after = second.state;
    let recruits = 0;
    while (after.active === 0) {
      const m = gatekeeper.legalMoves(after, 0).at(-1)!;
      if (m.type === 'draw') recruits++;
      after = play(after, m).state;
    }
    expect(recruits).toBe(2);
    expect(after.hands[0]).toHaveLength(5);
  });
});

describe('GK-44 Archer (G7)', () => {
  const archer = witch({ element: 'fire', spell: 'archer' }); // 7, move III (GK-50)
  const fire6 = witch({ element: 'fire', power: 6, spell: null });
  it('"Target ANY witch on the opposing side. She eliminates weaker witches; by spending 1 mana she also defeats a witch of equal or higher spellpower."', () => {
    quotes('archer', 'Target ANY witch on the opposing side. She eliminates weaker witches; by spending 1 mana she also defeats a witch of equal or higher spellpower.');
    const weak = witch({ element: 'air', power: 1 });
    // Move III from Air: the Gatekeeper walks to Fire, away from the Air column the shots land in.
    const s = build({ hands: [[archer], []], cols: [[], [[weak, AIR7], [dz(EARTH7)], [], [fire6]]], keeper: 0 });
    const r = play(s, { type: 'play', card: archer, loc: 3 });
    expect(r.state.phase).toBe('archer');
    // Upright targets anywhere on the opposing side, including mid-column; never a dazzled one.
    expect(gatekeeper.legalMoves(r.state, 0).map((m) => (m.type === 'archer' ? m.target : m.type))).toEqual([weak, AIR7, fire6, 'skip']);
    const free = play(r.state, { type: 'archer', target: weak });
    expect(free.state.mana[0]).toBe(12);
    expect(column(free.state, 1, 0)).toEqual([dz(weak), AIR7]);
    // The shot replaces her duel with the 6 at the end of the Fire column.
    expect(ofType(free.events, 'duel')).toEqual([]);
    const paid = play(r.state, { type: 'archer', target: AIR7 });
    expect(paid.state.mana[0]).toBe(11);
    expect(column(paid.state, 1, 0)).toEqual([weak, dz(AIR7)]);
  });
  it('may not pay the last mana (G7)', () => {
    const s = build({ hands: [[archer], []], cols: [[], [[AIR7]]], keeper: 1, mana: [1, 12] });
    // No affordable target: no prompt, the normal duel happens (empty column at Fire).
    const r = play(s, { type: 'play', card: archer, loc: 3 });
    expect(r.state.phase).not.toBe('archer');
    const s2 = build({ hands: [[archer], []], cols: [[], [[AIR7, witch({ element: 'air', power: 1 })]]], keeper: 1, mana: [1, 12] });
    const r2 = play(s2, { type: 'play', card: archer, loc: 3 });
    expect(gatekeeper.validate(r2.state, 0, { type: 'archer', target: AIR7 })).toEqual({ code: 'CANNOT_PAY_LAST_MANA', need: 2, have: 1 });
  });
});

describe('GK-45 Healer', () => {
  const healer = witch({ element: 'fire', spell: 'healer' }); // 6
  it('"Heal up to 2 dazzled witches on your side of the Astral plane by putting them back upright. The Healer may not heal herself."', () => {
    quotes('healer', 'Heal up to 2 dazzled witches on your side of the Astral plane by putting them back upright. The Healer may not heal herself.');
    const a = witch({ element: 'air', power: 1 });
    const b = witch({ element: 'earth', power: 1 });
    const c = witch({ element: 'water', power: 1 });
    // She loses her duel to the 7 and is dazzled; she can still cast, but not on herself.
    const s = build({ hands: [[healer], []], cols: [[[dz(a)], [dz(b)], [dz(c)]], [[], [], [], [FIRE7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: healer, loc: 3 });
    expect(r.state.phase).toBe('healer');
    const opts = gatekeeper.legalMoves(r.state, 0);
    expect(opts.some((m) => m.type === 'healer' && m.witches.includes(healer))).toBe(false);
    expect(opts.filter((m) => m.type === 'healer')).toHaveLength(6);
    const healed = play(r.state, { type: 'healer', witches: [a, b] });
    expect(column(healed.state, 0, 0)).toEqual([a]);
    expect(column(healed.state, 0, 1)).toEqual([b]);
    expect(gatekeeper.validate(r.state, 0, { type: 'healer', witches: [a, b, c] })).toEqual({ code: 'TOO_MANY_TARGETS', max: 2 });
  });
});

describe('GK-46 Lieutenant', () => {
  const lt = witch({ element: 'water', spell: 'lieutenant' }); // 5
  it('"Move one of your witches to another column on your side, at any place in it. The moved witch does not duel. She may move herself."', () => {
    quotes('lieutenant', 'Move one of your witches to another column on your side, at any place in it. The moved witch does not duel. She may move herself.');
    const mover = witch({ element: 'earth', power: 1 });
    const s = build({ hands: [[lt], []], cols: [[[AIR7, mover]], [[], [], [FIRE7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: lt, loc: 2 });
    expect(r.state.phase).toBe('lieutenant');
    // The earth witch at Air may go to Earth or Water, at any position there.
    const moved = play(r.state, { type: 'lieutenant', witch: mover, loc: 2, to: 0 });
    expect(column(moved.state, 0, 2)).toEqual([mover, dz(lt)]);
    // Then the Lieutenant duels the 7 at the end of the opposing Water column and loses.
    expect(ofType(moved.events, 'duel')[0]).toMatchObject({ witch: lt, target: FIRE7, loser: lt });
    // Moving herself: no duel at all.
    const self = play(r.state, { type: 'lieutenant', witch: lt, loc: 3, to: 0 });
    expect(column(self.state, 0, 3)).toEqual([lt]);
    expect(ofType(self.events, 'duel')).toEqual([]);
    expect(ofType(self.events, 'noDuel')[0]).toMatchObject({ why: 'moved' });
    // Placement rules still hold (our choice): Water does not list air.
    expect(gatekeeper.validate(r.state, 0, { type: 'lieutenant', witch: AIR7, loc: 2, to: 0 })?.code).toBe('ELEMENT_NOT_AT_LOCATION');
  });
});

describe('GK-47 Temptress', () => {
  const tempt = witch({ element: 'water', spell: 'temptress' }); // 4
  it('"Choose any witch in the opposing column and move it to a different position inside that column."', () => {
    quotes('temptress', 'Choose any witch in the opposing column and move it to a different position inside that column.');
    const weak = witch({ element: 'earth', power: 1 });
    const s = build({ hands: [[tempt], []], cols: [[], [[], [], [weak, FIRE7]]], keeper: 1 });
    const r = play(s, { type: 'play', card: tempt, loc: 2 });
    expect(r.state.phase).toBe('temptress');
    expect(gatekeeper.legalMoves(r.state, 0)).toEqual([{ type: 'temptress', witch: weak, to: 1 }, { type: 'temptress', witch: FIRE7, to: 0 }, { type: 'skip' }]);
    const lured = play(r.state, { type: 'temptress', witch: weak, to: 1 });
    // Now the weak witch ends the column and the Temptress dazzles her.
    expect(ofType(lured.events, 'duel')[0]).toMatchObject({ target: weak, loser: weak });
    expect(gatekeeper.validate(r.state, 0, { type: 'temptress', witch: weak, to: 0 })).toEqual({ code: 'BAD_POSITION', to: 0, max: 1 });
  });
});

describe('GK-48 Astral Shield (G10)', () => {
  const shield = witch({ element: 'air', spell: 'astralShield' }); // 6
  it('"Place your shield on one of your undazzled witches, herself included: she cannot be dazzled. One shield per player; it may be moved."', () => {
    quotes('astralShield', 'Place your shield on one of your undazzled witches, herself included: she cannot be dazzled. One shield per player; it may be moved.');
    const guarded = witch({ element: 'earth', power: 1 });
    const s = build({ hands: [[shield], []], cols: [[[], [guarded, dz(EARTH7)]], [[AIR7]]], keeper: 1, shields: [guarded, -1] });
    const r = play(s, { type: 'play', card: shield, loc: 0 });
    expect(r.state.phase).toBe('astralShield');
    // Only upright witches, herself included, not the one already guarded.
    expect(gatekeeper.legalMoves(r.state, 0)).toEqual([{ type: 'astralShield', witch: shield }, { type: 'skip' }]);
    const moved = play(r.state, { type: 'astralShield', witch: shield });
    expect(moved.state.shields[0]).toBe(shield);
    // Shielded, she loses her duel to the 7 but is not dazzled.
    expect(ofType(moved.events, 'duel')[0]).toMatchObject({ blocked: true, loser: null });
    expect(column(moved.state, 0, 0)).toEqual([shield]);
  });
  it('protects from an Archer’s shot: a shielded witch is not a target', () => {
    const archer = witch({ element: 'fire', spell: 'archer' });
    const s = build({ hands: [[archer], []], cols: [[], [[AIR7, witch({ element: 'air', power: 1 })]]], keeper: 1, shields: [-1, AIR7] });
    const r = play(s, { type: 'play', card: archer, loc: 3 });
    expect(gatekeeper.legalMoves(r.state, 0).some((m) => m.type === 'archer' && m.target === AIR7)).toBe(false);
    expect(gatekeeper.validate(r.state, 0, { type: 'archer', target: AIR7 })?.code).toBe('NO_SUCH_TARGET');
  });
});
