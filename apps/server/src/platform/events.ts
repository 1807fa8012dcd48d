import { EventEmitter } from 'node:events';

/**
 * In-process domain events, so that modules react to each other without importing each other's
 * internals (e.g. auth drops cached permissions when a role changes). Cross-process fan-out of
 * the few events that need it goes through the database's NOTIFY (see auth.cache.ts).
 */
export interface DomainEvents {
  /** A user's profile, status, password, roles or deletion changed: cached access must be dropped. */
  'access.changed': { userId?: string };
}

export class EventBus {
  private emitter = new EventEmitter();
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    this.emitter.emit(name, payload);
  }
  on<K extends keyof DomainEvents>(name: K, handler: (payload: DomainEvents[K]) => void) {
    this.emitter.on(name, handler);
  }
}
