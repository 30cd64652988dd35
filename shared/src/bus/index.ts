export type { EventMap, EventName, EventHandler } from './event-map';
export { on, emit, listenerCount, bus } from './bus';
