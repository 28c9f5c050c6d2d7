import { version } from '../../../package.json';
import type { GameId, GameInfo } from '../../rules/catalog';
import { GAMES } from '../../rules/catalog';
import type { IconName } from '../assets';
import { ICONS, iconUrl } from '../assets';
import type { Palette } from '../palettes';
import { css, mix, STANDARD } from '../palettes';
import type { MenuButtonId } from './menu-contents';
import { MENU_BUTTONS, MENU_SUBTITLE, MENU_TITLE, waitingWords } from './menu-contents';
import type { Centre } from './menu-layout';
import { BUTTON_HEIGHT, menuLayout } from './menu-layout';
import '../../styles/menu-shell.css';

/** What a player chose on the HTML shell before the Phaser menu was there: a game's tile or a button under them. */
export type ShellChoice = { readonly kind: 'game'; readonly id: GameId } | { readonly kind: 'button'; readonly id: MenuButtonId };

const STILL_LOADING = 'Still loading. The menu opens in a moment.';

/**
 * The menu's first face: the title, the four game tiles and the buttons under them as plain HTML, laid out by the
 * same `menuLayout` as the Phaser menu and painted in the same palette, so the page shows the menu (and takes a
 * choice) while Phaser is still on its way. A tile or button chosen here is remembered (the latest wins) and said
 * in the shell's status line; when the Phaser menu starts it takes the choice (`release`) and carries it out as if
 * it had been made there, then fades the shell out over itself (`setOpacity`, `remove`).
 *
 * The shell takes only its buttons' input: elsewhere a tap goes through to the canvas beneath (the Preloader
 * answers it there), and the shell says it is still loading.
 */
export class MenuShell {
  readonly #root: HTMLElement;
  readonly #title: HTMLElement;
  readonly #subtitle: HTMLElement;
  readonly #emblem: HTMLElement;
  readonly #tiles: { readonly game: GameInfo; readonly element: HTMLButtonElement }[];
  readonly #buttons: { readonly id: MenuButtonId; readonly element: HTMLButtonElement }[];
  readonly #status: HTMLElement;
  #choice: ShellChoice | null = null;
  /** What the status line says while a choice waits ("Loading… Gate opens in a moment."). */
  #waiting: string | null = null;
  #released = false;
  #removed = false;
  readonly #onResize = (): void => this.#layout();
  readonly #onPointerDown = (e: PointerEvent): void => {
    if (!(e.target instanceof Element) || !e.target.closest('.shell-tile, .shell-button')) this.#say(this.#waiting ?? STILL_LOADING);
  };

  /** Fills `root` (index.html's #boot-fallback) with the shell and lays it out; interactive when this returns. */
  constructor(root: HTMLElement) {
    this.#root = root;
    root.replaceChildren();
    root.classList.add('menu-shell');
    this.#emblem = element('span', 'shell-icon shell-emblem');
    iconMask(this.#emblem, 'emblem');
    this.#title = element('h1', 'shell-title', MENU_TITLE);
    this.#subtitle = element('p', 'shell-subtitle', MENU_SUBTITLE);
    this.#tiles = GAMES.map((game) => ({ game, element: this.#tile(game) }));
    this.#buttons = MENU_BUTTONS.map((b) => {
      const button = element('button', 'shell-button');
      const icon = element('span', 'shell-icon');
      iconMask(icon, b.icon);
      button.append(icon, element('span', 'shell-button-label', b.label));
      button.addEventListener('click', () => this.#choose({ kind: 'button', id: b.id }, b.label));
      return { id: b.id, element: button };
    });
    // Empty until there is something to say (a choice waiting, a tap elsewhere), as the Phaser menu's "Loading…" line.
    this.#status = element('p', 'shell-status');
    this.#status.setAttribute('role', 'status');
    const versionLabel = element('span', 'shell-version', `v${version}`);
    root.append(this.#emblem, this.#title, this.#subtitle, ...this.#tiles.map((t) => t.element), ...this.#buttons.map((b) => b.element), this.#status, versionLabel);
    this.setPalette(STANDARD);
    this.#layout();
    window.addEventListener('resize', this.#onResize);
    // The game's fonts arrive after the first paint (fonts.ts) and measure differently: lay out again then.
    document.fonts?.addEventListener('loadingdone', this.#onResize);
    window.addEventListener('pointerdown', this.#onPointerDown, true);
  }

  /** On the page and not yet handed over to the Phaser menu. */
  get showing(): boolean {
    return !this.#released && !this.#removed;
  }

  /** Repaints in `palette` (the colour-blind setting, once the shell has read it). */
  setPalette(p: Palette): void {
    const colours: Record<string, number> = {
      background: p.background,
      'background-deep': p.backgroundDeep,
      glow: mix(p.surfaceRaised, p.background, 0.2),
      surface: p.surface,
      'surface-raised': p.surfaceRaised,
      border: p.border,
      'tile-border': mix(p.gold, p.surface, 0.55),
      'art-ring': mix(p.gold, p.surface, 0.3),
      gold: p.gold,
      text: p.text,
      'text-muted': p.textMuted,
    };
    for (const [name, colour] of Object.entries(colours)) this.#root.style.setProperty(`--shell-${name}`, css(colour));
  }

  /**
   * Hands over to the Phaser menu: the shell stops taking input (taps reach the canvas from now on) and the choice
   * made on it, if any, is returned once (the menu carries it out). The shell stays painted until `remove`.
   */
  release(): ShellChoice | null {
    if (!this.showing) return null;
    this.#released = true;
    this.#root.classList.add('shell-released');
    for (const b of this.#root.querySelectorAll('button')) b.tabIndex = -1;
    this.#root.setAttribute('aria-hidden', 'true');
    window.removeEventListener('pointerdown', this.#onPointerDown, true);
    const choice = this.#choice;
    this.#choice = null;
    return choice;
  }

  /** 1 (opaque) to 0: the Phaser menu fades the shell out over itself. */
  setOpacity(opacity: number): void {
    this.#root.style.opacity = String(Math.max(0, Math.min(1, opacity)));
  }

  /** Takes the shell off the page for good (also when Phaser opens a scene other than the menu). */
  remove(): void {
    if (this.#removed) return;
    this.release();
    this.#removed = true;
    this.#stopLayout();
    this.#root.remove();
  }

  /** Phaser could not start: the shell gives way to the reason, in words. */
  fail(message: string): void {
    this.release();
    this.#stopLayout();
    this.#root.className = '';
    this.#root.removeAttribute('aria-hidden');
    this.#root.style.opacity = '';
    this.#root.textContent = message;
  }

  #stopLayout(): void {
    window.removeEventListener('resize', this.#onResize);
    document.fonts?.removeEventListener('loadingdone', this.#onResize);
  }

  #tile(game: GameInfo): HTMLButtonElement {
    const tile = element('button', 'shell-tile');
    tile.setAttribute('aria-label', `${game.title}, ${game.players}. ${game.blurb}`);
    const art = element('span', 'shell-art');
    const icon = element('span', 'shell-icon');
    iconMask(icon, game.id);
    art.append(icon);
    const words = element('span', 'shell-tile-words');
    words.append(element('span', 'shell-tile-title', game.title), element('span', 'shell-blurb', game.blurb));
    tile.append(art, words, element('span', 'shell-chip', game.players));
    tile.addEventListener('click', () => this.#choose({ kind: 'game', id: game.id }, game.title));
    return tile;
  }

  #choose(choice: ShellChoice, what: string): void {
    if (!this.showing) return;
    this.#choice = choice;
    for (const t of this.#tiles) t.element.classList.toggle('shell-chosen', choice.kind === 'game' && t.game.id === choice.id);
    for (const b of this.#buttons) b.element.classList.toggle('shell-chosen', choice.kind === 'button' && b.id === choice.id);
    this.#waiting = waitingWords(what);
    this.#say(this.#waiting);
  }

  #say(words: string): void {
    // A repeat is still a change for a screen reader (the same trick as the scenes' live region).
    this.#status.textContent = this.#status.textContent === words ? `${words}\u00a0` : words;
  }

  /** The Phaser menu's layout at the window's size (the canvas fills the window), with no Continue and no banner. */
  #layout(): void {
    const width = window.innerWidth;
    const height = window.innerHeight;
    const place = menuLayout(width, height, {
      tiles: this.#tiles.length,
      buttons: this.#buttons.length,
      banner: false,
      headerText: (titleSize) => {
        this.#title.style.fontSize = `${titleSize}px`;
        return { title: this.#title.offsetHeight, subtitle: this.#subtitle.offsetHeight };
      },
    });
    placeCentred(this.#emblem, place.emblemAt, place.emblem, place.emblem);
    placeCentred(this.#title, place.titleAt, width);
    placeCentred(this.#subtitle, place.subtitleAt, width);
    this.#tiles.forEach(({ element: tile }, i) => {
      placeCentred(tile, place.tiles[i] ?? { x: 0, y: 0 }, place.tileWidth, place.tileHeight);
      tile.classList.toggle('shell-row', place.tileShape === 'row');
      // The art's radius as GameTile draws it at full size.
      const r = place.tileShape === 'row' ? Math.min(place.tileHeight * 0.34, place.tileWidth * 0.13) : Math.min(place.tileWidth * 0.24, place.tileHeight * 0.17);
      tile.style.setProperty('--shell-art-r', `${r}px`);
      fitTitle(tile.querySelector('.shell-tile-title'));
    });
    this.#buttons.forEach(({ element: button }, i) => placeCentred(button, place.buttons[i] ?? { x: 0, y: 0 }, place.buttonWidth, BUTTON_HEIGHT));
    placeCentred(this.#status, place.loadingAt, width);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The icon's SVG as a mask over a flat colour (the CSS sets it), as the scenes tint the same SVG. */
function iconMask(e: HTMLElement, icon: IconName): void {
  const url = `url("${iconUrl(ICONS[icon].file)}")`;
  e.style.maskImage = url;
  e.style.setProperty('-webkit-mask-image', url);
}

/** Shrinks a tile's title until it fits its line, never below 60% (as GameTile's fitText). */
function fitTitle(title: HTMLElement | null): void {
  if (!title) return;
  title.style.fontSize = '';
  const room = title.clientWidth;
  const needed = title.scrollWidth;
  if (needed > room && room > 0) title.style.fontSize = `${Math.max(0.6, room / needed) * parseFloat(getComputedStyle(title).fontSize)}px`;
}

/** Absolute position from a centre point, as Phaser places objects with origin 0.5; text keeps its own height. */
function placeCentred(e: HTMLElement, at: Centre, width: number, height?: number): void {
  e.style.width = `${width}px`;
  if (height !== undefined) e.style.height = `${height}px`;
  e.style.left = `${at.x - width / 2}px`;
  e.style.top = `${at.y - (height ?? e.offsetHeight) / 2}px`;
}
