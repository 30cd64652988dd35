import { purchaseCompletePath, purchaseCompleteTarget } from './purchase-complete';

describe('/purchase-complete names its booking in the URL (survives a reload)', () => {
  it('writes the reference (escaped) and the id, and reads them back', () => {
    const path = purchaseCompletePath({ id: 41, reference: 'MP 41&x' });
    expect(path).toBe('/purchase-complete?booking=MP%2041%26x&id=41');
    expect(purchaseCompleteTarget(path.slice(path.indexOf('?')))).toEqual({ id: 41, reference: 'MP 41&x' });
  });

  it('names no booking when the reference or a positive whole id is missing', () => {
    expect(purchaseCompleteTarget('?booking=MP-41')).toBeNull();
    expect(purchaseCompleteTarget('?id=41')).toBeNull();
    expect(purchaseCompleteTarget('?booking=MP-41&id=4x')).toBeNull();
    expect(purchaseCompleteTarget('?booking=MP-41&id=0')).toBeNull();
  });
});
