/**
 * How many messages a socket sent within the last window, as a sliding log of times: a burst past the budget is
 * refused, not queued. Kept in this process (a visitor's sockets on several processes have a budget on each).
 */
export class SendBudget {
  private readonly times: number[] = [];

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a send now; false when the window's budget is spent (the refused send is not counted). */
  take(now = Date.now()): boolean {
    while (this.times.length && now - this.times[0]! >= this.windowMs) this.times.shift();
    if (this.times.length >= this.limit) return false;
    this.times.push(now);
    return true;
  }
}
