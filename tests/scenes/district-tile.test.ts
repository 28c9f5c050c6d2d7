/**
 * What a district tile lists between its banner and its reward line, at every height a layout gives it: the rows
 * fit above the reward line, and every card on the district is shown, counted on the banner or counted in "+N more".
 */
import { describe, expect, it, vi } from 'vitest';

// DistrictTile extends a Phaser container; its row plan is plain arithmetic, so a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub };
});

const { districtCard, planRows, rewardMayWrap } = await import('../../src/scenes/components/DistrictTile');

/** DistrictTile's rows: name 34, banner 28, a gap of 8, rows of 24, the reward line 26 and 4 to spare. */
const ROWS_TOP = 34 + 28 + 8;
const ROW = 24;
const FOOT = 26 + 4;

describe('a district tile\'s rows', () => {
  it('fit above the reward line and account for every card, at every height from 80 to 260', () => {
    for (let height = 80; height <= 260; height++) {
      for (let occupants = 0; occupants <= 5; occupants++) {
        for (const threat of [false, true]) {
          const rows = planRows(height, occupants, threat);
          const used = (rows.threatRow ? 1 : 0) + rows.shown + (rows.more > 0 ? 1 : 0) + (rows.nobody ? 1 : 0);
          const where = `${height} tall, ${occupants} cards, ${threat ? 'a threat' : 'no threat'}`;
          expect(used * ROW, where).toBeLessThanOrEqual(Math.max(0, height - FOOT - ROWS_TOP));
          expect(rows.shown + rows.unlisted + rows.more, where).toBe(occupants);
          expect(rows.nobody, where).toBe(occupants === 0 && height - FOOT - ROWS_TOP >= ROW * (threat ? 2 : 1));
          // The threat gets a row whenever one fits, before any card.
          expect(rows.threatRow, where).toBe(threat && height - FOOT - ROWS_TOP >= ROW);
        }
      }
    }
  });

  it('on a 960×600 window (tiles 97 tall) lists no one and says nothing over the reward line', () => {
    // The bug this pins: an empty district just taken drew "No one stands here" over "Reward: …" on short tiles.
    expect(planRows(97, 0, false)).toEqual({ threatRow: false, shown: 0, unlisted: 0, more: 0, nobody: false });
    // The City Guard's one card is counted on the banner ("The City Guard +1"); the Horde's pips go to the banner.
    expect(planRows(97, 1, true)).toEqual({ threatRow: false, shown: 0, unlisted: 1, more: 0, nobody: false });
  });

  it('gives the reward a second line only where that costs no row above it', () => {
    for (let height = 80; height <= 260; height++) {
      for (let occupants = 0; occupants <= 5; occupants++) {
        for (const threat of [false, true]) {
          const where = `${height} tall, ${occupants} cards, ${threat ? 'a threat' : 'no threat'}`;
          // A second line of 17 pixels: the rows planned above a foot that much taller are the same rows.
          expect(rewardMayWrap(height, occupants, threat), where).toBe(JSON.stringify(planRows(height, occupants, threat)) === JSON.stringify(planRows(height, occupants, threat, FOOT - 4 + 17)));
        }
      }
    }
    // At 1024×768 the tiles are 145 tall: one card and its row, and 21 pixels to spare, so the reward reads whole.
    expect(rewardMayWrap(145, 1, false)).toBe(true);
    expect(planRows(145, 1, false, FOOT - 4 + 17)).toEqual(planRows(145, 1, false));
    // 124 tall: one row and 6 pixels to spare; a second line would cost the card its row.
    expect(rewardMayWrap(124, 1, false)).toBe(false);
  });

  it('with room for one row shows the first card and counts the rest on the banner; with more rows, "+N more"', () => {
    expect(planRows(124, 3, false)).toEqual({ threatRow: false, shown: 1, unlisted: 2, more: 0, nobody: false });
    expect(planRows(124, 0, false)).toEqual({ threatRow: false, shown: 0, unlisted: 0, more: 0, nobody: true });
    expect(planRows(124, 2, true)).toEqual({ threatRow: true, shown: 0, unlisted: 2, more: 0, nobody: false });
    expect(planRows(172, 2, false)).toEqual({ threatRow: false, shown: 2, unlisted: 0, more: 0, nobody: false });
    expect(planRows(172, 4, false)).toEqual({ threatRow: false, shown: 2, unlisted: 0, more: 2, nobody: false });
    expect(planRows(172, 4, true)).toEqual({ threatRow: true, shown: 1, unlisted: 0, more: 3, nobody: false });
  });
});

describe('a district in the zoom', () => {
  it('says in full what its tile may cut: name, holder and marker, reward, each card with its numbers, the threat', () => {
    const card = districtCard({
      id: 'district4',
      name: 'The University',
      owner: { label: 'The Horde', short: 'Horde', accent: 'crimson' },
      occupants: [
        { id: 'c7', name: 'Drueggar Soldier', accent: 'crimson', numbers: [{ label: 'A', value: 6 }, { label: 'D', value: 3 }, { label: '★', value: 2 }], words: 'Attack 6 · Defense 3 (1 damage) · 2 Infamy' },
        { id: 'c9', name: 'Iron Golem', accent: 'azure', numbers: [{ label: 'A', value: 6 }, { label: 'D', value: 9 }] },
      ],
      ruined: false,
      marker: { label: 'Moon', short: '☾' },
      reward: 'Gain a Common Runestone into your hand',
      threat: { label: 'Horde', count: 2, limit: 3 },
    });
    expect(card).toEqual({
      id: 'district4',
      title: 'The University',
      kind: 'Held by The Horde · Moon',
      text: 'Reward: Gain a Common Runestone into your hand',
      accent: 'crimson',
      notes: ['Drueggar Soldier: Attack 6 · Defense 3 (1 damage) · 2 Infamy', 'Iron Golem: A 6 · D 9', 'Horde 2 of 3: ruined at 3'],
    });
  });

  it('says an empty district is unclaimed, and a ruined one ruined', () => {
    const empty = { id: 'district0', name: 'Marketown', owner: null, occupants: [], ruined: false, marker: null, reward: '+2 Infamy' };
    expect(districtCard(empty)).toMatchObject({ kind: 'Unclaimed', notes: [], accent: 'ash' });
    expect(districtCard(empty, 'icon.gate').icon).toBe('icon.gate');
    expect(districtCard({ ...empty, ruined: true }).kind).toBe('Ruined');
  });
});
