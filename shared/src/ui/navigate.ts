/**
 * Client-side navigation that every router on the page notices: single-spa and react-router both
 * listen to popstate, so a push followed by a popstate event moves the whole page.
 */
export function navigateTo(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** Whether a click on a link should stay in the page (plain left click on a same-origin link). */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
