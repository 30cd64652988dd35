/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// A live service's photos on the editor: put in order, described in both languages and removed on the screen, then
// saved as one list; the server's refusal (the last photo of a published service) is read out on the list.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { renderAt } from '../../../test-support/render';
import { serviceDetail } from '../../../test-support/service-detail';
import { PhotoEditor } from './photo-editor';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
// Typing into several fields takes a while on a loaded machine.
jest.setTimeout(30_000);
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const photo = (id: number) => ({ id, url: `/api/files/services/form-${id}.jpg`, alt: { en: '', pt: '' } });
const service = serviceDetail({ photos: [photo(1), photo(2)] });

let posts: { url: string; body: unknown }[];
const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'tram.png', { type: 'image/png' });
let reply: (body: { photos: { id: number; alt_en: string; alt_pt: string }[] }) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posts = [];
  reply = (body) =>
    answer(200, {
      status: true,
      content: {
        ...service,
        photos: body.photos.map((p) => ({ ...photo(p.id), alt: { en: p.alt_en, pt: p.alt_pt } })),
      },
    });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.endsWith('/photos')) {
      // An upload: the service answers with the new photo after those it has on the server.
      posts.push({ url: request.url, body: (await request.formData()).getAll('pictures[]').length });
      return answer(200, { status: true, content: { ...service, photos: [...service.photos, photo(3)] } });
    }
    const body = (await request.json()) as { photos: { id: number; alt_en: string; alt_pt: string }[] };
    posts.push({ url: request.url, body });
    return reply(body);
  }) as unknown as typeof fetch;
});

describe('the photos of a live service', () => {
  it('are put in order, described and removed on the screen, then saved as one list', async () => {
    renderAt(<PhotoEditor service={service} />, '/');
    await user.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await user.type(screen.getByRole('textbox', { name: 'Photo 1 description (Portuguese)' }), 'O miradouro');
    await user.type(screen.getByRole('textbox', { name: 'Photo 2 description (English)' }), 'The guide');
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Save the photos' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveProperty('textContent', en.edit.savedStatus));
    expect(posts).toEqual([
      {
        url: expect.stringContaining('/dashboard/services/7/photos/arrange'),
        body: {
          photos: [
            { id: 2, alt_en: '', alt_pt: 'O miradouro' },
            { id: 1, alt_en: 'The guide', alt_pt: '' },
          ],
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveProperty('textContent', '');
  });

  it('added by upload join the end, and one removed on the screen but not saved yet stays removed', async () => {
    renderAt(<PhotoEditor service={service} />, '/');
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(screen.getByLabelText('Add photos (JPEG, PNG or WebP)'), file());
    await user.click(screen.getByRole('button', { name: 'Upload the photos' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      '/api/files/services/form-2.jpg',
      '/api/files/services/form-3.jpg',
    ]);
    expect(posts).toEqual([{ url: expect.stringContaining('/dashboard/services/7/photos'), body: 1 }]);
  });

  it('show the server’s reason when the last photo of a published service is removed', async () => {
    await i18n.changeLanguage('pt');
    const reason = 'Mantenha pelo menos uma fotografia: um serviço publicado mostra uma na loja.';
    reply = () => answer(422, { status: false, message: 'Dados inválidos.', errors: { photos: [reason] } });
    renderAt(<PhotoEditor service={service} />, '/');
    await user.click(screen.getByRole('button', { name: 'Retirar a fotografia 2' }));
    await user.click(screen.getByRole('button', { name: 'Retirar a fotografia 1' }));
    expect(screen.getByText(pt.photos.none)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar as fotografias' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', reason);
  });
});
