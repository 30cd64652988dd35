import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import HelpPage from './help-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const post = (api as unknown as { post: jest.Mock }).post;
addResources('userPanel', { en, pt });

it('answers help topics and "message our team" opens the staff chat on the messages page', async () => {
  post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 42 } } });
  render(
    <MemoryRouter initialEntries={['/user-panel/help']}>
      <UiProvider>
        <Routes>
          <Route path="/user-panel/help" element={<HelpPage {...({ title: 'Help' } as RemotePageProps)} />} />
          <Route path="/user-panel/messages/:id" element={<p>chat page</p>} />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByText('How do I cancel?'));
  expect(screen.getByText(/While free cancellation is open/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Message our team' }));
  expect(post).toHaveBeenCalledWith('chat/support', {});
  expect(await screen.findByText('chat page')).toBeTruthy();
});
