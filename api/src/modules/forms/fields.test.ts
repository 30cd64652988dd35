// Reading a posted form step by field type: a `date` field is checked as an ISO date and kept as text.
import { translator } from '../../i18n';
import { readStep, type FieldDef } from './fields';

const dateField: FieldDef = { name: 'notes', field_type: 'date', required: true, options: null };

describe('readStep: date fields', () => {
  it('refuses a required date left empty', () => {
    expect(readStep([dateField], {}).errors).toEqual({ notes: { key: 'forms.required' } });
    expect(readStep([dateField], { notes: '  ' }).errors).toEqual({ notes: { key: 'forms.required' } });
  });

  it('refuses a value that is not an ISO calendar date, in en and pt', () => {
    for (const bad of ['2026-02-30', '01/05/2026', '2026-5-1', 'tomorrow']) {
      expect(readStep([dateField], { notes: bad }).errors).toEqual({ notes: { key: 'forms.date' } });
    }
    expect(translator('en')('forms.date')).toBe('Enter a date as YYYY-MM-DD.');
    expect(translator('pt')('forms.date')).toBe('Indique uma data no formato AAAA-MM-DD.');
  });

  it('stores a valid date as a text field is stored, and an optional empty one as nothing', () => {
    const { patch, errors } = readStep([dateField], { notes: ' 2026-05-01 ' });
    expect(errors).toEqual({});
    expect(patch.annotations).toEqual({ notes: '2026-05-01' });
    const optional = readStep([{ ...dateField, required: false }], {});
    expect(optional.errors).toEqual({});
    expect(optional.patch.annotations).toEqual({ notes: null });
  });
});
