import { differences, type FieldText } from './content-differences';

const fields = (texts: Record<string, string>): FieldText[] =>
  Object.entries(texts).map(([key, text]) => ({ key, label: key.toUpperCase(), text }));

describe('differences between two versions of a text', () => {
  it('names only the fields whose text changed, in the order of the current version', () => {
    expect(
      differences(
        fields({ title: 'About us', description: 'Who we are.', body: 'New lead.' }),
        fields({ title: 'About us', description: 'Who we were.', body: 'Old lead.' }),
      ),
    ).toEqual([
      { key: 'description', label: 'DESCRIPTION', current: 'Who we are.', other: 'Who we were.' },
      { key: 'body', label: 'BODY', current: 'New lead.', other: 'Old lead.' },
    ]);
  });

  it('shows a field only one version has as empty in the other (a FAQ pair added or removed)', () => {
    expect(
      differences(fields({ greeting: 'Hi', 'faq.0': 'Hours?' }), fields({ greeting: 'Hi', 'faq.1': 'Parking?' })),
    ).toEqual([
      { key: 'faq.0', label: 'FAQ.0', current: 'Hours?', other: '' },
      { key: 'faq.1', label: 'FAQ.1', current: '', other: 'Parking?' },
    ]);
  });

  it('finds nothing to show when the versions are the same', () => {
    expect(differences(fields({ title: 'A' }), fields({ title: 'A' }))).toEqual([]);
  });
});
