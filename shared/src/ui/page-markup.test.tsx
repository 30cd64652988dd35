import { render, screen, within } from '@testing-library/react';
import { PageMarkup, UiProvider } from './index';

const body = [
  'Opening words with <b>tags</b>.',
  '',
  '## Payments',
  '',
  'Pay by card. [Bad](javascript:alert(1))',
  '- [Our questions](/faqs)',
  '- Plain bullet',
  '',
  '? Can I cancel?',
  'Yes, within the window.',
  '',
  '? Who answers?',
  'The partner.',
].join('\n');

it('draws headings, the lead, lists and questions as elements, HTML and unsafe links as text', () => {
  const { container } = render(
    <UiProvider>
      <PageMarkup body={body} lead faqLabel="Questions" renderLink={(to, label) => <a href={`/pt${to}`}>{label}</a>} />
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
  expect(container.querySelector('b')).toBeNull();
  expect(screen.getByText('Opening words with <b>tags</b>.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Our questions' }).getAttribute('href')).toBe('/pt/faqs');
  expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  expect(container.textContent).toContain('[Bad](javascript:alert(1))');
  const faq = screen.getByRole('region', { name: 'Questions' });
  expect(within(faq).getAllByRole('group')).toHaveLength(2);
  expect(within(faq).getByText('Can I cancel?').tagName).toBe('SUMMARY');
});
