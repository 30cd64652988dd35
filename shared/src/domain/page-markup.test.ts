import { isSafeLinkTarget, parseInlines, parsePageMarkup, unsafeLinkTargets } from './page-markup';

describe('parsePageMarkup', () => {
  it('reads headings, paragraphs (lines joined), bullet lists and questions with their answers', () => {
    const body = [
      'Lead line one',
      'continues here.',
      '',
      '## Who we are',
      '',
      'We are [a team](/about-us).',
      '- first',
      '- [Write to us](mailto:press@marketplace.pt)',
      '',
      '? How do I pay?',
      'By card.',
      '- [Payments](/faqs)',
      '',
      '? Second?',
      'Yes.',
    ].join('\n');
    expect(parsePageMarkup(body)).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Lead line one continues here.' }] },
      { kind: 'heading', text: 'Who we are' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'We are ' },
          { kind: 'link', label: 'a team', to: '/about-us' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        items: [
          [{ kind: 'text', text: 'first' }],
          [{ kind: 'link', label: 'Write to us', to: 'mailto:press@marketplace.pt' }],
        ],
      },
      {
        kind: 'faq',
        question: 'How do I pay?',
        answer: [
          { kind: 'paragraph', inlines: [{ kind: 'text', text: 'By card.' }] },
          { kind: 'list', items: [[{ kind: 'link', label: 'Payments', to: '/faqs' }]] },
        ],
      },
      { kind: 'faq', question: 'Second?', answer: [{ kind: 'paragraph', inlines: [{ kind: 'text', text: 'Yes.' }] }] },
    ]);
  });

  it('keeps HTML and unsafe links as plain text', () => {
    expect(parsePageMarkup('<script>alert(1)</script> [x](javascript:alert(1))')).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: '<script>alert(1)</script> [x](javascript:alert(1))' }] },
    ]);
    expect(parseInlines('[a](//evil.example)')).toEqual([{ kind: 'text', text: '[a](//evil.example)' }]);
  });
});

describe('link targets', () => {
  it('allows site paths, mailto and https only', () => {
    expect(['/faqs', '/pt/sobre', 'mailto:a@b.pt', 'https://example.pt/x'].every(isSafeLinkTarget)).toBe(true);
    expect(
      ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'data:text/html,x', 'mailto:nobody'].some(
        isSafeLinkTarget,
      ),
    ).toBe(false);
    expect(unsafeLinkTargets('[ok](/faqs) and [bad](javascript:x) [bad2](http://a.b)')).toEqual([
      'javascript:x',
      'http://a.b',
    ]);
  });
});
