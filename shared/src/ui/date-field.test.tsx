// The storefront's and back office's date fields showed the device's format (a native date field) on a pt page. It now reads
// day/month/year with the pattern in the page's language, and hands out YYYY-MM-DD.
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore } from '../stores';
import { parseDayMonthYear } from '../domain';
import { DateField, UiProvider } from './index';

let given: string[];
function Form({ start = '' }: { start?: string }) {
  const [date, setDate] = useState(start);
  return (
    <UiProvider>
      <DateField
        label="Date"
        value={date}
        required
        onChange={(iso) => {
          given.push(iso);
          setDate(iso);
        }}
      />
      <button type="button" onClick={() => setDate('2027-03-05')}>
        Choose 5 March on the calendar
      </button>
      <output data-testid="value">{date}</output>
    </UiProvider>
  );
}

beforeEach(() => {
  given = [];
});
afterEach(() => act(() => localeStore.getState().setLocale('en')));

describe('date field', () => {
  it('on a pt page asks for dd/mm/aaaa in a text field, never the device’s own date format', () => {
    act(() => localeStore.getState().setLocale('pt'));
    render(<Form start="2026-12-25" />);
    const field = screen.getByRole('textbox', { name: /Date/ });
    expect(field.getAttribute('type')).not.toBe('date');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect((field as HTMLInputElement).value).toBe('25/12/2026');
    expect(screen.getByText('Dia, mês e ano, por exemplo 25/12/2026')).toBeTruthy();
  });

  it('hands out YYYY-MM-DD once a whole date is typed day first', async () => {
    render(<Form />);
    const field = screen.getByRole('textbox', { name: /Date/ });
    expect(field.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await userEvent.type(field, '5/3/2027');
    expect(screen.getByTestId('value').textContent).toBe('2027-03-05');
    // Leaving the field writes it the site's way.
    await userEvent.tab();
    expect((field as HTMLInputElement).value).toBe('05/03/2027');
  });

  it('shows a day chosen elsewhere (the calendar) as dd/mm/yyyy', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose 5 March on the calendar' }));
    expect((screen.getByRole('textbox', { name: /Date/ }) as HTMLInputElement).value).toBe('05/03/2027');
  });

  it('says how to write a date when what was typed is not one, in the page’s language', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    render(<Form />);
    const field = screen.getByRole('textbox', { name: /Date/ });
    await userEvent.type(field, '31/02/2027');
    await userEvent.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Indique a data como dia/mês/ano, por exemplo 25/12/2026.')).toBeTruthy();
  });

  it('reads day-first dates with / . or -, and a pasted YYYY-MM-DD; refuses dates that do not exist', () => {
    expect(parseDayMonthYear('25/12/2026')).toBe('2026-12-25');
    expect(parseDayMonthYear(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseDayMonthYear('01-02-2027')).toBe('2027-02-01');
    expect(parseDayMonthYear('2027-02-01')).toBe('2027-02-01');
    expect(parseDayMonthYear('29/02/2027')).toBe('');
    expect(parseDayMonthYear('12/2026')).toBe('');
    expect(parseDayMonthYear('')).toBe('');
  });
});
