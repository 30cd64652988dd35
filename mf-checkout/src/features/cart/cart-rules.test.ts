import type { CartItem } from '@mp/shared/stores';
import { blockedLines, hasLineError, lineError } from './cart-rules';

const tour = { id: 'tour', kind: 'experience', name: 'Sintra day tour', notes: {} } as unknown as CartItem;
const boat = { id: 'boat', kind: 'experience', name: 'Tagus sunset cruise', notes: {} } as unknown as CartItem;

describe('what the server says about the cart lines', () => {
  it('names a line by its own error first, else by the first of its fields', () => {
    const errors = { 'items.1.flightNumber': ['Flight number needed'], 'items.1': ['Sold out'], code: ['Unknown'] };
    expect(lineError(errors, 1)).toBe('Sold out');
    expect(lineError({ 'items.1.flightNumber': ['Flight number needed'] }, 1)).toBe('Flight number needed');
    expect(lineError(errors, 0)).toBeUndefined();
  });

  it('blocks Continue only for the lines the server refused', () => {
    expect(blockedLines([tour, boat], { 'items.1': ['Sold out'] })).toEqual([boat]);
    expect(blockedLines([tour, boat], { 'items.0.date': ['Past date'] })).toEqual([tour]);
    expect(blockedLines([tour, boat], { code: ['Unknown code'] })).toEqual([]);
  });

  it('tells a refusal about the lines from one about something else', () => {
    expect(hasLineError({ 'items.0': ['Sold out'] })).toBe(true);
    expect(hasLineError({ points: ['Not enough points'] })).toBe(false);
  });
});
