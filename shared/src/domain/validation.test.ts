import { clearFieldError, firstError, mergeValidationErrors } from './validation';

describe('validation errors', () => {
  it('spec §5: keys with a numeric index segment (field.N) are also merged into the parent field', () => {
    const merged = mergeValidationErrors({
      'logo.0': ['The logo must be an image.'],
      'logo.1': ['The logo may not be larger than 2 MB.'],
      email: ['The email is taken.'],
    });
    expect(merged.logo).toEqual(['The logo must be an image.', 'The logo may not be larger than 2 MB.']);
    expect(merged['logo.0']).toEqual(['The logo must be an image.']);
    expect(merged.email).toEqual(['The email is taken.']);
  });

  it('spec §5: a nested list key (items.2.name) feeds the list field, without duplicate messages', () => {
    const merged = mergeValidationErrors({ 'items.2.name': ['Required.'], 'items.3.name': ['Required.'] });
    expect(merged.items).toEqual(['Required.']);
    expect(merged['items.2.name']).toEqual(['Required.']);
  });

  it('spec §5: a dotted key without a numeric segment stays only where it is', () => {
    expect(mergeValidationErrors({ 'profile.city': ['Required.'] })).toEqual({ 'profile.city': ['Required.'] });
  });

  it('accepts a single string message and an absent map', () => {
    expect(mergeValidationErrors({ field: 'Bad.' })).toEqual({ field: ['Bad.'] });
    expect(mergeValidationErrors(undefined)).toEqual({});
  });

  it("spec §5: editing a field clears that field's error only", () => {
    const errors = { email: ['Taken.'], phone: ['Required.'] };
    expect(clearFieldError(errors, 'email')).toEqual({ phone: ['Required.'] });
    expect(clearFieldError(errors, 'city')).toBe(errors);
    expect(firstError(errors, 'phone')).toBe('Required.');
    expect(firstError(errors, 'city')).toBeUndefined();
  });
});
