import { on } from '../bus';
import { toastStore } from './toast-store';

const state = () => toastStore.getState();
const visible = () =>
  state()
    .toasts.filter((t) => !t.leaving)
    .map((t) => t.message);

beforeEach(() => {
  jest.useFakeTimers();
  state().clear();
});
afterEach(() => {
  state().clear();
  jest.useRealTimers();
});

describe('toast store (spec §4, §9)', () => {
  it('spec §9: a toast defaults to bottom-right, info, and stays 3000 ms then fades out for 150 ms', () => {
    const id = state().show({ message: 'Saved' });
    expect(state().toasts[0]).toMatchObject({
      id,
      message: 'Saved',
      position: 'bottom-right',
      kind: 'info',
      leaving: false,
    });
    jest.advanceTimersByTime(2999);
    expect(state().toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(state().toasts[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(149);
    expect(state().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(state().toasts).toHaveLength(0);
  });

  it('honours a given position, kind and duration', () => {
    state().show({ message: 'Oops', kind: 'error', position: 'top-right', duration: 500 });
    expect(state().toasts[0]).toMatchObject({ position: 'top-right', kind: 'error' });
    jest.advanceTimersByTime(500);
    expect(state().toasts[0]?.leaving).toBe(true);
  });

  it('spec §4: paused on hover keeps it on screen; resuming finishes only the time it had left', () => {
    const id = state().show({ message: 'Hover me' });
    jest.advanceTimersByTime(1000);
    state().pause(id);
    jest.advanceTimersByTime(10_000);
    expect(state().toasts[0]).toMatchObject({ paused: true, leaving: false });
    state().resume(id);
    jest.advanceTimersByTime(1999);
    expect(state().toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(state().toasts[0]?.leaving).toBe(true);
  });

  it('the same message shown again while on screen is one toast with its time started again, not two', () => {
    const first = state().show({ message: '“Sintra tour” is in your cart.', kind: 'success' });
    jest.advanceTimersByTime(2000);
    const second = state().show({ message: '“Sintra tour” is in your cart.', kind: 'success' });
    expect(second).toBe(first);
    expect(visible()).toEqual(['“Sintra tour” is in your cart.']);
    jest.advanceTimersByTime(2999);
    expect(state().toasts[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(state().toasts[0]?.leaving).toBe(true);
  });

  it('dismiss fades the toast out at once', () => {
    const id = state().show({ message: 'Bye' });
    state().dismiss(id);
    expect(state().toasts[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(150);
    expect(state().toasts).toHaveLength(0);
  });

  it('spec §4/§9: queued toasts retry every 250 ms until their corner has room', () => {
    for (const n of [1, 2, 3, 4]) state().show({ message: `t${n}` });
    expect(visible()).toEqual(['t1', 't2', 't3']);
    expect(state().queue.map((t) => t.message)).toEqual(['t4']);
    // Room appears at 1100 ms, but the queue is only retried on its 250 ms beat (1250 ms).
    jest.advanceTimersByTime(1100);
    state().dismiss(state().toasts[0]!.id);
    expect(state().queue).toHaveLength(1);
    jest.advanceTimersByTime(149); // 1249
    expect(visible()).toEqual(['t2', 't3']);
    jest.advanceTimersByTime(1); // 1250
    expect(visible()).toEqual(['t2', 't3', 't4']);
    expect(state().queue).toHaveLength(0);
    // The queued toast gets its full 3000 ms from when it appears.
    jest.advanceTimersByTime(2999);
    expect(visible()).toEqual(['t4']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('a full corner does not block queued toasts of the other corner', () => {
    for (const n of [1, 2, 3, 4]) state().show({ message: `b${n}` });
    state().show({ message: 'top', position: 'top-right' });
    // Arrival order is kept (it joins the queue), and the next retry shows it while b4 still waits.
    jest.advanceTimersByTime(250);
    expect(visible()).toContain('top');
    expect(state().queue.map((t) => t.message)).toEqual(['b4']);
  });

  it('emits toast:show on the bus (the toast store owns that event)', () => {
    const handler = jest.fn();
    const off = on('toast:show', handler);
    state().show({ message: 'Hi', kind: 'success' });
    expect(handler).toHaveBeenCalledWith({ message: 'Hi', kind: 'success' });
    off();
  });
});
