import type { Database } from '../../platform/db/database.js';
import type { EventBus } from '../../platform/events.js';
import type { AuthContext } from '../../platform/http/context.js';

const CHANNEL = 'auth_cache';
const TTL_MS = 30_000;

/**
 * Per-session access state (user enabled, session live, feature set), cached so that an
 * authenticated request costs no query. Any change to access clears it here and, through
 * NOTIFY, in every other process of the same database: a disabled user's next request fails.
 */
export class AuthCache {
  private entries = new Map<string, { at: number; value: AuthContext | null }>();

  constructor(private database: Database, events: EventBus) {
    events.on('access.changed', () => this.invalidate());
  }

  async start() {
    await this.database.listen(CHANNEL, () => this.entries.clear());
  }

  /** Drops every cached entry here and in every other process of the same database. */
  invalidate() {
    this.entries.clear();
    void this.database.notify(CHANNEL, 'clear').catch(() => undefined);
  }

  async get(sessionId: string, load: () => Promise<AuthContext | null>): Promise<AuthContext | null> {
    const hit = this.entries.get(sessionId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
    const value = await load();
    if (this.entries.size > 50_000) this.entries.clear();
    this.entries.set(sessionId, { at: Date.now(), value });
    return value;
  }
}
