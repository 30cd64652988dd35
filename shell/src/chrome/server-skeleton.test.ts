import { adoptServerSkeleton, dropServerSkeleton, placeServerSkeleton, SKELETON_PAGE_ID } from './server-skeleton';

/** The page section as the gateway draws it inside #app (api-gateway/src/pages/app-skeleton.ts). */
function drawServerSkeleton(): HTMLElement {
  document.body.innerHTML = `<div id="app"><header>chrome</header><main id="main-content"><section id="${SKELETON_PAGE_ID}"><h1>Experiences</h1></section></main></div>`;
  return document.getElementById(SKELETON_PAGE_ID)!;
}

/** What React's first commit into #app does: the server-drawn children go, the real chrome comes. */
function firstShellCommit(): HTMLElement {
  const region = document.createElement('div');
  document
    .getElementById('app')!
    .replaceChildren(Object.assign(document.createElement('main'), { id: 'main-content' }));
  document.getElementById('main-content')!.appendChild(region);
  return region;
}

afterEach(() => {
  dropServerSkeleton();
  window.history.replaceState(null, '', '/');
});

describe('server-drawn page section (first paint from the HTML, no flash before the remote)', () => {
  it("moves into the route's remote region when the shell replaces #app, keeping the one <h1> on screen", () => {
    window.history.replaceState(null, '', '/experiences');
    const section = drawServerSkeleton();
    adoptServerSkeleton();
    const region = firstShellCommit();
    expect(section.isConnected).toBe(false);
    placeServerSkeleton(region);
    expect(region.firstElementChild).toBe(section);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it("is gone for good once the remote's first commit replaced it (never re-added on a later render)", () => {
    window.history.replaceState(null, '', '/experiences');
    drawServerSkeleton();
    adoptServerSkeleton();
    const region = firstShellCommit();
    placeServerSkeleton(region);
    region.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Experiences' }));
    placeServerSkeleton(region);
    expect(document.getElementById(SKELETON_PAGE_ID)).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('is dropped when the shell draws the page itself (404, log in, no access) or the remote failed', () => {
    window.history.replaceState(null, '', '/dashboard');
    drawServerSkeleton();
    adoptServerSkeleton();
    firstShellCommit();
    placeServerSkeleton(null);
    expect(document.getElementById(SKELETON_PAGE_ID)).toBeNull();
  });

  it('never follows the user to another page: navigating away before the remote mounted removes it', () => {
    window.history.replaceState(null, '', '/experiences');
    drawServerSkeleton();
    adoptServerSkeleton();
    const region = firstShellCommit();
    placeServerSkeleton(region);
    window.history.pushState(null, '', '/events');
    window.dispatchEvent(new Event('single-spa:before-routing-event'));
    expect(document.getElementById(SKELETON_PAGE_ID)).toBeNull();
    placeServerSkeleton(region);
    expect(region.childElementCount).toBe(0);
  });
});
