/**
 * A client's message allowance: a token bucket refilled at `perSecond`, holding a burst of twice as many. A client
 * over it is refused, and told so at most once a second (a flood is not answered with a flood).
 */
export class MessageBucket {
  readonly #perSecond: number;
  #tokens: number;
  #refilledAt: number;
  #toldAt = 0;

  constructor(perSecond: number, now = Date.now()) {
    this.#perSecond = perSecond;
    this.#tokens = this.#burst();
    this.#refilledAt = now;
  }

  #burst(): number {
    return this.#perSecond * 2;
  }

  /** Takes one message's token: 'admit', else 'refuse' or (once a second) 'refuseAndTell'. */
  take(now = Date.now()): 'admit' | 'refuse' | 'refuseAndTell' {
    this.#tokens = Math.min(this.#burst(), this.#tokens + ((now - this.#refilledAt) / 1000) * this.#perSecond);
    this.#refilledAt = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return 'admit';
    }
    if (now - this.#toldAt < 1000) return 'refuse';
    this.#toldAt = now;
    return 'refuseAndTell';
  }
}
