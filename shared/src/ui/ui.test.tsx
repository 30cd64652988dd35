import { createRef, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { BrowserRouter } from 'react-router';
import { toastStore } from '../stores';
import {
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Modal,
  PageFrame,
  Pager,
  SelectField,
  Spinner,
  Table,
  TextAreaField,
  TextField,
  ToastViewport,
  UiProvider,
  UnavailablePanel,
} from './index';

const ui = (node: React.ReactNode) => render(<UiProvider>{node}</UiProvider>);

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  toastStore.getState().clear();
});

describe('form fields', () => {
  it('TextField: labelled input; the error is shown on the field with aria-invalid and aria-describedby', () => {
    ui(<TextField label="Email" name="email" defaultValue="" error="The email is taken." />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('The email is taken.');
  });

  it('TextAreaField: a labelled multi-line field with the same error wiring', () => {
    ui(<TextAreaField label="Description" name="description" defaultValue="" error="Too long." />);
    const area = screen.getByLabelText('Description');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long.');
  });

  it('TextField without an error is not marked invalid', () => {
    ui(<TextField label="City" name="city" hint="As on your ID" />);
    const input = screen.getByLabelText('City');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('As on your ID');
  });

  it('SelectField and Checkbox are labelled and carry their errors', async () => {
    const user = userEvent.setup();
    ui(
      <>
        <SelectField
          label="Country"
          options={[
            { value: 'pt', label: 'Portugal' },
            { value: 'es', label: 'Spain' },
          ]}
          placeholder="Choose"
          error="Required"
        />
        <Checkbox label="I accept the terms" error="You must accept" />
      </>,
    );
    const select = screen.getByLabelText('Country');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(select, 'es');
    expect((select as HTMLSelectElement).value).toBe('es');
    const box = screen.getByLabelText('I accept the terms');
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('You must accept');
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open login</Button>
      <Modal open={open} title="Log in" onClose={() => setOpen(false)}>
        <TextField label="Email" name="email" />
        <Button type="submit">Submit</Button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus, traps Tab, closes on Esc and returns focus', async () => {
    const user = userEvent.setup();
    ui(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Open login' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const email = within(dialog).getByLabelText('Email');
    expect(document.activeElement).toBe(email);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.tab(); // wraps to the first focusable: the close button
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true }); // and back again to the last
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button is translated and closes the dialog', async () => {
    const user = userEvent.setup();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    ui(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open login' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ToastViewport', () => {
  it('renders top-right and bottom-right stacks inside one polite live region', () => {
    ui(
      <BrowserRouter>
        <ToastViewport />
      </BrowserRouter>,
    );
    act(() => {
      toastStore.getState().show({ message: 'Saved' });
      toastStore.getState().show({ message: 'Operation failed', kind: 'error', position: 'top-right' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const top = region.querySelector<HTMLElement>('[data-position="top-right"]')!;
    const bottom = region.querySelector<HTMLElement>('[data-position="bottom-right"]')!;
    expect(within(top).getByText('Operation failed')).toBeTruthy();
    expect(within(bottom).getByText('Saved')).toBeTruthy();
  });

  it('spec §4: hovering a toast pauses it; leaving resumes; the dismiss button fades it out', async () => {
    const user = userEvent.setup();
    ui(
      <BrowserRouter>
        <ToastViewport />
      </BrowserRouter>,
    );
    let id = 0;
    act(() => {
      id = toastStore.getState().show({ message: 'Hover me' });
    });
    await user.hover(screen.getByText('Hover me'));
    expect(toastStore.getState().toasts.find((t) => t.id === id)?.paused).toBe(true);
    await user.unhover(screen.getByText('Hover me'));
    expect(toastStore.getState().toasts.find((t) => t.id === id)?.paused).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastStore.getState().toasts.find((t) => t.id === id)?.leaving).toBe(true);
  });

  it('a toast with an action offers it as a link that navigates without a reload and closes the toast', async () => {
    const user = userEvent.setup();
    ui(
      <BrowserRouter>
        <ToastViewport />
      </BrowserRouter>,
    );
    let id = 0;
    act(() => {
      id = toastStore.getState().show({ message: 'Added.', action: { label: 'View cart', href: '/cart' } });
    });
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    await user.click(link);
    expect(window.location.pathname).toBe('/cart');
    expect(toastStore.getState().toasts.find((t) => t.id === id)?.leaving).toBe(true);
  });
});

describe('page frame and states', () => {
  it('PageFrame renders one h1 and sets the document title "<title> | Roteiro"', () => {
    ui(<PageFrame title="Experiences">content</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: 'Experiences' })).toBeTruthy();
    expect(document.title).toBe('Experiences | Roteiro');
  });

  it('PageFrame with a hero: picture, heading and lead in the markup the gateway draws (ADR 007)', () => {
    const { container } = ui(
      <PageFrame title="Experiences" hero={{ id: 'experiences', lead: 'Tours and tastings.' }}>
        content
      </PageFrame>,
    );
    const hero = container.querySelector('.mp-hero');
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe('/shell/heroes/experiences.svg');
    expect(hero?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(hero?.querySelector('.mp-hero-text h1')?.textContent).toBe('Experiences');
    expect(hero?.querySelector('.mp-hero-text p')?.textContent).toBe('Tours and tastings.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('UnavailablePanel announces the translated message and retries on click', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    ui(<UnavailablePanel onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Esta parte da página não está disponível de momento.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState, EmptyState and Spinner speak to screen readers', () => {
    ui(
      <>
        <ErrorState />
        <EmptyState />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Nothing to show yet.' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});

describe('Table and Pager', () => {
  const rows = [
    { id: 1, name: 'Sunset cruise', price: '€25.00' },
    { id: 2, name: 'Wine tasting', price: '€40.00' },
  ];
  const columns = [
    { key: 'name', header: 'Service', render: (r: (typeof rows)[number]) => r.name },
    { key: 'price', header: 'Price', render: (r: (typeof rows)[number]) => r.price },
  ];

  it('Table has a caption, column headers and one row per item', () => {
    ui(<Table caption="Services" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Services' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Service', 'Price']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('Table that may scroll sideways is a region a keyboard user can focus; others add no tab stop', () => {
    const { unmount } = ui(<Table caption="Payments" columns={columns} rows={rows} rowKey={(r) => r.id} scrolls />);
    expect(screen.getByRole('region', { name: 'Payments' }).tabIndex).toBe(0);
    unmount();
    ui(<Table caption="Services" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Table names each row by its row-header column (a row header cell), and gives its scrolling box a ref', () => {
    const box = createRef<HTMLDivElement>();
    ui(
      <Table
        caption="Services"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowHeader="name"
        scrolls
        regionRef={box}
      />,
    );
    const table = screen.getByRole('table', { name: 'Services' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(rows.map((r) => r.name));
    expect(box.current).toBe(screen.getByRole('region', { name: 'Services' }));
  });

  it('Table shows the empty text when there are no rows', () => {
    ui(<Table caption="Services" columns={columns} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
  });

  it('Pager moves between pages and disables the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    ui(<Pager page={1} lastPage={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('Pager is not shown for a single page', () => {
    const { container } = ui(<Pager page={1} lastPage={1} onPageChange={() => undefined} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('Button', () => {
  it('a busy Button is disabled and announced as busy', () => {
    ui(<Button busy>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
