import { describe, expect, it, vi } from 'vitest';

// A Graphics stand-in as Phaser's keeps its commands: drawing appends to `commandBuffer`, `clear` empties it.
vi.mock('phaser', () => {
  class Graphics {
    commandBuffer: unknown[] = [];
    fillStyle(colour: number, alpha: number): this {
      this.commandBuffer.push(3, colour, alpha);
      return this;
    }
    fillRect(x: number, y: number, width: number, height: number): this {
      this.commandBuffer.push(8, x, y, width, height);
      return this;
    }
    clear(): this {
      this.commandBuffer.length = 0;
      return this;
    }
  }
  const Stub = class {
    updateText(): void {}
    refresh(): void {}
  };
  return { GameObjects: { Graphics, Text: Stub }, Textures: { CanvasTexture: Stub } };
});

const Phaser = await import('phaser');
const { commandsId, countRedraws } = await import('../../src/scenes/frame-signature');
countRedraws();

type Panel = Phaser.GameObjects.Graphics & { fillStyle(colour: number, alpha: number): Panel; fillRect(x: number, y: number, width: number, height: number): Panel };
const panel = (): Panel => new (Phaser.GameObjects.Graphics as unknown as new () => Panel)();

describe('commandsId: a Graphics\' commands as one number in its signature (scenes/frame-signature.ts)', () => {
  it('keeps its number while nothing is drawn, and takes a new one when a command is added', () => {
    const g = panel().fillStyle(0x334455, 1).fillRect(0, 0, 100, 50);
    const first = commandsId(g);
    expect(first).not.toBeNull();
    expect(commandsId(g)).toBe(first);
    g.fillRect(0, 60, 100, 50);
    expect(commandsId(g)).not.toBe(first);
  });

  it('keeps its number when cleared and painted again alike, and takes a new one when painted otherwise at the same length', () => {
    const g = panel().fillStyle(0x334455, 1).fillRect(0, 0, 100, 50);
    const first = commandsId(g);
    g.clear().fillStyle(0x334455, 1).fillRect(0, 0, 100, 50);
    expect(commandsId(g)).toBe(first);
    g.clear().fillStyle(0x334455, 1).fillRect(0, 0, 120, 50);
    const wider = commandsId(g);
    expect(wider).not.toBe(first);
    // Back to the first painting: compared with the last one seen, not every one before, so it is new again.
    g.clear().fillStyle(0x334455, 1).fillRect(0, 0, 100, 50);
    expect(commandsId(g)).not.toBe(wider);
  });

  it('tells two Graphics apart even with the same commands, and is null for a command it cannot write (not described)', () => {
    const a = panel().fillRect(0, 0, 10, 10);
    const b = panel().fillRect(0, 0, 10, 10);
    expect(commandsId(a)).not.toBe(commandsId(b));
    const odd = panel().fillRect(0, 0, 10, 10);
    odd.commandBuffer.push({ not: 'a number' });
    expect(commandsId(odd)).toBeNull();
  });
});
