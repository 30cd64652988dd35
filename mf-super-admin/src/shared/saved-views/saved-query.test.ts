import { activeViewOf, sameQuery, viewQueryOf } from './saved-query';

it('keeps the filters, search and sort of the URL but not its page number', () => {
  expect(viewQueryOf('?status=confirmed&page=3&sort=-total')).toBe('status=confirmed&sort=-total');
  expect(viewQueryOf('?page=2')).toBe('');
  expect(viewQueryOf('')).toBe('');
});

it('takes two queries with the same parameters in another order as the same view', () => {
  expect(sameQuery('a=1&b=2', 'b=2&a=1')).toBe(true);
  expect(sameQuery('q=S%C3%A9', 'q=Sé')).toBe(true);
  expect(sameQuery('a=1', 'a=1&b=2')).toBe(false);
  expect(sameQuery('a=1', 'a=2')).toBe(false);
});

it('names the view the URL shows now, whatever page of it is open', () => {
  const views = [
    { name: 'Card', query: 'payment_method=card' },
    { name: 'All', query: '' },
  ];
  expect(activeViewOf(views, '?payment_method=card&page=4')?.name).toBe('Card');
  expect(activeViewOf(views, '')?.name).toBe('All');
  expect(activeViewOf(views, '?payment_method=mbway')).toBeUndefined();
});
