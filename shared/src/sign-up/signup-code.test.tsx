// The code step every sign-up ends with: the code checked before it is sent, the API's answers on their fields,
// "too many" said in words, a new code only after the cooldown, in en and pt.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../api';
import type { AuthUser } from '../contracts';
import { i18n } from '../i18n';
import { UiProvider } from '../ui';
import { RESEND_COOLDOWN_S, SignupCode, type SignupCodeProps } from './index';

const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const post = jest.spyOn(api, 'post');

const show = (props: Partial<SignupCodeProps> = {}) => {
  const onSignedIn = jest.fn<void, [AuthUser]>();
  render(
    <UiProvider>
      <SignupCode email="rui@example.pt" onSignedIn={onSignedIn} {...props} />
    </UiProvider>,
  );
  return onSignedIn;
};
const codeField = () => screen.getByLabelText(/^Code from the e-mail/);
const confirm = () => user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

beforeEach(() => {
  jest.useFakeTimers();
  post.mockReset();
});
afterEach(async () => {
  jest.useRealTimers();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

it('refuses a code that is not 6 digits without asking the server, on the field, which keeps the focus', async () => {
  show();
  await waitFor(() => expect(document.activeElement).toBe(codeField()));
  await user.type(codeField(), '12a3');
  expect((codeField() as HTMLInputElement).value).toBe('123');
  await confirm();
  expect(post).not.toHaveBeenCalled();
  expect(codeField().getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe('Enter the 6 digits of the code.');
  await waitFor(() => expect(document.activeElement).toBe(codeField()));
});

it("shows the server's reason on the code, says too many attempts in words, and signs in with the right code", async () => {
  const onSignedIn = show();
  post.mockResolvedValueOnce({ ok: false, status: 422, body: null, errors: { code: ['This code is wrong.'] } });
  await user.type(codeField(), '000000');
  await confirm();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This code is wrong.'));
  expect(onSignedIn).not.toHaveBeenCalled();

  post.mockResolvedValueOnce({ ok: false, status: 429, body: null, errors: {} });
  await confirm();
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a few minutes and try again.'),
  );

  const signedIn = { id: 7, first_name: 'Rui' } as AuthUser;
  post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: signedIn } });
  await user.clear(codeField());
  await user.type(codeField(), '123456');
  await confirm();
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
  expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'rui@example.pt', code: '123456' });
});

it('opened on its own, asks for the address too and files an error about it on that field', async () => {
  show({ email: '', editableEmail: true });
  expect(screen.getByText('Enter the 6-digit code from the e-mail we sent you.')).toBeTruthy();
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.pt');
  await user.type(codeField(), '123456');
  post.mockResolvedValueOnce({ ok: false, status: 422, body: null, errors: { email: ['No sign-up waits here.'] } });
  await confirm();
  const email = screen.getByLabelText(/^Email/);
  await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
  expect(codeField().getAttribute('aria-invalid')).not.toBe('true');
  await waitFor(() => expect(document.activeElement).toBe(email));
  expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'ana@example.pt', code: '123456' });
});

it('offers a new code after the cooldown, says where it went, and offers to change the address (pt)', async () => {
  await act(async () => {
    await i18n.changeLanguage('pt');
  });
  const resend = jest.fn().mockResolvedValue(true);
  const changeEmail = jest.fn();
  show({ resend, changeEmail });
  const again = screen.getByRole('button', { name: /^Enviar novo código/ });
  expect(again.textContent).toBe(`Enviar novo código (dentro de ${RESEND_COOLDOWN_S} segundos)`);
  expect((again as HTMLButtonElement).disabled).toBe(true);
  for (let s = 0; s < RESEND_COOLDOWN_S; s += 1) {
    act(() => {
      jest.advanceTimersByTime(1000);
    });
  }
  expect(again.textContent).toBe('Enviar novo código');
  await user.click(again);
  expect(resend).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Um novo código está a caminho de rui@example.pt.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Alterar endereço de e-mail' }));
  expect(changeEmail).toHaveBeenCalled();
});
