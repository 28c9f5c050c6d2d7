/** The links the Gateway table draws between a chosen district and its adjacent ones (GW-9): only across the gaps. */
import { describe, expect, it } from 'vitest';
import { link } from '../../src/scenes/gateway/adjacency';
import type { Link } from '../../src/scenes/gateway/adjacency';
import { adjacent, defaultConfig, gateway } from '../../src/rules/gateway/index';

/** To the thousandth of a pixel (the geometry divides). */
const rounded = (found: Link | null) => found && { x1: +found.x1.toFixed(3), y1: +found.y1.toFixed(3), x2: +found.x2.toFixed(3), y2: +found.y2.toFixed(3) };

describe('GW-9 adjacency on the table', () => {
  it('links two tiles side by side across their gap, edge to edge', () => {
    expect(rounded(link({ x: 0, y: 0, width: 100, height: 60 }, { x: 120, y: 0, width: 100, height: 60 }))).toEqual({ x1: 100, y1: 30, x2: 120, y2: 30 });
    expect(rounded(link({ x: 0, y: 0, width: 100, height: 60 }, { x: 0, y: 80, width: 100, height: 60 }))).toEqual({ x1: 50, y1: 60, x2: 50, y2: 80 });
  });

  it('a diagonal link starts and ends on the tiles\' borders', () => {
    const found = rounded(link({ x: 0, y: 0, width: 100, height: 100 }, { x: 200, y: 200, width: 100, height: 100 }));
    expect(found).toEqual({ x1: 100, y1: 100, x2: 200, y2: 200 });
  });

  it('draws nothing between overlapping tiles, or a tile and itself', () => {
    expect(rounded(link({ x: 0, y: 0, width: 100, height: 60 }, { x: 50, y: 10, width: 100, height: 60 }))).toBeNull();
    expect(rounded(link({ x: 0, y: 0, width: 100, height: 60 }, { x: 0, y: 0, width: 100, height: 60 }))).toBeNull();
  });

  it('a player\'s view is enough to know adjacency: the same districts as from the state', () => {
    const started = gateway.setup(defaultConfig(3), 'adjacency-view');
    if (!started.ok) throw new Error('setup');
    const view = gateway.view(started.value, 0);
    for (let district = 0; district < started.value.districts.length; district++) expect(adjacent(view, district)).toEqual(adjacent(started.value, district));
  });
});
