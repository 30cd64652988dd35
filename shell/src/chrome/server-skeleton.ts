// The page section of the gateway's server-drawn app shell (api-gateway/src/pages/app-skeleton.ts).
// React's first commit replaces the server-drawn header and footer with the real chrome, but the
// page section (its <h1>) is handed to the route's remote region in that same commit: it stays on
// screen, where it was, until the remote's own first commit replaces it. So the largest paint of a
// page frame happens from the HTML, and nothing flashes or shifts on the way to the React page.

/** Id the gateway gives the page section; keep in step with SKELETON_PAGE_ID in the gateway. */
export const SKELETON_PAGE_ID = 'mp-skeleton-page';

let page: HTMLElement | null = null;
let adoptedPath: string | null = null;
let placed = false;

/** Takes the server-drawn page section before React replaces the children of #app. */
export function adoptServerSkeleton(): void {
  page = document.getElementById(SKELETON_PAGE_ID);
  adoptedPath = window.location.pathname;
  // It describes the first URL only: once the user goes elsewhere it must not linger in any region.
  const dropOnNavigation = () => {
    if (window.location.pathname !== adoptedPath) {
      dropServerSkeleton();
      window.removeEventListener('single-spa:before-routing-event', dropOnNavigation);
      window.removeEventListener('popstate', dropOnNavigation);
    }
  };
  if (page) {
    window.addEventListener('single-spa:before-routing-event', dropOnNavigation);
    window.addEventListener('popstate', dropOnNavigation);
  }
}

/**
 * Puts the page section into `region` (the remote that will draw this page), or removes it when the
 * shell draws the page itself (404, log-in, no-access screens bring their own heading).
 */
export function placeServerSkeleton(region: HTMLElement | null): void {
  if (!page) return;
  // Placed once and gone since: the remote's first commit replaced it; never bring it back.
  if (placed && !page.isConnected) return dropServerSkeleton();
  if (region && window.location.pathname === adoptedPath) {
    if (page.parentElement !== region) region.appendChild(page);
    placed = true;
  } else {
    dropServerSkeleton();
  }
}

/** Removes the section for good (the remote failed, or the user navigated away first). */
export function dropServerSkeleton(): void {
  page?.remove();
  page = null;
}
