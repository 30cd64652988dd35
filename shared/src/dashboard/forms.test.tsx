import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Type } from '@sinclair/typebox';
import { i18n } from '../i18n';
import { UiProvider } from '../ui';
import { ApiError } from '../api';
import { applyServerErrors, contractValues, FormTextField, useContractForm } from './forms';

const Schema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  email: Type.String({ format: 'email' }),
  seats: Type.Integer({ minimum: 1, maximum: 8 }),
  website: Type.Optional(Type.String({ format: 'uri' })),
});
interface Values {
  name: string;
  email: string;
  seats: string;
  website: string;
}

let lastSubmit: unknown = null;
let serverErrors: Record<string, string[]> | null = null;
let unplaced: string[] = [];

function TeamForm() {
  const form = useContractForm<Values>(Schema, { defaultValues: { name: '', email: '', seats: '', website: '' } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        lastSubmit = values;
        if (serverErrors) unplaced = applyServerErrors(form, new ApiError(422, {}, serverErrors));
      })}
    >
      <FormTextField form={form} name="name" label="Name" required />
      <FormTextField form={form} name="email" label="E-mail" type="email" />
      <FormTextField form={form} name="seats" label="Seats" type="number" />
      <FormTextField form={form} name="website" label="Website" />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(() => {
  lastSubmit = null;
  serverErrors = null;
  unplaced = [];
});
afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('contract forms', () => {
  it('converts text inputs to the contract types and drops blank optional fields', () => {
    expect(contractValues(Schema, { name: 'Ana', email: 'a@b.pt', seats: '3', website: '' })).toEqual({
      name: 'Ana',
      email: 'a@b.pt',
      seats: 3,
    });
  });

  it('shows translated contract errors on the fields and clears one when it is edited', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <TeamForm />
      </UiProvider>,
    );
    await user.type(screen.getByLabelText('Seats'), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastSubmit).toBeNull();
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Enter 8 or less.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Name/), 'Ana');
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('speaks Portuguese when the page does', async () => {
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    const user = userEvent.setup();
    render(
      <UiProvider>
        <TeamForm />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Este campo é obrigatório.')).toBeTruthy();
  });

  it('puts the API 422 map on the fields (field.N on its parent) and returns what has no field', async () => {
    const user = userEvent.setup();
    serverErrors = { 'email.0': ['This e-mail is taken.'], role_id: ['Choose a role.'] };
    render(
      <UiProvider>
        <TeamForm />
      </UiProvider>,
    );
    await user.type(screen.getByLabelText(/Name/), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@demo.pt');
    await user.type(screen.getByLabelText('Seats'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastSubmit).toEqual({ name: 'Ana', email: 'ana@demo.pt', seats: 2 });
    const email = screen.getByLabelText('E-mail');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This e-mail is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(unplaced).toEqual(['Choose a role.']);
  });
});
