import type { EventHandler, EventMap, EventName } from './event-map';

// Module-level on purpose: Module Federation shares this module as a singleton, so host and
// remotes hold the same listener table.
const listeners = new Map<EventName, Set<EventHandler<EventName>>>();

/** Subscribe; returns the function that unsubscribes. */
export function on<K extends EventName>(type: K, handler: EventHandler<K>): () => void {
  let set = listeners.get(type);
  if (!set) {
    set = new Set();
    listeners.set(type, set);
  }
  set.add(handler as EventHandler<EventName>);
  return () => {
    set.delete(handler as EventHandler<EventName>);
  };
}

/**
 * Deliver `payload` to every current listener. One remote's failing listener must not stop the
 * others (nor the emitting store), so each call is isolated and its error logged.
 */
export function emit<K extends EventName>(type: K, payload: EventMap[K]): void {
  const set = listeners.get(type);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      handler(payload);
    } catch (error) {
      console.error(`[mp] listener for "${type}" failed`, error);
    }
  }
}

/** Number of listeners for a type (the shell's diagnostics and tests use it). */
export function listenerCount(type: EventName): number {
  return listeners.get(type)?.size ?? 0;
}

export const bus = { on, emit, listenerCount };
