import { addTabRule, impersonatedTab, removeTabRule, selectTabRule, type TabState } from './tabs';

type T = { id: number };
const main: TabState<T> = { tabs: [{ id: 1 }], activeTabId: 1 };

describe('super-admin tab rule (spec §4)', () => {
  it('spec §4: extra tabs are added after the main user and become active', () => {
    const state = addTabRule(main, { id: 2 });
    expect(state.tabs.map((t) => t.id)).toEqual([1, 2]);
    expect(state.activeTabId).toBe(2);
    expect(impersonatedTab(state)).toEqual({ id: 2 });
  });

  it('spec §4/§9: at most 3 tabs; the oldest non-first tab is dropped', () => {
    let state = addTabRule(main, { id: 2 });
    state = addTabRule(state, { id: 3 });
    state = addTabRule(state, { id: 4 });
    expect(state.tabs.map((t) => t.id)).toEqual([1, 3, 4]);
    expect(state.activeTabId).toBe(4);
  });

  it('opening an already open user focuses that tab without duplicating it', () => {
    const state = addTabRule(addTabRule(main, { id: 2 }), { id: 2 });
    expect(state.tabs.map((t) => t.id)).toEqual([1, 2]);
  });

  it('spec §4: removing a tab selects the first; the main tab cannot be removed', () => {
    const state = addTabRule(addTabRule(main, { id: 2 }), { id: 3 });
    const removed = removeTabRule(selectTabRule(state, 3), 2);
    expect(removed.tabs.map((t) => t.id)).toEqual([1, 3]);
    expect(removed.activeTabId).toBe(1);
    expect(impersonatedTab(removed)).toBeNull();
    expect(removeTabRule(removed, 1)).toBe(removed);
  });

  it('selecting the first tab means acting as the main user; unknown ids change nothing', () => {
    const state = addTabRule(main, { id: 2 });
    expect(impersonatedTab(selectTabRule(state, 1))).toBeNull();
    expect(selectTabRule(state, 99)).toBe(state);
  });
});
