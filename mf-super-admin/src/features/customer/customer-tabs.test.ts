import { prefixedParams, tabOf } from './customer-tabs';

describe('the section in the URL', () => {
  it('opens the asked section, and the bookings for none or an unknown one', () => {
    expect(tabOf(new URLSearchParams('tab=notes'))).toBe('notes');
    expect(tabOf(new URLSearchParams(''))).toBe('bookings');
    expect(tabOf(new URLSearchParams('tab=passwords'))).toBe('bookings');
  });
});

describe('a second table on one section', () => {
  it('reads its own prefixed state and writes it back without touching the first table’s', () => {
    const set = jest.fn();
    const [own, write] = prefixedParams([new URLSearchParams('tab=gift-cards&page=2&points_page=3'), set], 'points_');
    expect(own.toString()).toBe('page=3');
    write(new URLSearchParams('page=4'), { replace: false });
    expect((set.mock.calls[0]?.[0] as URLSearchParams).toString()).toBe('tab=gift-cards&page=2&points_page=4');
  });
});
