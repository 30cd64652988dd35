// The storefront chatbot is configured in the back office. en: a staff admin changes the English
// greeting on /super-admin/chatbot-config (axe on the screen), and a visitor's Help window shows it and answers a
// FAQ question as the FAQ page does. pt: the Portuguese greeting in the window, axe clean with the window open.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';

test('en: staff change the greeting, the storefront chatbot shows it and answers a FAQ question', async ({
  sessionPage,
  openContext,
}) => {
  const staff = await sessionPage('SUPER');
  const greeting = `Hello from Roteiro! Ask me anything (${Date.now().toString(36)}).`;
  await staff.goto('/super-admin/chatbot-config');
  await expect(staff.getByRole('heading', { level: 1, name: 'Chatbot configuration' })).toBeVisible();
  const field = staff.getByRole('textbox', { name: /^Greeting/ });
  await expect(field).toHaveValue(/Hello!/);
  await expectNoSeriousViolations(staff);
  await field.fill(greeting);
  await staff.getByRole('button', { name: 'Save' }).click();
  await expect(staff.getByText('The English chatbot was saved.')).toBeVisible();

  const visitor = await (await openContext(null)).newPage();
  await visitor.goto('/');
  const help = visitor.getByRole('button', { name: 'Help' });
  await help.click();
  const dialog = visitor.getByRole('dialog', { name: 'Help from Roteiro' });
  const log = dialog.getByRole('log');
  await expect(log).toContainText(greeting);
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('can i cancel my booking for free');
  await visitor.keyboard.press('Enter');
  await expect(log).toContainText('It depends on the service.');
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(help).toBeFocused();
});

test('pt: the Help window greets in Portuguese and is accessible while open', async ({ openContext }) => {
  const visitor = await (await openContext(null)).newPage();
  await visitor.goto('/pt');
  // The button floats above the page but is its last control: Tab from the footer's last link reaches it.
  const help = visitor.getByRole('button', { name: 'Ajuda' });
  await expect(help).toBeVisible();
  await visitor.getByRole('contentinfo').getByRole('link').last().focus();
  await expect(visitor.getByRole('contentinfo').getByRole('link').last()).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(help).toBeFocused();
  await help.click();
  const dialog = visitor.getByRole('dialog', { name: 'Ajuda do Roteiro' });
  await expect(dialog.getByRole('log')).toContainText('Olá! Posso responder a perguntas sobre reservas');
  await dialog.getByRole('textbox', { name: 'A sua pergunta' }).fill('Quanto tempo demora o reembolso?');
  await visitor.keyboard.press('Enter');
  await expect(dialog.getByRole('log')).toContainText('o reembolso é iniciado automaticamente');
  await expectNoSeriousViolations(visitor);
});
