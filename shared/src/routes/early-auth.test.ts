import { EARLY_AUTH_ATTRIBUTE, earlyAuthScript, takeEarlyAuth } from './early-auth';

// A press on the server-drawn header's Log in or Sign up before the shell has started is kept, and the shell opens
// what it asked for once it starts; a press after that opens at once.
function drawnHeader(): { login: HTMLButtonElement; signup: HTMLButtonElement } {
  document.body.innerHTML =
    `<header><div class="auth"><button type="button" ${EARLY_AUTH_ATTRIBUTE}="login">Log in</button>` +
    `<button type="button" ${EARLY_AUTH_ATTRIBUTE}="signup">Sign up</button></div></header>`;
  const [login, signup] = Array.from(document.querySelectorAll('button'));
  return { login: login!, signup: signup! };
}

describe('a press on the drawn Log in before the shell has started', () => {
  beforeEach(() => {
    delete window.__MP_AUTH__;
    // The script is what the gateway inlines; evaluating it is what the browser does.
    new Function(earlyAuthScript())();
  });

  it('opens the dialog it asked for once the shell starts, once', () => {
    const { signup } = drawnHeader();
    signup.click();
    const open = jest.fn();
    takeEarlyAuth(open);
    expect(open.mock.calls).toEqual([['signup']]);
    takeEarlyAuth(open);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens at once when pressed after the shell has started, until the drawn header is replaced', () => {
    const { login } = drawnHeader();
    const open = jest.fn();
    takeEarlyAuth(open);
    expect(open).not.toHaveBeenCalled();
    login.click();
    expect(open.mock.calls).toEqual([['login']]);
  });

  it('keeps no press of another button, and does nothing on a page the gateway did not draw (no script)', () => {
    drawnHeader();
    document.body.insertAdjacentHTML('beforeend', '<button type="button" data-mp-auth="admin">x</button>');
    document.querySelector<HTMLButtonElement>('[data-mp-auth="admin"]')!.click();
    const open = jest.fn();
    takeEarlyAuth(open);
    expect(open).not.toHaveBeenCalled();
    delete window.__MP_AUTH__;
    expect(() => takeEarlyAuth(open)).not.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
