import { Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../projections/read-your-writes';
import { MAX_ENTRIES } from './read-cache';

/** A back-office list answer as its caller got it: the JSON bytes and its Content-Range. */
export interface PrivateAnswer {
  /** Read-model position the answer was computed at (read before the handler ran). */
  position: number;
  body: Buffer;
  contentRange: string | undefined;
}

/**
 * The back-office list answers of this process, per caller and URL, each valid while the
 * read models stay at the position it was computed at (ReadCache holds the answers that
 * are the same for everyone). The list route fills it (CachedListInterceptor); the fast
 * path in front of Nest's router (serveCachedListsEarly) verifies the caller's access token
 * itself and sends an answer computed for that same caller. Any event, a role change or a
 * deactivation included, moves the position, so the next request goes through the guards
 * and the account check again.
 */
@Injectable()
export class PrivateReadCache {
  private readonly entries = new Map<string, PrivateAnswer>();
  /** How many entries each URL has: the fast path verifies a token only for a URL that may hit. */
  private readonly urls = new Map<string, number>();

  constructor(private readonly readYourWrites: ReadYourWrites) {}

  /** Where the read models are now (a promise only when the workers run elsewhere: then nothing is cached). */
  position(): number | Promise<number> {
    return this.readYourWrites.position();
  }

  mayHave(url: string): boolean {
    return this.urls.has(url);
  }

  current(userId: string, url: string, position: number): PrivateAnswer | undefined {
    const entry = this.entries.get(keyOf(userId, url));
    return entry && entry.position === position ? entry : undefined;
  }

  keep(userId: string, url: string, answer: PrivateAnswer): void {
    const key = keyOf(userId, url);
    if (!this.entries.delete(key)) this.urls.set(url, (this.urls.get(url) ?? 0) + 1);
    this.entries.set(key, answer); // Map order: least recently computed first
    if (this.entries.size > MAX_ENTRIES) {
      const [oldest] = this.entries.keys();
      this.entries.delete(oldest);
      const left = this.urls.get(urlOf(oldest))! - 1;
      if (left > 0) this.urls.set(urlOf(oldest), left);
      else this.urls.delete(urlOf(oldest));
    }
  }
}

// A user id never holds a newline (server-made UUIDs), so the pair splits back unambiguously.
const keyOf = (userId: string, url: string) => `${userId}\n${url}`;
const urlOf = (key: string) => key.slice(key.indexOf('\n') + 1);
