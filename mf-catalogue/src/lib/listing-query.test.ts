import {
  filterParams,
  listingToQuery,
  listParams,
  parseListingQuery,
  withFilter,
  withListingQuery,
} from './listing-query';

describe('listing filters <-> query string (a copied link restores the filters)', () => {
  it('a plain listing has a clean URL and the spec defaults (page 1, most-recent)', () => {
    const state = parseListingQuery(new URLSearchParams(''));
    expect(state.page).toBe(1);
    expect(state.order).toBe('most-recent');
    expect(listingToQuery(state).toString()).toBe('');
  });

  it('round-trips every filter through the query string', () => {
    const url =
      'category=tours&city=lisboa&min_price=2000&max_price=9000&language=en&language=pt&duration=1-to-4-hours&free_cancellation=1&seats=4&date=2031-05-17&order-by=price-asc&page=3';
    const state = parseListingQuery(new URLSearchParams(url));
    expect(state).toEqual({
      category: 'tours',
      city: 'lisboa',
      minPrice: 2000,
      maxPrice: 9000,
      languages: ['en', 'pt'],
      duration: '1-to-4-hours',
      freeCancellation: true,
      seats: 4,
      date: '2031-05-17',
      order: 'price-asc',
      page: 3,
    });
    expect(parseListingQuery(listingToQuery(state))).toEqual(state);
  });

  it('ignores values the API would reject instead of sending them', () => {
    const state = parseListingQuery(
      new URLSearchParams('order-by=cheapest&duration=forever&page=-2&min_price=abc&seats=0'),
    );
    expect(state.order).toBe('most-recent');
    expect(state.duration).toBeNull();
    expect(state.page).toBe(1);
    expect(state.minPrice).toBeNull();
    expect(state.seats).toBeNull();
    expect(parseListingQuery(new URLSearchParams('date=17/05/2031')).date).toBeNull();
    // `relevance` is only an order of search results.
    expect(parseListingQuery(new URLSearchParams('order-by=relevance')).order).toBe('most-recent');
    // Crossed prices (a hand-edited link) read as the range between them.
    const crossed = parseListingQuery(new URLSearchParams('min_price=3500&max_price=1500'));
    expect([crossed.minPrice, crossed.maxPrice]).toEqual([1500, 3500]);
  });

  it('changing a filter goes back to page 1', () => {
    const state = parseListingQuery(new URLSearchParams('page=4'));
    expect(withFilter(state, { city: 'porto' }).page).toBe(1);
  });

  it('the API gets the screen kind, the filters as query parameters and languages as a list', () => {
    const state = parseListingQuery(new URLSearchParams('language=en&free_cancellation=1&page=2'));
    expect(filterParams(state, { kind: 'experience' })).toMatchObject({
      kind: 'experience',
      language: ['en'],
      free_cancellation: '1',
    });
    expect(listParams(state, { kind: 'experience' })).toMatchObject({
      page: 2,
      'order-by': 'most-recent',
      per_page: 12,
    });
    // /category/{slug}: the path's category wins over a stray query value.
    expect(filterParams(parseListingQuery(new URLSearchParams('category=other')), { category: 'spa' }).category).toBe(
      'spa',
    );
  });

  it('a filter change keeps the parameters the listing does not own (the /transfers trip)', () => {
    const current = new URLSearchParams('trip=pickupLocation%3Dfaro&city=lisboa&page=3');
    const next = withListingQuery(current, { ...parseListingQuery(current), city: 'porto', page: 1 });
    expect(next.toString()).toBe('city=porto&trip=pickupLocation%3Dfaro');
  });

  it('search results default to the best match, which the API gets by sending no order', () => {
    const state = parseListingQuery(new URLSearchParams('q=ignored&date=2031-05-17'), 'relevance');
    expect(state.order).toBe('relevance');
    expect(listingToQuery(state, 'relevance').toString()).toBe('date=2031-05-17');
    const params = listParams(state, { q: 'sintra' });
    expect(params).toMatchObject({ q: 'sintra', date: '2031-05-17', page: 1 });
    expect(params).not.toHaveProperty('order-by');
    // Another order is written to the URL and sent.
    const byPrice = { ...state, order: 'price-asc' as const };
    expect(listingToQuery(byPrice, 'relevance').get('order-by')).toBe('price-asc');
    expect(listParams(byPrice, { q: 'sintra' })['order-by']).toBe('price-asc');
  });
});
