/**
 * The one room type for every online game: the room holds the authoritative state and plays it with the same rules
 * module as the client. Every client message is parsed into a type first (src/net/protocol.ts) and every move is
 * parsed and validated by the rules; a refusal goes back, coded, to the sender only. No shared replicated state:
 * each client is sent its own seat's view and the events redacted for it, spectators the rules' spectator view
 * (every hand hidden) and the events redacted for no seat.
 *
 * Lifecycle: lobby (players take seats, the host fills empty ones with the computer and starts) → playing → over
 * → (every player at the table asks for a rematch; computers agree) playing again: same game, options and seats, a
 * new deal. A player who drops has `graceSeconds` to come back to the same seat (Colyseus's allowReconnection, or their seat
 * token); after that the computer takes the seat over so the others can finish. Seed, config, seats and the move
 * log are persisted; a server that starts again resumes its rooms by replaying the log.
 */
import { Room, ServerError } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import type { CodedError } from '../src/rules/core/result';
import type { EventBase, MoveBase, Seat } from '../src/rules/core/module';
import { eventSeenBy } from '../src/rules/core/module';
import type { MoveRecord } from '../src/rules/core/replay';
import type {
  AppliedMessage, ClientMessage, JoinOptions, LobbyMessage, OnlineBot, ProtocolError, RoomPhase, TableMessage, WelcomeMessage,
} from '../src/net/protocol';
import { parseClientMessage, parseJoinOptions, SERVER_MESSAGES } from '../src/net/protocol';
import { MessageBucket } from './flood';
import type { RoomEnvironment } from './room-environment';
import { resumedCode } from './room-environment';
import { newRoomCode, newSeatToken, newSeed } from './codes';
import type { OnlineGame } from './games';
import { computerMove, newGame, pastEvents, storedGame, tableFor } from './games';
import type { RoomRecord } from './store';
import { ROOM_FORMAT, ROOM_VERSION } from './store';
import { RoomWriter } from './room-writer';
import type { Holder, HumanHolder } from './seats';
import { holderOf, humanHolder, rematchSeats, rematchWaitingFor, seatInfo, standIn, storedSeat } from './seats';

interface Member {
  client: Client;
  seat: Seat | null;
  bucket: MessageBucket;
}

/** The room class for a server's environment (Colyseus constructs rooms itself, so the environment rides on the class). */
export function tableRoomFor(environment: RoomEnvironment) {
  return class extends TableRoom {
    protected override readonly env = environment;
  };
}

export abstract class TableRoom extends Room {
  protected abstract readonly env: RoomEnvironment;
  override maxClients = 16;

  #game!: OnlineGame;
  #config: unknown = null;
  #seed = '';
  /** Which game of this room is played: 1, then one more for each rematch. */
  #gameNumber = 1;
  #state!: object;
  #moves: MoveRecord[] = [];
  #phase: RoomPhase = 'lobby';
  #seats: Holder[] = [];
  #host: Seat | null = null;
  /** Once the game is over: the seats whose players asked for a rematch. */
  readonly #rematchAsked = new Set<Seat>();
  readonly #members = new Map<string, Member>();
  readonly #thinking = new Set<Seat>();
  #writer!: RoomWriter;
  #disposed = false;
  #shuttingDown = false;

  /** The room's code (its Colyseus room id). */
  get code(): string {
    return this.roomId;
  }

  override async onCreate(options: unknown): Promise<void> {
    const resume = resumedCode(options, this.env.resumeKey);
    this.#writer = new RoomWriter(this.env.store, this.env.persistDelayMs, () => this.#record());
    if (resume !== null) await this.#resume(resume);
    else await this.#create(options);
    // Unlisted: a room is found by its code only.
    await this.setPrivate(true);
    this.onMessage('*', (client, type, body) => this.#receive(client, type, body));
  }

  async #create(options: unknown): Promise<void> {
    const seed = newSeed();
    const opened = newGame(options, seed);
    if (!opened.ok) throw refusal(opened.error);
    this.#game = opened.value.game;
    this.#config = opened.value.config;
    this.#seed = seed;
    this.#state = opened.value.state;
    this.#seats = Array.from({ length: this.#game.module.seatCount(this.#config) }, (): Holder => ({ kind: 'open' }));
    this.roomId = await this.#freshCode();
  }

  async #freshCode(): Promise<string> {
    for (;;) {
      const code = newRoomCode();
      // 40 bits make a clash all but impossible; checking costs little and makes it impossible.
      if (!(await this.env.store.has(code))) return code;
    }
  }

  async #resume(code: string): Promise<void> {
    const { records } = await this.env.store.list();
    const record = records.find((r) => r.code === code);
    if (!record) throw refusal({ code: 'NO_SUCH_ROOM' });
    const stored = storedGame(record);
    if (!stored.ok) throw refusal(stored.error);
    this.#game = stored.value.game;
    this.#config = stored.value.config;
    this.#seed = record.seed;
    this.#gameNumber = record.gameNumber;
    this.#state = stored.value.state;
    this.#moves = record.moves.slice();
    this.#phase = record.phase;
    this.#host = record.host;
    this.#seats = record.seats.map((seat): Holder => {
      const holder = holderOf(seat);
      // Nobody is connected after a restart: each player gets the grace period to come back with their token.
      if (holder.kind === 'human') holder.graceTimer = setTimeout(() => this.#graceExpired(holder), this.env.graceSeconds * 1000);
      return holder;
    });
    this.roomId = record.code;
    // Nobody is connected yet: the room waits for its players' grace periods instead of closing as empty.
    this.autoDispose = false;
    this.#think();
  }

  // -------------------------------------------------------------------------------------------------------
  // Joining and leaving

  override onJoin(client: Client, options: unknown): void {
    const join = parseJoinOptions(options);
    const member = this.#member(client, null);
    this.#members.set(client.sessionId, member);
    member.seat = this.#reclaim(client, join) ?? this.#takeOpenSeat(client, join);
    if (member.seat !== null && this.#host === null) this.#host = member.seat;
    this.#welcome(member);
    this.#sendLobby();
    this.#persist();
  }

  /** A player presenting their seat token gets their seat back (from a lost connection, a restart or the computer). */
  #reclaim(client: Client, join: JoinOptions): Seat | null {
    const token = join.seatToken;
    if (token === undefined) return null;
    const seat = this.#seats.findIndex((h) => (h.kind === 'human' && h.token === token) || (h.kind === 'computer' && h.replacing?.token === token));
    const holder = this.#seats[seat];
    if (!holder || holder.kind === 'open') return null;
    if (holder.kind === 'computer') {
      const replacing = holder.replacing as { name: string; token: string };
      this.#seats[seat] = humanHolder(replacing.name, replacing.token, client);
      return seat;
    }
    // A newer connection wins the seat: an older one still open (a tab left behind) goes on watching.
    const previous = holder.client;
    if (previous) {
      const old = this.#members.get(previous.sessionId);
      if (old) old.seat = null;
    }
    holder.client = client;
    if (holder.graceTimer) clearTimeout(holder.graceTimer);
    holder.graceTimer = null;
    const pending = holder.reconnection;
    holder.reconnection = null;
    pending?.reject(new Error('seat reclaimed with its token'));
    return seat;
  }

  #takeOpenSeat(client: Client, join: JoinOptions): Seat | null {
    if (join.spectate || this.#phase !== 'lobby') return null;
    const seat = this.#seats.findIndex((h) => h.kind === 'open');
    if (seat < 0) return null;
    this.#seats[seat] = humanHolder(join.name ?? `Player ${seat + 1}`, newSeatToken(), client);
    return seat;
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const member = this.#members.get(client.sessionId);
    this.#members.delete(client.sessionId);
    // A shutdown disconnects everyone: the seats stay as they are, to be reclaimed once the server is back.
    if (this.#shuttingDown) return;
    const seat = member?.seat ?? null;
    const holder = seat === null ? undefined : this.#seats[seat];
    if (seat === null || holder?.kind !== 'human' || holder.client !== client) {
      this.#sendLobby();
      return;
    }
    holder.client = null;
    if (consented || this.#phase === 'over') {
      this.#leaveSeat(seat);
      return;
    }
    const reconnection = this.allowReconnection(client, this.env.graceSeconds);
    holder.reconnection = reconnection;
    // Said once the seat waits for its player (within the grace period, "reconnecting").
    this.#sendLobby();
    try {
      const back = await reconnection;
      holder.reconnection = null;
      holder.client = back;
      const again = this.#member(back, seat);
      this.#members.set(back.sessionId, again);
      this.#welcome(again);
      this.#sendLobby();
    } catch {
      // Reclaimed with the token meanwhile (the seat has a client again), or the grace period ran out.
      if (holder.reconnection === reconnection) holder.reconnection = null;
      if (holder.client === null) this.#graceExpired(holder);
    }
  }

  #graceExpired(holder: HumanHolder): void {
    holder.graceTimer = null;
    const seat = this.#seats.indexOf(holder);
    if (seat >= 0 && holder.client === null) this.#leaveSeat(seat);
  }

  /** A player is gone: in the lobby the seat opens again; in a game the computer takes it over. */
  #leaveSeat(seat: Seat): void {
    const holder = this.#seats[seat];
    if (holder?.kind !== 'human' || this.#disposed) return;
    if (holder.graceTimer) clearTimeout(holder.graceTimer);
    holder.graceTimer = null;
    if (this.#phase === 'lobby') this.#seats[seat] = { kind: 'open' };
    else if (this.#phase === 'playing') this.#seats[seat] = standIn(holder);
    // Once the game is over the seat stays theirs (a rematch stands the computer in for them), and no longer asks.
    this.#rematchAsked.delete(seat);
    if (this.#host === seat) {
      const next = this.#seats.findIndex((h) => h.kind === 'human' && h.client !== null);
      this.#host = next < 0 ? null : next;
    }
    if (!this.#rematchIfAgreed()) {
      this.#sendLobby();
      this.#persist();
      this.#think();
    }
    this.#closeIfAbandoned();
  }

  /** Nobody left to play or watch, and nobody who could still come back in their grace period: close the room. */
  #closeIfAbandoned(): void {
    const waiting = this.#seats.some((h) => h.kind === 'human' && (h.client !== null || h.reconnection !== null || h.graceTimer !== null));
    if (this.#members.size === 0 && !waiting) {
      this.autoDispose = true;
      void this.disconnect();
    }
  }

  override onBeforeShutdown(): void {
    // Rooms alive at shutdown are kept to be resumed; the default would disconnect everyone and dispose.
    this.#shuttingDown = true;
    this.disconnect();
  }

  override async onDispose(): Promise<void> {
    this.#disposed = true;
    for (const holder of this.#seats) if (holder.kind === 'human' && holder.graceTimer) clearTimeout(holder.graceTimer);
    // A game everyone has left is closed for good; one stopped by a shutdown is kept and resumed on start.
    await this.#writer.close(this.code, this.#shuttingDown && this.#phase !== 'over');
  }

  // -------------------------------------------------------------------------------------------------------
  // Messages

  #member(client: Client, seat: Seat | null): Member {
    return { client, seat, bucket: new MessageBucket(this.env.messagesPerSecond) };
  }

  /** A client over its allowance is refused (told so at most once a second). */
  #admit(member: Member): boolean {
    const taken = member.bucket.take();
    if (taken === 'admit') return true;
    if (taken === 'refuseAndTell') this.#refuse(member.client, { code: 'TOO_MANY_MESSAGES', perSecond: this.env.messagesPerSecond }, 'message');
    this.env.stats.messagesRefused++;
    return false;
  }

  #receive(client: Client, type: string | number, body: unknown): void {
    const member = this.#members.get(client.sessionId);
    if (!member || !this.#admit(member)) return;
    const message = parseClientMessage(type, body);
    if (!message.ok) {
      this.env.stats.messagesRefused++;
      this.#refuse(client, message.error, typeof type === 'string' ? type.slice(0, 32) : 'message');
      return;
    }
    this.#handle(member, message.value);
  }

  #handle(member: Member, message: ClientMessage): void {
    switch (message.type) {
      case 'move':
        return this.#onMove(member, message.move, message.seat);
      case 'seat.fill':
        return this.#onFill(member, message.bot, message.seat);
      case 'start':
        return this.#onStart(member);
      case 'sync':
        return this.#welcome(member);
      case 'rematch':
        return this.#onRematch(member);
    }
  }

  #refuse(client: Client, error: ProtocolError | CodedError, refused: string): void {
    client.send(SERVER_MESSAGES.refused, { ...error, refused });
  }

  #onMove(member: Member, json: unknown, claimedSeat: Seat | undefined): void {
    const client = member.client;
    const seat = member.seat;
    const refuse = (error: ProtocolError | CodedError) => {
      this.env.stats.movesRefused++;
      this.#refuse(client, error, 'move');
    };
    if (seat === null) return refuse({ code: 'NOT_A_PLAYER' } satisfies ProtocolError);
    if (claimedSeat !== undefined && claimedSeat !== seat) return refuse({ code: 'NOT_YOUR_SEAT', seat: claimedSeat, yours: seat } satisfies ProtocolError);
    if (this.#phase === 'lobby') return refuse({ code: 'NOT_STARTED' } satisfies ProtocolError);
    const module = this.#game.module;
    const parsed = module.parseMove(json);
    if (!parsed.ok) return refuse(parsed.error);
    const applied = module.apply(this.#state, seat, parsed.value);
    if (!applied.ok) return refuse(applied.error);
    this.#commit(seat, parsed.value, applied.value.state, applied.value.events);
  }

  #isHost(member: Member): boolean {
    return member.seat !== null && member.seat === this.#host;
  }

  #onFill(member: Member, bot: OnlineBot, seat: Seat | undefined): void {
    if (!this.#isHost(member)) return this.#refuse(member.client, { code: 'NOT_THE_HOST' } satisfies ProtocolError, 'seat.fill');
    if (this.#phase !== 'lobby') return this.#refuse(member.client, { code: 'NOT_IN_LOBBY' } satisfies ProtocolError, 'seat.fill');
    const targets = seat === undefined ? this.#openSeats() : [seat];
    for (const target of targets) {
      if (this.#seats[target]?.kind !== 'open') return this.#refuse(member.client, { code: 'SEAT_TAKEN', seat: target } satisfies ProtocolError, 'seat.fill');
    }
    for (const target of targets) this.#seats[target] = { kind: 'computer', bot, replacing: null };
    this.#sendLobby();
    this.#persist();
  }

  #openSeats(): Seat[] {
    return this.#seats.flatMap((h, seat) => (h.kind === 'open' ? [seat] : []));
  }

  #onStart(member: Member): void {
    if (!this.#isHost(member)) return this.#refuse(member.client, { code: 'NOT_THE_HOST' } satisfies ProtocolError, 'start');
    if (this.#phase !== 'lobby') return this.#refuse(member.client, { code: 'NOT_IN_LOBBY' } satisfies ProtocolError, 'start');
    const open = this.#openSeats();
    if (open.length > 0) return this.#refuse(member.client, { code: 'SEATS_OPEN', open } satisfies ProtocolError, 'start');
    this.#play();
  }

  /** The game (or a rematch) begins: everyone is told, and the computer seats think. */
  #play(): void {
    this.#phase = 'playing';
    this.#sendLobby();
    for (const each of this.#members.values()) this.#sendTable(each);
    this.#persist();
    this.#think();
  }

  #onRematch(member: Member): void {
    const refuse = (error: ProtocolError) => this.#refuse(member.client, error, 'rematch');
    if (member.seat === null) return refuse({ code: 'NOT_A_PLAYER' });
    if (this.#phase !== 'over') return refuse({ code: 'NOT_OVER' });
    if (this.#rematchAsked.has(member.seat)) return refuse({ code: 'ALREADY_ASKED' });
    this.#rematchAsked.add(member.seat);
    if (!this.#rematchIfAgreed()) this.#sendLobby();
  }

  /**
   * Once the game is over and every player at the table has asked for a rematch (computers agree at once), a new
   * game of the same game and options begins with the same seats and a new seed. True when it began.
   */
  #rematchIfAgreed(): boolean {
    if (this.#phase !== 'over' || this.#rematchAsked.size === 0 || rematchWaitingFor(this.#seats, this.#rematchAsked).length > 0) return false;
    const seed = newSeed();
    const setup = this.#game.module.setup(this.#config, seed);
    if (!setup.ok) {
      // The same config set up the first game; a refusal now is a bug, reported rather than thrown.
      console.warn(`room ${this.code}: the rematch could not be set up`, setup.error);
      return false;
    }
    this.#seed = seed;
    this.#state = setup.value;
    this.#moves = [];
    this.#gameNumber++;
    this.#rematchAsked.clear();
    this.#seats = rematchSeats(this.#seats);
    this.#play();
    return true;
  }

  // -------------------------------------------------------------------------------------------------------
  // Play

  #commit(seat: Seat, move: MoveBase, state: object, events: readonly EventBase[]): void {
    const module = this.#game.module;
    this.#state = state;
    this.#moves.push({ seat, move });
    this.env.stats.movesApplied++;
    const over = module.outcome(state).kind !== 'ongoing';
    if (over) this.#phase = 'over';
    for (const member of this.#members.values()) {
      const message: AppliedMessage = { ...this.#table(member.seat), mover: seat, events: events.map((event) => eventSeenBy(module, event, member.seat)) };
      member.client.send(SERVER_MESSAGES.applied, message);
    }
    if (over) this.#sendLobby();
    this.#persist();
    this.#think();
  }

  /** Asks the bot threads for every computer seat deciding now; an answer for a position that has moved on is dropped. */
  #think(): void {
    if (this.#phase !== 'playing' || this.#disposed) return;
    const module = this.#game.module;
    for (const seat of module.decision(this.#state).seats) {
      const holder = this.#seats[seat];
      if (holder?.kind !== 'computer' || this.#thinking.has(seat)) continue;
      this.#thinking.add(seat);
      const ply = this.#moves.length;
      const gameNumber = this.#gameNumber;
      const request = { game: module.id, view: module.view(this.#state, seat), seat, bot: holder.bot, seed: `${this.#seed}/ai/${seat}/${ply}` };
      void this.env.bots.think(request).then((answer) => {
        this.#thinking.delete(seat);
        if (this.#disposed || this.#phase !== 'playing') return;
        if (this.#gameNumber !== gameNumber || this.#moves.length !== ply || this.#seats[seat]?.kind !== 'computer') return this.#think();
        this.#playComputer(seat, answer.ok ? answer.value : null);
      });
    }
  }

  /** A bot's answer, untrusted (it crossed a thread): checked by the rules, else the first legal move is played. */
  #playComputer(seat: Seat, answer: unknown): void {
    const played = computerMove(this.#game.module, this.#state, seat, answer);
    if (played) this.#commit(seat, played.move, played.state, played.events);
  }

  // -------------------------------------------------------------------------------------------------------
  // What clients are sent

  #table(seat: Seat | null): TableMessage {
    return tableFor(this.#game.module, this.#state, seat, { gameNumber: this.#gameNumber, ply: this.#moves.length });
  }

  /** The whole table, with the game's last events for the log of a page that comes back. */
  #sendTable(member: Member): void {
    if (this.#phase === 'lobby') return;
    const past = pastEvents(this.#game.module, this.#config, this.#seed, this.#moves, member.seat);
    member.client.send(SERVER_MESSAGES.table, { ...this.#table(member.seat), past } satisfies TableMessage);
  }

  /** Who the client is here, the room, and (once started) the whole table. */
  #welcome(member: Member): void {
    const holder = member.seat === null ? undefined : this.#seats[member.seat];
    const welcome: WelcomeMessage = { code: this.code, seat: member.seat, seatToken: holder?.kind === 'human' ? holder.token : null };
    member.client.send(SERVER_MESSAGES.welcome, welcome);
    member.client.send(SERVER_MESSAGES.lobby, this.#lobby());
    this.#sendTable(member);
  }

  #lobby(): LobbyMessage {
    const spectators = [...this.#members.values()].filter((m) => m.seat === null).length;
    const rematch = [...this.#rematchAsked].sort((a, b) => a - b);
    return { code: this.code, game: this.#game.module.id, config: this.#config, phase: this.#phase, seats: this.#seats.map(seatInfo), host: this.#host, spectators, rematch };
  }

  #sendLobby(): void {
    if (this.#disposed) return;
    this.broadcast(SERVER_MESSAGES.lobby, this.#lobby());
  }

  // -------------------------------------------------------------------------------------------------------
  // Persistence

  #record(): RoomRecord {
    return {
      format: ROOM_FORMAT, version: ROOM_VERSION, code: this.code, game: this.#game.module.id, config: this.#config, seed: this.#seed, gameNumber: this.#gameNumber,
      phase: this.#phase, host: this.#host, seats: this.#seats.map(storedSeat), moves: this.#moves.slice(), updatedAt: new Date().toISOString(),
    };
  }

  /** Schedules a write: a busy room writes at most once per persistDelayMs. */
  #persist(): void {
    if (!this.#disposed) this.#writer.schedule();
  }
}

/** A coded refusal thrown from onCreate: the client's create/join rejects with its code in the message. */
function refusal(error: CodedError): ServerError {
  return new ServerError(4400, JSON.stringify(error));
}
