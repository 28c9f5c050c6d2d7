/**
 * "Play online" on the menu: create a table for a game or join one by its code (or an invite link …/#join/CODE),
 * see who has joined, fill empty seats with the computer, start; then a small banner over the table says what the
 * network is doing ("Reconnecting…", "Waiting for Grace…", "Grace left: the computer plays for them").
 *
 * HTML rather than canvas: a code and a name are typed, and an invite link is copied. The session code
 * (colyseus.js) is loaded only when the player goes online.
 */
import type { OnlineSession, OnlineStart, SessionSnapshot } from '../../machines/online';
import type * as Online from '../../machines/online';
import type * as Sessions from '../../machines/online-session';
import type { GameId } from '../../rules/catalog';
import { GAMES } from '../../rules/catalog';
import type { LobbyMessage, SeatInfo } from '../../net/protocol';
import type { Seat } from '../../rules/core/module';
import { codeFromHash, inviteLink, normaliseCode } from '../../net/protocol';
import type { OnlineReturn } from './online-return';
import { parseReturn, RETURN_KEY, returnRecord, returnWords } from './online-return';
import '../../styles/online.css';

/** Games played online: two or more players, and a table in this version. */
export const ONLINE_GAME_IDS: readonly GameId[] = GAMES.filter((g) => g.available && g.maxSeats > 1).map((g) => g.id);

const NAME_KEY = 'gatehouse.online.name';
const tokenKey = (code: string) => `gatehouse.online.seat.${code}`;

/** Where the game server is: the page's own origin (one process serves both), or `?server=ws://host:port`. */
export function onlineEndpoint(location: Location = window.location): string {
  const asked = new URLSearchParams(location.search).get('server');
  if (asked && /^wss?:\/\/[\w.:[\]-]+$/.test(asked)) return asked;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
}

/** How the lobby names a seat, for the list and the banner. */
export function seatWords(info: SeatInfo, seat: number, mine: number | null): string {
  const you = seat === mine ? ' (you)' : '';
  switch (info.kind) {
    case 'open':
      return `Seat ${seat + 1}: open — waiting for a player`;
    case 'computer':
      return info.replacing ? `Seat ${seat + 1}: the computer, playing for ${info.replacing} who left` : `Seat ${seat + 1}: the computer`;
    case 'human':
      return `Seat ${seat + 1}: ${info.name}${you}${info.status === 'reconnecting' ? ' — reconnecting…' : info.status === 'left' ? ' — left the table' : ''}`;
  }
}

/** Names in a sentence: "Grace", "Grace and Alan", "Grace, Alan and Bob". */
const namesInWords = (names: readonly string[]): string => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * Once an online game is over, the rematch as a player at the table sees it: who they are waiting for once they
 * have asked, who has asked before them; null when nobody has asked, or for a spectator.
 */
export function rematchWords(lobby: LobbyMessage, mine: Seat | null): string | null {
  if (lobby.phase !== 'over' || mine === null) return null;
  const others = lobby.seats.flatMap((info, seat) => (seat !== mine && info.kind === 'human' && info.status === 'connected' ? [{ name: info.name, asked: lobby.rematch.includes(seat) }] : []));
  if (lobby.rematch.includes(mine)) {
    const waiting = others.filter((other) => !other.asked).map((other) => other.name);
    return waiting.length > 0 ? `Waiting for ${namesInWords(waiting)} to accept the rematch…` : null;
  }
  const asking = others.filter((other) => other.asked).map((other) => other.name);
  return asking.length > 0 ? `${namesInWords(asking)} ${asking.length === 1 ? 'asks' : 'ask'} for a rematch: press Rematch to play again.` : null;
}

/** The banner's words over an online table, or null when all is well. */
export function bannerWords(snapshot: SessionSnapshot): string | null {
  if (snapshot.status === 'reconnecting') return 'Connection lost — reconnecting to the table…';
  if (snapshot.status === 'closed') return snapshot.closedBecause;
  const rematch = snapshot.lobby ? rematchWords(snapshot.lobby, snapshot.seat) : null;
  if (rematch !== null) return rematch;
  const seats = snapshot.lobby?.seats ?? [];
  const away = seats.flatMap((info, seat) => (seat !== snapshot.seat && info.kind === 'human' && info.status === 'reconnecting' ? [info.name] : []));
  if (away.length > 0) return `Waiting for ${away.join(' and ')} to reconnect…`;
  const left = seats.flatMap((info) => (info.kind === 'computer' && info.replacing ? [info.replacing] : []));
  if (left.length > 0) return `${left.join(' and ')} left: the computer plays for them.`;
  const gone = seats.flatMap((info, seat) => (seat !== snapshot.seat && info.kind === 'human' && info.status === 'left' ? [info.name] : []));
  if (gone.length > 0) return `${namesInWords(gone)} left the table.`;
  return null;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<Record<'className' | 'textContent' | 'type' | 'id', string>> = {}, children: readonly Node[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.textContent) node.textContent = props.textContent;
  if (props.id) node.id = props.id;
  if (props.type && node instanceof HTMLInputElement) node.type = props.type;
  for (const child of children) node.append(child);
  return node;
}

function button(label: string, onClick: () => void, className = 'online-button'): HTMLButtonElement {
  const b = element('button', { className, textContent: label });
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** What the panel asks of the menu. */
export interface OnlineHost {
  /** Opens the game's table with the online start; false when the table could not be loaded. */
  startTable(game: GameId, start: OnlineStart): Promise<boolean>;
}

/** The "Play online" button and its dialog, mounted over the menu while it shows. */
export class OnlinePanel {
  readonly #host: OnlineHost;
  readonly #entry: HTMLButtonElement;
  /** "Rejoin your … table" after the browser was closed during an online game. */
  #rejoin: HTMLButtonElement | null = null;
  #dialog: HTMLElement | null = null;
  #session: OnlineSession | null = null;
  #unsubscribe: (() => void) | null = null;
  #starting = false;

  constructor(host: OnlineHost) {
    this.#host = host;
    this.#entry = button('Play online', () => this.open(), 'online-button online-entry');
    document.body.append(this.#entry);
    // An invite link opens the panel and joins at once (on load, or followed from this very page); so does a reload
    // of an online table, whose address carries its code.
    const code = codeFromHash(window.location.hash);
    const remembered = parseReturn(localStorage.getItem(RETURN_KEY), Date.now());
    if (code) this.open(code);
    else if (remembered) this.#offerReturn(remembered);
    window.addEventListener('hashchange', this.#onHash);
  }

  readonly #onHash = (): void => {
    const code = codeFromHash(window.location.hash);
    if (code && !this.#session) {
      this.#dialog?.remove();
      this.#dialog = null;
      this.open(code);
    }
  };

  /** The table this device was playing when the browser closed: one press joins it again with the seat's token. */
  #offerReturn(table: OnlineReturn): void {
    // Short on the page (it sits beside the title), whole for a screen reader and as its tooltip.
    this.#rejoin = button(`Rejoin table ${table.code.slice(0, 4)}-${table.code.slice(4)}`, () => this.open(table.code), 'online-button online-primary online-rejoin');
    this.#rejoin.id = 'online-rejoin';
    this.#rejoin.setAttribute('aria-label', returnWords(table));
    this.#rejoin.title = returnWords(table);
    document.body.append(this.#rejoin);
  }

  /** Removes the button and the dialog (the menu is closing); a session that has started a table lives on. */
  destroy(): void {
    window.removeEventListener('hashchange', this.#onHash);
    this.#entry.remove();
    this.#rejoin?.remove();
    this.#dialog?.remove();
    this.#dialog = null;
    this.#unsubscribe?.();
    if (this.#session && !this.#starting) void this.#session.leave();
  }

  open(code?: string): void {
    if (this.#dialog) return;
    const name = element('input', { id: 'online-name', type: 'text' });
    name.value = localStorage.getItem(NAME_KEY) ?? '';
    name.placeholder = 'Your name';
    name.maxLength = 24;
    const game = element('select', { id: 'online-game' });
    for (const id of ONLINE_GAME_IDS) {
      const option = element('option', { textContent: GAMES.find((g) => g.id === id)?.title ?? id });
      option.value = id;
      game.append(option);
    }
    // Players: only for a game with a choice of seat counts (Gateway Uprising: 2 to 4).
    const players = element('select', { id: 'online-players' });
    const playersLabel = element('label', { textContent: 'Players' }, [players]);
    const offerPlayers = () => {
      const chosen = GAMES.find((g) => g.id === game.value);
      const counts = chosen ? Array.from({ length: chosen.maxSeats - chosen.minSeats + 1 }, (_, index) => chosen.minSeats + index) : [];
      players.replaceChildren(...counts.map((count) => Object.assign(element('option', { textContent: `${count} players` }), { value: String(count) })));
      playersLabel.hidden = counts.length < 2;
    };
    game.addEventListener('change', offerPlayers);
    offerPlayers();
    const codeInput = element('input', { id: 'online-code', type: 'text' });
    codeInput.placeholder = 'Code, e.g. 7KQ3-M9XD';
    codeInput.value = code ?? '';
    const watch = element('input', { id: 'online-watch', type: 'checkbox' });
    const error = element('p', { className: 'online-error', id: 'online-error' });
    error.setAttribute('role', 'alert');
    const remember = () => localStorage.setItem(NAME_KEY, name.value.trim());
    const create = button('Create a table', () => {
      remember();
      void this.#connect(async (sessions) => sessions.OnlineSession.create(onlineEndpoint(), { game: game.value, seats: Number(players.value), name: name.value.trim() || 'Player' }), error);
    });
    const join = button('Join', () => {
      remember();
      const normal = normaliseCode(codeInput.value);
      if (!normal) {
        error.textContent = 'A code is 8 letters and digits, as the host reads it out.';
        return;
      }
      const token = localStorage.getItem(tokenKey(normal));
      void this.#connect(async (sessions) => sessions.OnlineSession.join(onlineEndpoint(), normal, { name: name.value.trim() || 'Player', ...(watch.checked ? { spectate: true } : {}), ...(token ? { seatToken: token } : {}) }), error);
    });
    const body = element('div', { className: 'online-body' }, [
      element('label', { textContent: 'Your name' }, [name]),
      element('h3', { textContent: 'Start a table' }),
      element('label', { textContent: 'Game' }, [game]),
      playersLabel,
      create,
      element('h3', { textContent: 'Join a table' }),
      element('label', { textContent: 'Code' }, [codeInput]),
      element('label', { className: 'online-check', textContent: 'Only watch' }, [watch]),
      join,
      error,
    ]);
    this.#frame('Play online', body);
    if (code) join.click();
  }

  #frame(title: string, body: HTMLElement): HTMLElement {
    this.#dialog?.remove();
    const dialog = element('div', { className: 'online-dialog' }, [
      element('div', { className: 'online-card' }, [element('h2', { textContent: title }), body, button('Close', () => this.#close(), 'online-button online-close')]),
    ]);
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', title);
    document.body.append(dialog);
    this.#dialog = dialog;
    return dialog;
  }

  #close(): void {
    this.#dialog?.remove();
    this.#dialog = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#session && !this.#starting) void this.#session.leave();
    this.#session = null;
    if (codeFromHash(window.location.hash)) history.replaceState(null, '', window.location.pathname + window.location.search);
  }

  async #connect(open: (sessions: typeof Sessions) => Promise<OnlineSession>, error: HTMLElement): Promise<void> {
    error.textContent = 'Connecting…';
    try {
      const [online, sessions] = await Promise.all([import('../../machines/online'), import('../../machines/online-session')]);
      const session = await open(sessions);
      this.#session = session;
      this.#lobby(session, online);
    } catch (e) {
      error.textContent = describeJoinError(e);
      // A remembered table that is gone is not offered again.
      if (/not found|NO_SUCH_ROOM|invalid/i.test(e instanceof Error ? e.message : String(e))) forgetTable();
    }
  }

  #lobby(session: OnlineSession, online: typeof Online): void {
    const heading = element('p', { className: 'online-code', id: 'online-table-code' });
    const link = element('input', { id: 'online-link', type: 'text' });
    link.readOnly = true;
    const copy = button('Copy invite link', () => void navigator.clipboard?.writeText(link.value).catch(() => link.select()));
    const seats = element('ul', { className: 'online-seats', id: 'online-seats' });
    const status = element('p', { className: 'online-status', id: 'online-status' });
    status.setAttribute('role', 'status');
    const fill = button('Fill empty seats with the computer', () => session.fill('medium'));
    const start = button('Start', () => session.start(), 'online-button online-primary');
    const leave = button('Leave', () => this.#close());
    this.#frame('Online table', element('div', { className: 'online-body' }, [heading, element('label', { textContent: 'Invite link' }, [link]), copy, seats, status, fill, start, leave]));
    this.#unsubscribe?.();
    this.#unsubscribe = session.subscribe((snapshot) => {
      const code = snapshot.code ?? '';
      heading.textContent = code ? `Table code: ${code.slice(0, 4)}-${code.slice(4)}` : 'Connecting…';
      link.value = code ? inviteLink(window.location.href, code) : '';
      if (code && session.seatToken) localStorage.setItem(tokenKey(code), session.seatToken);
      const lobby = snapshot.lobby;
      seats.replaceChildren(...(lobby?.seats ?? []).map((info, seat) => element('li', { textContent: seatWords(info, seat, snapshot.seat) })));
      const host = lobby !== null && snapshot.seat !== null && lobby.host === snapshot.seat;
      const open = lobby?.seats.some((info) => info.kind === 'open') ?? true;
      fill.hidden = !host || !open;
      start.hidden = !host;
      start.disabled = open;
      status.textContent =
        snapshot.status === 'reconnecting' ? 'Connection lost — reconnecting…'
        : snapshot.status === 'closed' ? (snapshot.closedBecause ?? 'The table has closed.')
        : snapshot.seat === null ? `You are watching.${lobby && lobby.phase === 'lobby' ? ' The game has not started yet.' : ''}`
        : host ? (open ? 'Waiting for players: share the code or the link, or fill the seats with the computer.' : 'Everyone is here: start when you are ready.')
        : 'Waiting for the host to start…';
    });
    void session.firstTable().then((first) => this.#play(session, online, first.seat === null ? null : first.seat, first));
  }

  async #play(session: OnlineSession, online: typeof Online, seat: number | null, first: Awaited<ReturnType<OnlineSession['firstTable']>>): Promise<void> {
    const lobby = session.snapshot.lobby;
    const game = ONLINE_GAME_IDS.find((id) => id === lobby?.game);
    if (!lobby || !game) return;
    this.#starting = true;
    const seats = online.onlineSeats(lobby, lobby.seats.length, seat);
    const started = await this.#host.startTable(game, { session, first, seats });
    if (!started) {
      this.#starting = false;
      return;
    }
    rememberTable(session.snapshot.code ?? '', game);
    OnlineBanner.follow(session);
    this.#rejoin?.remove();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#dialog?.remove();
    this.#dialog = null;
  }
}

/** The line over an online table while the network needs saying something; gone when the session closes by leaving. */
export class OnlineBanner {
  static follow(session: OnlineSession): void {
    const banner = element('div', { className: 'online-banner', id: 'online-banner' });
    banner.setAttribute('role', 'status');
    banner.hidden = true;
    document.body.append(banner);
    const stop = session.subscribe((snapshot) => {
      // Left on purpose, or the table is gone: neither a reload nor the menu leads back to it.
      if (snapshot.status === 'closed' && snapshot.closedBy !== 'lost') forgetTable();
      if (snapshot.status === 'closed' && snapshot.closedBy === 'leaving') {
        queueMicrotask(() => stop());
        banner.remove();
        return;
      }
      const words = bannerWords(snapshot);
      banner.textContent = words ?? '';
      banner.hidden = words === null;
    });
  }
}

/** While a table is open its code is in the address (a reload joins again) and remembered (for "Rejoin"). */
function rememberTable(code: string, game: GameId): void {
  if (!code) return;
  localStorage.setItem(RETURN_KEY, returnRecord(code, game, Date.now()));
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}#join/${code}`);
}

function forgetTable(): void {
  localStorage.removeItem(RETURN_KEY);
  if (codeFromHash(window.location.hash)) history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

/** Words for a failed create or join (the server's coded refusal arrives in the error's message). */
export function describeJoinError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  if (/not found|NO_SUCH_ROOM|invalid/i.test(message)) return 'No table has that code (it may have finished).';
  if (/locked|full/i.test(message)) return 'That table is full.';
  if (/NOT_ONLINE/.test(message)) return 'That game is not played online.';
  if (/ECONNREFUSED|Failed to fetch|NetworkError|network/i.test(message)) return 'The game server could not be reached. Online play needs `npm run server`.';
  return `Could not connect: ${message.slice(0, 120)}`;
}
