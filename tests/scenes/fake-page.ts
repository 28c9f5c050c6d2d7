/**
 * Just enough of a page and a Phaser scene for the table's page elements (components/ThinkingGlass.ts and floatText
 * in components/effects.ts): elements with a class, attributes, a style, text, children and animations, and a scene
 * with a canvas in a parent element, scene events, a sleep state and a display list.
 */

/** An animation as the page runs it: running until it finishes or is cancelled. */
export class FakeAnimation {
  playState: 'running' | 'finished' | 'idle' = 'running';
  readonly finished: Promise<FakeAnimation>;
  #settle: { resolve: (a: FakeAnimation) => void; reject: (e: Error) => void } | null = null;
  constructor(
    readonly keyframes: Keyframe[],
    readonly options: KeyframeAnimationOptions,
  ) {
    this.finished = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    // Marked handled, as the page's own is: a cancelled animation nobody waits on is not an unhandled rejection.
    this.finished.catch(() => undefined);
  }
  /** Runs it to its end, as the browser does once its duration has passed. */
  finish(): void {
    this.playState = 'finished';
    this.#settle?.resolve(this);
  }
  cancel(): void {
    this.playState = 'idle';
    this.#settle?.reject(new Error('AbortError'));
  }
}

export class FakeElement {
  className = '';
  textContent = '';
  readonly attributes = new Map<string, string>();
  readonly style: Record<string, string> & { setProperty(name: string, value: string): void } = Object.assign(Object.create(null) as Record<string, string>, {
    setProperty(this: Record<string, string>, name: string, value: string) {
      this[name] = value;
    },
  });
  readonly children: FakeElement[] = [];
  parent: FakeElement | null = null;
  readonly animations: FakeAnimation[] = [];
  constructor(readonly ownerDocument: FakeDocument) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  append(child: FakeElement): void {
    child.parent = this;
    this.children.push(child);
  }
  remove(): void {
    if (!this.parent) return;
    this.parent.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  animate(keyframes: Keyframe[], options: KeyframeAnimationOptions): FakeAnimation {
    const animation = new FakeAnimation(keyframes, options);
    this.animations.push(animation);
    return animation;
  }
}

export class FakeDocument {
  readonly body = new FakeElement(this);
  createElement(): FakeElement {
    return new FakeElement(this);
  }
}

/** Something the scene draws, with a depth and bounds (x, y, right, bottom). */
export interface Drawn {
  depth: number;
  visible: boolean;
  alpha: number;
  bounds: { x: number; y: number; right: number; bottom: number };
}

/** A scene whose canvas sits in `parent`; `emit` fires its events, `state` is what its systems report. */
export function fakeScene() {
  const page = new FakeDocument();
  const parent = page.createElement();
  const canvas = Object.assign(page.createElement(), { parentElement: parent });
  parent.append(canvas);
  const listeners = new Map<string, Set<() => void>>();
  const state = { running: true, sleeping: false, paused: false, visible: true };
  const list: (Drawn & { getBounds(): Drawn['bounds'] })[] = [];
  const scene = {
    game: { canvas },
    sys: { isActive: () => state.running, isSleeping: () => state.sleeping, isPaused: () => state.paused, isVisible: () => state.visible },
    children: { list },
    events: {
      on: (name: string, fn: () => void) => listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)),
      once: (name: string, fn: () => void) => listeners.set(name, (listeners.get(name) ?? new Set()).add(fn)),
      off: (name: string, fn: () => void) => listeners.get(name)?.delete(fn),
    },
  };
  const emit = (name: string): void => {
    for (const fn of [...(listeners.get(name) ?? [])]) fn();
  };
  const add = (drawn: Drawn): Drawn => {
    const object = Object.assign(drawn, { getBounds: () => drawn.bounds });
    list.push(object);
    return object;
  };
  /** Listeners still registered (a once-listener that has fired stays in this fake). */
  const listening = (): number => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { scene, parent, state, emit, add, listening };
}

/** Phaser's scene event names, for a mocked 'phaser' module. */
export const SCENE_EVENTS = { POST_UPDATE: 'postupdate', SLEEP: 'sleep', WAKE: 'wake', PAUSE: 'pause', RESUME: 'resume', SHUTDOWN: 'shutdown' } as const;
