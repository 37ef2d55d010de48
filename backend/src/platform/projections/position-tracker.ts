/** Lets a reader wait (bounded) until a worker has processed a given log position. */
export class PositionTracker {
  private current = 0;
  private waiters: { position: number; resolve: (reached: boolean) => void; timer: NodeJS.Timeout }[] = [];
  private readonly listeners = new Set<(position: number) => void>();

  get position(): number {
    return this.current;
  }

  advance(position: number): void {
    if (position <= this.current) return;
    this.current = position;
    const ready = this.waiters.filter((w) => w.position <= position);
    this.waiters = this.waiters.filter((w) => w.position > position);
    for (const waiter of ready) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
    for (const listener of this.listeners) listener(position);
  }

  /** Calls `listener` after each advance (live pushes such as the notification stream); returns the unsubscribe. */
  onAdvance(listener: (position: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves true once `position` is reached, false after `timeoutMs`. */
  waitFor(position: number, timeoutMs = 5000): Promise<boolean> {
    if (position <= this.current) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        resolve(false);
      }, timeoutMs);
      timer.unref?.();
      this.waiters.push({ position, resolve, timer });
    });
  }
}
