import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, saveBlob } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { exportFilters } from '../api/export-csv';
import { ExportButton } from './export-button';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn(), blob: jest.fn() },
  saveBlob: jest.fn(),
}));
const blob = api.blob as jest.MockedFunction<typeof api.blob>;
addResources('superAdmin', { en, pt });

function renderButton(rows: number | undefined = 182) {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <ExportButton
          path="/super/reviews/export"
          filename="reviews.csv"
          query={{ page: 3, per_page: 15, sort: '-stars', q: 'alfama', stars: 5 }}
          rows={rows}
        />
      </QueryClientProvider>
    </UiProvider>,
  );
}

afterEach(() => {
  jest.clearAllMocks();
  void i18n.changeLanguage('en');
});

it('takes the list’s filters and search, not its page, page size or sort', () => {
  expect(exportFilters({ page: 2, per_page: 100, sort: '-created_at', q: 'ana', status: 'hidden' })).toEqual({
    status: 'hidden',
    search: 'ana',
  });
  expect(exportFilters({ page: 1, per_page: 15 })).toEqual({});
});

it('downloads every matching row from the server stream, saying how many rows it prepares until the file is saved', async () => {
  let finish: (value: never) => void = () => undefined;
  blob.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderButton();
  fireEvent.click(screen.getByRole('button', { name: 'Export all matching rows (CSV)' }));
  expect((await screen.findByRole('status')).textContent).toMatch(/^Preparing 182 rows…/);
  expect(screen.getByRole('button', { name: 'Export all matching rows (CSV)' })).toHaveProperty('disabled', true);
  expect(blob).toHaveBeenCalledWith('/super/reviews/export?stars=5&search=alfama', { accept: 'text/csv' });
  await act(async () => finish({ ok: true, status: 200, data: new Blob(['x']) } as never));
  expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'reviews.csv');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  expect(screen.getByRole('button', { name: 'Export all matching rows (CSV)' })).toHaveProperty('disabled', false);
});

it('says so when the export fails, in Portuguese too, and saves nothing', async () => {
  await i18n.changeLanguage('pt');
  blob.mockResolvedValue({ ok: false, status: 500 } as never);
  renderButton(undefined);
  fireEvent.click(screen.getByRole('button', { name: 'Exportar todas as linhas filtradas (CSV)' }));
  expect(await screen.findByText('A exportação falhou. Tente novamente.')).toBeTruthy();
  expect(saveBlob).not.toHaveBeenCalled();
});
