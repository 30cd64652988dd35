// A press on the server-drawn header's Log in or Sign up before the shell has started. The gateway draws the header
// in the HTML (api-gateway/src/pages/app-skeleton.ts) so the page shows at once, but its buttons do nothing until
// React's first commit replaces them: a visitor who pressed one in that time saw nothing happen, and had to press
// again. `earlyAuthScript`, inlined in the head, keeps that press; the shell, once started, opens the dialog it asked
// for (`takeEarlyAuth`). After the first commit the drawn buttons are gone and the listener has nothing to catch.

/** The attribute that names what a drawn button opens: `login` or `signup`. */
export const EARLY_AUTH_ATTRIBUTE = 'data-mp-auth';

export type EarlyAuthMode = 'login' | 'signup';

interface EarlyAuth {
  want: EarlyAuthMode | null;
  open: ((mode: EarlyAuthMode) => void) | null;
}

declare global {
  interface Window {
    __MP_AUTH__?: EarlyAuth;
  }
}

/** The inline script: remembers the last press on a drawn auth button, or hands it to the shell once it listens. */
export function earlyAuthScript(): string {
  const attribute = JSON.stringify(EARLY_AUTH_ATTRIBUTE);
  return (
    `(function(){var a=window.__MP_AUTH__={want:null,open:null};document.addEventListener("click",function(e){` +
    `var b=e.target&&e.target.closest?e.target.closest("[" + ${attribute} + "]"):null;if(!b)return;` +
    `var m=b.getAttribute(${attribute});if(m!=="login"&&m!=="signup")return;if(a.open)a.open(m);else a.want=m},true)})()`
  );
}

/** The shell, started: opens what a press before it asked for, and any press until the drawn header is replaced. */
export function takeEarlyAuth(open: (mode: EarlyAuthMode) => void): void {
  const early = typeof window === 'undefined' ? undefined : window.__MP_AUTH__;
  if (!early) return;
  early.open = open;
  const wanted = early.want;
  early.want = null;
  if (wanted) open(wanted);
}
