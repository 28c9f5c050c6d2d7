import { describe, expect, it } from 'vitest';
import { alreadyAt } from '../../src/scenes/components/rest-pose';

const resting = { x: 412.5, y: 690, angle: -6, scaleX: 0.78, scaleY: 0.78 };
const home = { x: 412.5, y: 690, angle: -6, scale: 0.78 };

describe('a card sent home where it already rests is not tweened (CardView.goHome)', () => {
  it('the same pose, or one off by rounding, is already there', () => {
    expect(alreadyAt(resting, home)).toBe(true);
    expect(alreadyAt({ ...resting, x: resting.x + 0.004, y: resting.y - 0.004 }, home)).toBe(true);
  });

  it('a heading the long way round is the same heading: -180° is 180°, 354° is -6°', () => {
    expect(alreadyAt({ ...resting, angle: -180 }, { ...home, angle: 180 })).toBe(true);
    expect(alreadyAt({ ...resting, angle: 354 }, home)).toBe(true);
  });

  it('any move a player could see is a move: place, turn, size, and each axis of the size', () => {
    expect(alreadyAt({ ...resting, x: resting.x + 1 }, home)).toBe(false);
    expect(alreadyAt({ ...resting, y: resting.y - 26 }, home)).toBe(false);
    expect(alreadyAt({ ...resting, angle: 0 }, home)).toBe(false);
    expect(alreadyAt({ ...resting, scaleX: 1, scaleY: 1 }, home)).toBe(false);
    expect(alreadyAt({ ...resting, scaleX: 0 }, home)).toBe(false);
    expect(alreadyAt({ ...resting, scaleY: 0.5 }, home)).toBe(false);
  });
});
