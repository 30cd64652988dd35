import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../bus';
import {
  TOAST_DEFAULT_POSITION,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  TOAST_MAX_VISIBLE,
  TOAST_QUEUE_RETRY_MS,
} from '../domain';
import type { Toast, ToastInput } from './types';

export interface ToastState {
  /** On screen (including those fading out). */
  toasts: Toast[];
  /** Waiting for room in their corner; retried every 250 ms (spec §4). */
  queue: Toast[];
  /** Show a toast (queued when its corner is full); returns its id. */
  show(input: ToastInput): number;
  /** Start the 150 ms fade-out, then remove it. */
  dismiss(id: number): void;
  /** Stop its timer (pointer or focus on it). */
  pause(id: number): void;
  /** Restart its timer with the time it had left. */
  resume(id: number): void;
  /** Remove every toast at once, queued ones too (no fade: the screen they belong to is gone). */
  clear(): void;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  remaining: number;
  startedAt: number;
}

const timers = new Map<number, Timer>();
let nextId = 1;
let queueTimer: ReturnType<typeof setTimeout> | null = null;

function startTimer(id: number, ms: number): void {
  const timer: Timer = { handle: null, remaining: ms, startedAt: Date.now() };
  timer.handle = setTimeout(() => toastStore.getState().dismiss(id), ms);
  timers.set(id, timer);
}

function stopTimer(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle) clearTimeout(timer.handle);
  timers.delete(id);
}

function hasRoom(toasts: readonly Toast[], position: Toast['position']): boolean {
  return toasts.filter((t) => t.position === position && !t.leaving).length < TOAST_MAX_VISIBLE;
}

/** Move queued toasts on screen while their corner has room; keep retrying while any wait. */
function drainQueue(): void {
  queueTimer = null;
  const { toasts, queue } = toastStore.getState();
  const shown: Toast[] = [];
  const waiting: Toast[] = [];
  const next = [...toasts];
  for (const toast of queue) {
    if (hasRoom(next, toast.position)) {
      next.push(toast);
      shown.push(toast);
    } else {
      waiting.push(toast);
    }
  }
  if (shown.length > 0) toastStore.setState({ toasts: next, queue: waiting });
  for (const toast of shown) startTimer(toast.id, toast.duration);
  if (waiting.length > 0) queueTimer = setTimeout(drainQueue, TOAST_QUEUE_RETRY_MS);
}

export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  queue: [],
  show(input) {
    // The same message again (adding a second date of one service) is one toast shown longer, not a stack of twins.
    const twin = get().toasts.find(
      (t) => !t.leaving && t.message === input.message && t.position === (input.position ?? TOAST_DEFAULT_POSITION),
    );
    if (twin) {
      stopTimer(twin.id);
      set({
        toasts: get().toasts.map((t) =>
          t.id === twin.id ? { ...t, kind: input.kind ?? 'info', action: input.action ?? null, paused: false } : t,
        ),
      });
      startTimer(twin.id, input.duration ?? TOAST_DURATION_MS);
      emit('toast:show', input);
      return twin.id;
    }
    const toast: Toast = {
      id: nextId++,
      message: input.message,
      kind: input.kind ?? 'info',
      position: input.position ?? TOAST_DEFAULT_POSITION,
      duration: input.duration ?? TOAST_DURATION_MS,
      action: input.action ?? null,
      paused: false,
      leaving: false,
    };
    const { toasts, queue } = get();
    if (queue.length === 0 && hasRoom(toasts, toast.position)) {
      set({ toasts: [...toasts, toast] });
      startTimer(toast.id, toast.duration);
    } else {
      set({ queue: [...queue, toast] });
      queueTimer ??= setTimeout(drainQueue, TOAST_QUEUE_RETRY_MS);
    }
    emit('toast:show', input);
    return toast.id;
  },
  dismiss(id) {
    stopTimer(id);
    const { toasts, queue } = get();
    if (queue.some((t) => t.id === id)) {
      set({ queue: queue.filter((t) => t.id !== id) });
      return;
    }
    const toast = toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    set({ toasts: toasts.map((t) => (t.id === id ? { ...t, leaving: true, paused: false } : t)) });
    setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), TOAST_FADE_MS);
  },
  pause(id) {
    const timer = timers.get(id);
    const toast = get().toasts.find((t) => t.id === id);
    if (!timer || !toast || toast.leaving || toast.paused) return;
    if (timer.handle) clearTimeout(timer.handle);
    timer.handle = null;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, paused: true } : t)) });
  },
  resume(id) {
    const timer = timers.get(id);
    const toast = get().toasts.find((t) => t.id === id);
    if (!timer || !toast || !toast.paused) return;
    startTimer(id, timer.remaining);
    set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, paused: false } : t)) });
  },
  clear() {
    for (const id of [...timers.keys()]) stopTimer(id);
    if (queueTimer) clearTimeout(queueTimer);
    queueTimer = null;
    set({ toasts: [], queue: [] });
  },
}));

/** The toasts on screen. */
export function useToasts(): Toast[] {
  return useStore(toastStore, (s) => s.toasts);
}
