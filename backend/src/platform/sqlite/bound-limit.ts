/**
 * `LIMIT ?` for statements kept prepared. SQLite (3.53, as better-sqlite3 12 bundles it) plans
 * with the value bound to a bare `LIMIT ?` or `LIMIT @name`, so every run, which binds it
 * again, expires the statement and compiles it anew: a lookup by id cost 7 µs instead of 2 µs,
 * and far more on the read store's wide tables. An expression is not planned with, so the
 * statement stays compiled; the limit still applies at run time.
 */
export function boundLimit(param: '?' | `@${string}` = '?'): string {
  return `LIMIT (${param} + 0)`;
}
