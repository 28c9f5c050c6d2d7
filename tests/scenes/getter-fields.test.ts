import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// frame-signature.ts's `describe` reads the fields behind six of Phaser's getters directly (`GetterFields`): each
// getter, taken from Phaser's own component, returns the field the signature reads.
// The package exports only its builds: its sources are read by path.
const require = createRequire(import.meta.url);
const sources = join(require.resolve('phaser/package.json'), '..', 'src', 'gameobjects', 'components');
const component = (name: string): Record<string, PropertyDescriptor | undefined> => require(join(sources, `${name}.js`)) as Record<string, PropertyDescriptor | undefined>;

describe('the fields describe reads for Phaser\'s getters', () => {
  for (const [name, getter, field] of [
    ['Visible', 'visible', '_visible'],
    ['Alpha', 'alpha', '_alpha'],
    ['AlphaSingle', 'alpha', '_alpha'],
    ['Transform', 'scaleX', '_scaleX'],
    ['Transform', 'scaleY', '_scaleY'],
    ['Transform', 'rotation', '_rotation'],
    ['BlendMode', 'blendMode', '_blendMode'],
  ] as const) {
    it(`${name}.${getter} returns ${field}`, () => {
      const get = component(name)[getter]?.get;
      if (typeof get !== 'function') throw new Error(`${name} has no getter ${getter}`);
      const object = Object.defineProperty({ [field]: 0.375 }, getter, { get });
      expect((object as Record<string, unknown>)[getter]).toBe(0.375);
    });
  }
});
