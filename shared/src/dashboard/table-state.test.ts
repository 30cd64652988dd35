import { patchParams, readTableState, tableQuery, writeTableState } from './table-state';

const params = (query: string) => new URLSearchParams(query);

describe('table state in the URL', () => {
  it('reads page, page size, sort, search and the declared filters; ignores the rest', () => {
    const state = readTableState(params('page=3&per_page=50&sort=-created_at&q=sintra&status=active&evil=1'), {
      filters: ['status'],
    });
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      sort: { id: 'created_at', desc: true },
      search: 'sintra',
      filters: { status: 'active' },
    });
  });

  it('falls back to the defaults on missing or bad values', () => {
    const state = readTableState(params('page=-2&per_page=7&sort=1;drop'), {
      perPage: 10,
      sort: { id: 'name', desc: false },
    });
    expect(state.page).toBe(1);
    expect(state.perPage).toBe(10);
    expect(state.sort).toBeNull();
    expect(readTableState(params(''), { sort: { id: 'name', desc: false } }).sort).toEqual({ id: 'name', desc: false });
  });

  it('a new sort, search, filter or page size goes back to page 1 and keeps foreign parameters', () => {
    const next = writeTableState(params('page=4&tab=new'), { sort: { id: 'value', desc: true } });
    expect(next.get('page')).toBeNull();
    expect(next.get('sort')).toBe('-value');
    expect(next.get('tab')).toBe('new');
    expect(writeTableState(params('page=4'), { filters: { status: 'inactive' } }).toString()).toBe('status=inactive');
    expect(writeTableState(params('page=4&q=a'), { search: '  ' }).toString()).toBe('');
  });

  it('moving to a page keeps the rest; page 1 and default values leave the URL', () => {
    expect(writeTableState(params('q=porto'), { page: 2 }).toString()).toBe('q=porto&page=2');
    expect(writeTableState(params('q=porto&page=2'), { page: 1 }).toString()).toBe('q=porto');
    expect(
      writeTableState(
        params('sort=-name'),
        { sort: { id: 'name', desc: false } },
        { sort: { id: 'name', desc: false } },
      ).toString(),
    ).toBe('');
  });

  it('turns the state into the API query, leaving out what is empty', () => {
    const state = readTableState(params('sort=name&status=active'), { filters: ['status', 'city'] });
    expect(tableQuery(state)).toEqual({ page: 1, per_page: 25, sort: 'name', status: 'active' });
  });
});

describe('patchParams', () => {
  it('sets and removes keys and leaves the rest and the original alone', () => {
    const before = new URLSearchParams('stars=4&page=3&tab=x');
    const after = patchParams(before, { stars: '5', page: null, list: 'new' });
    expect(after.toString()).toBe('stars=5&tab=x&list=new');
    expect(before.toString()).toBe('stars=4&page=3&tab=x');
  });
});
