import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { actionFilterOf, withActionFilter } from './action-filter';

const wordsIn =
  (locale: unknown) =>
  (code: string): string =>
    ['audit', 'actions', ...code.split('.')].reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      locale,
    ) as string;

describe('actionFilterOf', () => {
  it('sends the typed text, so a part of a code is found as it is', () => {
    expect(actionFilterOf('team.', () => '')).toBe('team.');
  });

  it('adds every action whose words hold the text, case and accents aside', () => {
    const sent = actionFilterOf('REEMBOLSADA', wordsIn(pt))?.split(',') ?? [];
    expect(sent[0]).toBe('REEMBOLSADA');
    expect(sent).toEqual(expect.arrayContaining(['booking_item.refund', 'booking_item.partial_refund']));
    expect(sent).not.toContain('team.create');
    const unaccented = actionFilterOf('acao', () => 'Ação registada');
    expect(unaccented?.split(',').length).toBeGreaterThan(1);
  });

  it('finds an action by its English words too', () => {
    expect(actionFilterOf('declined for the partner', wordsIn(en))?.split(',')).toContain('booking_item.decline');
  });

  it('sends nothing for an empty field, and a typed comma does not split the text', () => {
    expect(actionFilterOf('  ', () => '')).toBeNull();
    expect(actionFilterOf('a,b', () => '')).toBe('a b');
  });
});

it('withActionFilter leaves a query without an action as it is', () => {
  expect(withActionFilter({ page: 1, staff_id: '4' }, () => '')).toEqual({ page: 1, staff_id: '4' });
  expect(withActionFilter({ page: 1, action: 'team.' }, () => '')).toEqual({ page: 1, action: 'team.' });
});
