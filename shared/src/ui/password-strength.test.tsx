// Strength feedback under new-password fields, in words (en and pt), announced politely.
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { estimatePasswordStrength } from '../domain/password-strength';
import { PasswordStrength, UiProvider } from './index';

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('estimatePasswordStrength', () => {
  it('scores the rule, common words, patterns, the e-mail name and length', () => {
    expect(estimatePasswordStrength('abc')).toEqual({ score: 0, hints: ['rule'] });
    expect(estimatePasswordStrength('Passw0rd')).toMatchObject({ score: 1, hints: expect.arrayContaining(['common']) });
    expect(estimatePasswordStrength('Marta2024x', 'marta@example.pt').hints).toContain('email');
    expect(estimatePasswordStrength('aaaa1111bbbb').hints).toContain('pattern');
    expect(estimatePasswordStrength('Demo1234!').score).toBeGreaterThanOrEqual(1);
    expect(estimatePasswordStrength('Vento-Norte-Azul-87!')).toEqual({ score: 4, hints: [] });
  });
});

describe('PasswordStrength', () => {
  it('says the level in words in a polite live region, with advice, in en and pt', async () => {
    const { rerender } = render(
      <UiProvider>
        <PasswordStrength password="" />
      </UiProvider>,
    );
    const status = screen.getByTestId('password-strength-level');
    // A live region of its own, not role=status: a form's own status line stays the one status of the page.
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Password strength: type a password to see it.');
    rerender(
      <UiProvider>
        <PasswordStrength password="Passw0rd" />
      </UiProvider>,
    );
    expect(screen.getByTestId('password-strength-level').textContent).toBe('Password strength: weak');
    expect(screen.getByText('Avoid common passwords and words (password, qwerty, team names).')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(screen.getByTestId('password-strength-level').textContent).toBe('Força da palavra-passe: fraca');
  });
});
