/**
 * The table's voice for a screen reader: a visually hidden ARIA live region (role log, polite) that hears the
 * game log and the status line. One element per page, created on first use.
 */
const ID = 'gatehouse-table-log';
const KEEP = 20;

export interface Live {
  announce(text: string): void;
  clear(): void;
  readonly text: string;
}

export function liveRegion(): Live {
  let element = document.getElementById(ID);
  if (!element) {
    element = document.createElement('div');
    element.id = ID;
    element.setAttribute('role', 'log');
    element.setAttribute('aria-live', 'polite');
    Object.assign(element.style, { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', border: '0', overflow: 'hidden', clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', whiteSpace: 'nowrap' });
    document.body.append(element);
  }
  const region = element;
  return {
    announce(text: string): void {
      const words = text.trim();
      if (!words) return;
      const line = document.createElement('p');
      line.textContent = words;
      region.append(line);
      while (region.childElementCount > KEEP) region.firstElementChild?.remove();
    },
    clear(): void {
      region.replaceChildren();
    },
    get text(): string {
      return [...region.children].map((c) => c.textContent ?? '').join('\n');
    },
  };
}
