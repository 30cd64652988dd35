import { act, render, screen } from '@testing-library/react';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { authStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import { appOptions } from '../../app/app-options';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { UserPanelFrame } from './user-panel-frame';

addResources('userPanel', { en, pt });

describe('user-panel page frame', () => {
  afterEach(() => act(() => authStore.getState().logout()));

  it('is only the fallback: every user-panel route of the table has a page of its own (by-category included)', () => {
    const ids = routes.filter((r) => r.owner === 'mf-user-panel').map((r) => r.id);
    expect(ids).toContain('user-panel.by-category');
    for (const id of ids) {
      expect(appOptions.pages?.[id]).toBeDefined();
      expect(appOptions.pages?.[id]).not.toBe(UserPanelFrame);
    }
  });

  it('names the signed-in customer under the title', () => {
    const user = {
      id: 5,
      user_type: 'CLIENT',
      email: 'ana@demo.pt',
      first_name: 'Ana',
      last_name: 'Silva',
      phone: null,
      email_verified: true,
      profile: {},
      company: null,
      api_token: 't',
    } as unknown as AuthUser;
    act(() => authStore.getState().login(user));
    render(
      <UiProvider>
        <UserPanelFrame route={routes.find((r) => r.id === 'user-panel.profile')!} params={{}} title="Profile" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Profile');
    expect(screen.getByText('Signed in as Ana Silva (ana@demo.pt).')).toBeTruthy();
  });

  it('has every en string in pt', () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
  });
});
