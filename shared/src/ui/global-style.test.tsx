import { isValidElement } from 'react';
import { GLOBAL_CSS, SERVER_CSS_ID, serverDrewStyles } from '../routes';
import { GlobalStyle } from './global-style';

afterEach(() => {
  document.getElementById(SERVER_CSS_ID)?.remove();
});

describe('styles the gateway drew', () => {
  it('are injected by GlobalStyle into a page that came without them', () => {
    expect(serverDrewStyles()).toBe(false);
    expect(isValidElement(GlobalStyle())).toBe(true);
  });

  it('are left to the gateway’s style on a page it drew', () => {
    const server = document.createElement('style');
    server.id = SERVER_CSS_ID;
    server.textContent = GLOBAL_CSS;
    document.head.appendChild(server);
    expect(serverDrewStyles()).toBe(true);
    expect(GlobalStyle()).toBeNull();
  });
});
