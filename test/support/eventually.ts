/**
 * A hang bound, not a speed check: what the bus, a projection or a process manager feeds comes
 * in milliseconds alone, in seconds on a busy 2-core machine (the fresh-clone run, every suite in
 * one process beside Chromium). Within each suite's own bound (60 s, test/support/e2e-timeout.ts).
 */
export const EVENTUALLY_MS = 30_000;

/** Polls until `check` returns a truthy value (bounded); for things fed asynchronously by the bus. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = EVENTUALLY_MS, everyMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
