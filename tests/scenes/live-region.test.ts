import { describe, expect, it, vi } from 'vitest';

// LiveRegion imports Phaser only for a scene-event name; the DOM part is what is tested here.
vi.mock('phaser', () => ({ Scenes: { Events: { SHUTDOWN: 'shutdown' } } }));
const { LOG_LINES, clearOnShutdown, liveRegion } = await import('../../src/scenes/components/LiveRegion');

/** Just enough of a DOM for the live region: elements with attributes, style, text and children. */
class FakeElement {
  id = '';
  readonly attributes = new Map<string, string>();
  readonly style: Record<string, string> = {};
  children: FakeElement[] = [];
  parent: FakeElement | null = null;
  #text = '';
  constructor(readonly ownerDocument: FakeDocument) {}
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, value);
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  get textContent(): string {
    return this.children.length > 0 ? this.children.map((c) => c.textContent).join('') : this.#text;
  }
  set textContent(value: string) {
    this.children = [];
    this.#text = value;
  }
  append(child: FakeElement): void {
    child.parent = this;
    this.children.push(child);
  }
  get childElementCount(): number {
    return this.children.length;
  }
  get firstElementChild(): FakeElement | null {
    return this.children[0] ?? null;
  }
  remove(): void {
    if (this.parent) this.parent.children = this.parent.children.filter((c) => c !== this);
    this.parent = null;
  }
  replaceChildren(): void {
    this.children = [];
    this.#text = '';
  }
}

class FakeDocument {
  readonly body = new FakeElement(this);
  createElement(): FakeElement {
    return new FakeElement(this);
  }
  getElementById(id: string): FakeElement | null {
    return this.body.children.find((c) => c.id === id) ?? null;
  }
}

const fresh = (): Document => new FakeDocument() as unknown as Document;

describe('LiveRegion', () => {
  it('is one hidden, polite element per kind and page', () => {
    const doc = fresh();
    const status = liveRegion('status', doc);
    expect(liveRegion('status', doc).element).toBe(status.element);
    const log = liveRegion('log', doc);
    expect(log.element).not.toBe(status.element);
    expect(status.element.getAttribute('role')).toBe('status');
    expect(status.element.getAttribute('aria-live')).toBe('polite');
    expect(status.element.getAttribute('aria-atomic')).toBe('true');
    expect(log.element.getAttribute('role')).toBe('log');
    expect(log.element.getAttribute('aria-relevant')).toBe('additions');
    expect(status.element.style.position).toBe('absolute');
    expect(status.element.style.width).toBe('1px');
  });

  it('status: each message replaces the last; a repeat is still a change; blank text is ignored', () => {
    const status = liveRegion('status', fresh());
    status.announce('Settings, button');
    status.announce('Rules, button');
    expect(status.text).toBe('Rules, button');
    const before = status.element.textContent;
    status.announce('Rules, button');
    expect(status.element.textContent).not.toBe(before);
    expect(status.text).toBe('Rules, button');
    status.announce('   ');
    expect(status.text).toBe('Rules, button');
    status.clear();
    expect(status.text).toBe('');
  });

  it(`log: lines are appended in order and only the last ${LOG_LINES} are kept`, () => {
    const log = liveRegion('log', fresh());
    for (let i = 1; i <= LOG_LINES + 5; i++) log.announce(`line ${i}`);
    const lines = log.text.split('\n');
    expect(lines).toHaveLength(LOG_LINES);
    expect(lines[0]).toBe('line 6');
    expect(lines.at(-1)).toBe(`line ${LOG_LINES + 5}`);
  });

  it('log: a line is written in a task after the one that says it, not in that task (nor the frame after it)', () => {
    vi.useFakeTimers();
    try {
      const doc = fresh();
      const log = liveRegion('log', doc);
      log.announce('Computer 1 played Fury.');
      log.announce('Computer 2 is thinking…');
      expect(log.element.childElementCount).toBe(0);
      vi.advanceTimersByTime(0);
      expect(log.element.childElementCount).toBe(2);
      expect(log.text).toBe('Computer 1 played Fury.\nComputer 2 is thinking…');
      // A status answers the person's own key or tap: written at once.
      const status = liveRegion('status', doc);
      status.announce('Settings, button');
      expect(status.element.textContent).toBe('Settings, button');
    } finally {
      vi.useRealTimers();
    }
  });

  it('log: reading it writes the lines still waiting, in order; emptying it drops them', () => {
    vi.useFakeTimers();
    try {
      const log = liveRegion('log', fresh());
      log.announce('line 1');
      expect(log.text).toBe('line 1');
      log.announce('line 2');
      log.announce('line 3');
      expect(log.text).toBe('line 1\nline 2\nline 3');
      vi.advanceTimersByTime(0);
      expect(log.text).toBe('line 1\nline 2\nline 3');
      log.announce('said as the table closes');
      log.clear();
      vi.advanceTimersByTime(0);
      expect(log.element.childElementCount).toBe(0);
      expect(log.text).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is emptied when its scene shuts down, and remove() takes it out of the page', () => {
    const doc = fresh();
    const region = liveRegion('status', doc);
    const handlers: Record<string, () => void> = {};
    const scene = { events: { once: (event: string, fn: () => void) => (handlers[event] = fn) } };
    clearOnShutdown(scene as never, region).announce('Gatekeeper, 2 players');
    handlers.shutdown?.();
    expect(region.text).toBe('');
    region.remove();
    expect(doc.getElementById('gatehouse-status')).toBeNull();
    expect(liveRegion('status', doc).element).not.toBe(region.element);
  });
});
