import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api, saveBlob } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ReviewsPage from './reviews-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn(), blob: jest.fn() },
  saveBlob: jest.fn(),
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
const blob = api.blob as jest.MockedFunction<typeof api.blob>;
addResources('superAdmin', { en, pt });

const page = (data: unknown[]) => ({
  ok: true,
  status: 200,
  data: {
    status: true,
    content: { current_page: 1, last_page: 1, per_page: 15, total: data.length, next_page_url: null, data },
  },
});
const review = {
  id: 4,
  service: { id: 9, slug: 'alfama-walk', name: 'Alfama walk' },
  author_first_name: 'Ana',
  author_last_name: 'Silva',
  author_country: 'PT',
  stars: 5,
  language: 'pt',
  text: 'Ótimo passeio',
  status: 'published',
  source: 'import',
  created_at: '2025-06-01T11:00:00.000Z',
};

/** A stand-in for XMLHttpRequest: reports upload progress, then answers `response`. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static response = { status: 200, body: {} as unknown };
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  finish() {
    this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    this.upload.onload?.();
    this.status = FakeXhr.response.status;
    this.responseText = JSON.stringify(FakeXhr.response.body);
    this.onload?.();
  }
}

function renderPage(url = '/super-admin/reviews') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/reviews"
              element={<ReviewsPage title="Reviews" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(
    async (path) =>
      (String(path).includes('/super/reviews') ? page([review]) : page([{ id: 9, name: 'Alfama walk' }])) as never,
  );
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

describe('reviews page', () => {
  it('lists reviews with the search and filters of the URL, and hides one with its toggle', async () => {
    renderPage('/super-admin/reviews?q=alfama&stars=5&status=published');
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await within(table).findByText('Ótimo passeio');
    expect(get).toHaveBeenCalledWith(
      '/super/reviews',
      expect.objectContaining({
        searchParams: expect.objectContaining({ search: 'alfama', stars: '5', status: 'published' }),
      }),
    );
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { ...review, status: 'hidden' } },
    } as never);
    const toggle = within(table).getByRole('button', {
      name: 'Visible on the storefront: review by Ana Silva',
    });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(toggle);
    expect(post).toHaveBeenCalledWith('/super/reviews/4/update', { status: 'hidden' });
    expect(await screen.findByText('1 review hidden.')).toBeTruthy();
  });

  it('exports every review matching the filters from the server, not the first 100 gathered in the browser', async () => {
    blob.mockResolvedValue({ ok: true, status: 200, data: new Blob(['x']) } as never);
    renderPage('/super-admin/reviews?q=alfama&stars=5&page=2');
    await screen.findByText('Ótimo passeio');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export all matching rows (CSV)' }));
    expect(blob).toHaveBeenCalledWith('/super/reviews/export?stars=5&search=alfama', { accept: 'text/csv' });
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'reviews.csv'));
    expect(get).not.toHaveBeenCalledWith(
      '/super/reviews',
      expect.objectContaining({ searchParams: expect.objectContaining({ per_page: 100 }) }),
    );
  });

  it('deletes only after the confirmation', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the review by Ana Silva' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this review?' });
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 4 } } } as never);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(post).toHaveBeenCalledWith('/super/reviews/4/destroy');
    expect(await screen.findByText('Review by Ana Silva deleted.')).toBeTruthy();
  });

  it('deletes the selected reviews in one call after a confirmation naming how many', async () => {
    const other = { ...review, id: 5, author_first_name: 'Rui', text: 'Bom' };
    get.mockImplementation(async () => page([review, other]) as never);
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await within(table).findByText('Bom');
    await user.click(within(table).getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 reviews?' });
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { ids: [4, 5] } } } as never);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 reviews' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/super/reviews/destroy', { ids: [4, 5] });
    expect(await screen.findByText('2 reviews deleted.')).toBeTruthy();
    expect(screen.queryByText('2 selected')).toBeNull();
  });

  it('a refused bulk delete keeps the selection and says why', async () => {
    renderPage();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Select row 4' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    post.mockResolvedValue({
      ok: false,
      status: 404,
      body: { status: false, message: 'Some of these reviews no longer exist: reload the list and try again.' },
      errors: {},
    } as never);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 1 review?' })).getByRole('button', { name: 'Delete 1 review' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some of these reviews no longer exist: reload the list and try again.',
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
  });

  it('says why a hide is refused (403) instead of failing silently', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Reviews' });
    post.mockResolvedValue({
      ok: false,
      status: 403,
      body: { status: false, message: 'You may not change this review.' },
      errors: {},
    } as never);
    await userEvent.setup().click(
      await within(table).findByRole('button', {
        name: 'Visible on the storefront: review by Ana Silva',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You may not change this review.');
    expect(screen.queryByText('1 review hidden.')).toBeNull();
  });

  it('a refused delete (422) closes the dialog and shows the reason; one without a reason says it failed', async () => {
    renderPage();
    const user = userEvent.setup();
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { id: ['This review is part of a booking and cannot be deleted.'] },
    } as never);
    await user.click(await screen.findByRole('button', { name: 'Delete the review by Ana Silva' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this review?' })).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This review is part of a booking and cannot be deleted.',
    );
    expect(screen.queryByRole('dialog', { name: 'Delete this review?' })).toBeNull();

    post.mockResolvedValue({ ok: false, status: 500, body: {}, errors: {} } as never);
    await user.click(screen.getByRole('button', { name: 'Delete the review by Ana Silva' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this review?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The review could not be changed. Try again.')).toBeTruthy();
  });

  it('sends a new review as multipart in Portuguese by default and shows the 422 map on the fields', async () => {
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'New review' });
    await within(form).findByRole('option', { name: 'Alfama walk' });
    await user.selectOptions(within(form).getByLabelText(/^Service/), '9');
    await user.type(within(form).getByLabelText(/^First name/), 'Rui');
    await user.type(within(form).getByLabelText(/^Last name/), 'Lopes');
    await user.selectOptions(within(form).getByLabelText(/^Stars/), '4');
    await user.type(within(form).getByLabelText(/^Text/), 'Bom');
    await user.type(within(form).getByLabelText(/^Date/), '01/06/2025');
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { created_at: ['The date cannot be in the future.'] },
    } as never);
    await user.click(within(form).getByRole('button', { name: 'Add review' }));
    const sent = post.mock.calls[0]?.[1] as FormData;
    expect(post.mock.calls[0]?.[0]).toBe('/super/reviews');
    expect([sent.get('service_id'), sent.get('stars'), sent.get('language'), sent.get('text')]).toEqual([
      '9',
      '4',
      'pt',
      'Bom',
    ]);
    expect(sent.get('created_at')).toBe('2025-06-01');
    expect(await within(form).findByText('The date cannot be in the future.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Date/));
  });

  it('shows the import’s progress, then the counts and the refused rows', async () => {
    FakeXhr.response = {
      status: 200,
      body: {
        status: true,
        content: {
          imported: 2,
          duplicates: 1,
          errors: [{ row: 3, field: 'stars', message: 'Use a whole number from 1 to 5.' }],
        },
      },
    };
    renderPage();
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Import from a CSV file' });
    await user.upload(within(panel).getByLabelText('CSV file'), new File(['a,b'], 'reviews.csv', { type: 'text/csv' }));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(within(panel).getByRole('progressbar')).toBeTruthy();
    const xhr = FakeXhr.last;
    expect(xhr?.url).toBe('/api/super/reviews/import');
    expect((xhr?.body?.get('file') as File).name).toBe('reviews.csv');
    act(() => xhr?.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true }));
    expect(within(panel).getByText('Uploading: 50%')).toBeTruthy();
    act(() => xhr?.upload.onload?.());
    expect(within(panel).getByText('Reading and importing the rows…')).toBeTruthy();
    act(() => xhr?.finish());
    expect(await within(panel).findByText('Imported: 2. Already there: 1. Errors: 1.')).toBeTruthy();
    const errors = within(panel).getByRole('table', { name: 'Rows not imported' });
    expect(within(errors).getByText('Use a whole number from 1 to 5.')).toBeTruthy();
    expect(within(panel).queryByRole('progressbar')).toBeNull();
  });

  it('shows a refused file’s reason', async () => {
    FakeXhr.response = { status: 422, body: { status: false, errors: { file: ['Save the file as UTF-8 text.'] } } };
    renderPage();
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Import from a CSV file' });
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Choose a CSV file first.');
    await user.upload(within(panel).getByLabelText('CSV file'), new File(['x'], 'bad.csv'));
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    act(() => FakeXhr.last?.finish());
    expect((await within(panel).findByRole('alert')).textContent).toBe('Save the file as UTF-8 text.');
  });
});
