import type { User } from '@mp/shared/contracts';
import { billingErrors, changeField, fillEmpty, initialBilling, profilePayload } from './billing-form';

const user = {
  id: 7,
  first_name: 'Rita',
  last_name: 'Sousa',
  email: 'rita@example.pt',
  phone: '912345678',
  profile: { vatnumber: '123456789' },
} as unknown as User;

describe('billing data (spec §3, §5, §9)', () => {
  it('defaults the country to pt and takes the account data when nothing is stored', () => {
    const data = initialBilling(null, user);
    expect(data.country).toBe('pt');
    expect(data).toMatchObject({
      first_name: 'Rita',
      last_name: 'Sousa',
      email: 'rita@example.pt',
      phone: '912345678',
      vatnumber: '123456789',
    });
    expect(initialBilling(null, null).country).toBe('pt');
  });

  it('changing country empties city (spec §5); the same country keeps it', () => {
    const data = { ...initialBilling(null, user), city: 'Lisboa' };
    expect(changeField(data, 'country', 'es').city).toBe('');
    expect(changeField(data, 'country', 'pt').city).toBe('Lisboa');
    expect(changeField(data, 'address', 'Rua A').city).toBe('Lisboa');
  });

  it('refuses a missing name or a bad email before leaving the step', () => {
    const empty = initialBilling(null, null);
    expect(Object.keys(billingErrors(empty)).sort()).toEqual(['email', 'first_name', 'last_name']);
    expect(billingErrors({ ...initialBilling(null, user), email: 'nope' })).toEqual({ email: ['email'] });
    expect(billingErrors(initialBilling(null, user))).toEqual({});
  });

  it('refuses a phone with letters; digits with spaces, dashes, brackets and a leading + are fine', () => {
    const base = initialBilling(null, user);
    expect(billingErrors({ ...base, phone: '91a2345678' })).toEqual({ phone: ['phone'] });
    expect(billingErrors({ ...base, phone: 'call me' })).toEqual({ phone: ['phone'] });
    expect(billingErrors({ ...base, phone: '+351 912 345 678' })).toEqual({});
    expect(billingErrors({ ...base, phone: '(21) 345-6789' })).toEqual({});
    expect(billingErrors({ ...base, phone: '' })).toEqual({});
  });

  it('a login on the step fills only the empty fields', () => {
    const typed = { ...initialBilling(null, null), first_name: 'Typed' };
    const filled = fillEmpty(typed, initialBilling(null, user));
    expect(filled.first_name).toBe('Typed');
    expect(filled.email).toBe('rita@example.pt');
  });

  it('sends the address part under profile to POST api/clients/{id}, and not the email (the login is not changed there)', () => {
    const payload = profilePayload({ ...initialBilling(null, user), city: 'Porto', email: 'billing@elsewhere.pt' });
    expect(payload).toEqual({
      first_name: 'Rita',
      last_name: 'Sousa',
      phone: '912345678',
      profile: { country: 'pt', city: 'Porto', address: '', zipcode: '', vatnumber: '123456789' },
    });
  });
});
