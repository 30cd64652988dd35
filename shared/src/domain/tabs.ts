import { MAX_SUPER_ADMIN_TABS } from './constants';

// Super-admin tab rule (spec §4): the first tab is the main user; extra tabs are added; when more
// than 3 exist the oldest non-first tab is dropped; removing a tab selects the first.

export interface TabState<T extends { id: number }> {
  tabs: T[];
  activeTabId: number | null;
}

/** Open `tab` (or focus it when already open) and make it active. */
export function addTabRule<T extends { id: number }>(
  state: TabState<T>,
  tab: T,
  max: number = MAX_SUPER_ADMIN_TABS,
): TabState<T> {
  if (state.tabs.some((t) => t.id === tab.id)) return { tabs: state.tabs, activeTabId: tab.id };
  const tabs = [...state.tabs, tab];
  // tabs[0] is the main user; index 1 is the oldest of the others.
  while (tabs.length > max && tabs.length > 1) tabs.splice(1, 1);
  return { tabs, activeTabId: tab.id };
}

/** Close a tab; the main (first) tab cannot be closed. The first tab becomes active. */
export function removeTabRule<T extends { id: number }>(state: TabState<T>, id: number): TabState<T> {
  const first = state.tabs[0];
  if (!first || first.id === id || !state.tabs.some((t) => t.id === id)) return state;
  return { tabs: state.tabs.filter((t) => t.id !== id), activeTabId: first.id };
}

/** Select an open tab; unknown ids leave the state as it is. */
export function selectTabRule<T extends { id: number }>(state: TabState<T>, id: number): TabState<T> {
  return state.tabs.some((t) => t.id === id) ? { tabs: state.tabs, activeTabId: id } : state;
}

/** The tab user being impersonated: the active tab when it is not the first, else null. */
export function impersonatedTab<T extends { id: number }>(state: TabState<T>): T | null {
  const [first, ...rest] = state.tabs;
  if (!first || state.activeTabId === null || state.activeTabId === first.id) return null;
  return rest.find((t) => t.id === state.activeTabId) ?? null;
}
