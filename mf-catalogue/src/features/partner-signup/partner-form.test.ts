import {
  EMPTY_PARTNER_FORM,
  PARTNER_STEPS,
  firstStepWithError,
  partnerEndpoint,
  partnerFormData,
  setPartnerField,
  validatePartnerStep,
} from './partner-form';

const filled = {
  ...EMPTY_PARTNER_FORM,
  businessName: 'Sintra Tours Lda',
  taxNumber: '123456789',
  iban: 'PT50000201231234567890154',
  bicswift: 'CGDIPTPL',
  numberOfEmployees: '4',
  city: 'Lisboa',
  address: 'Rua Augusta 1',
  zipCode: '1100-048',
  tradeName: 'Sintra Tours',
  description: 'Tours',
  website: 'https://sintra.example',
  firstName: 'Ana',
  lastName: 'Silva',
  phone: '912345678',
  email: 'ana@sintra.example',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

describe('/be-a-partner form (spec §3, §5, §7)', () => {
  it('has exactly the spec fields per step, in order', () => {
    expect(PARTNER_STEPS).toEqual([
      ['businessName', 'taxNumber', 'iban', 'bicswift', 'numberOfEmployees', 'country', 'city', 'address', 'zipCode'],
      ['tradeName', 'description', 'website', 'logo'],
      ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword'],
    ]);
  });

  it('country defaults to pt and changing it empties the city (spec §5)', () => {
    expect(EMPTY_PARTNER_FORM.country).toBe('pt');
    const withCity = setPartnerField(EMPTY_PARTNER_FORM, 'city', 'Lisboa');
    expect(setPartnerField(withCity, 'country', 'es').city).toBe('');
    expect(setPartnerField(withCity, 'country', 'pt').city).toBe('Lisboa');
  });

  it('validates only the current step', () => {
    expect(Object.keys(validatePartnerStep(EMPTY_PARTNER_FORM, 0)).sort()).toEqual([
      'address',
      'businessName',
      'city',
      'iban',
      'taxNumber',
      'zipCode',
    ]);
    expect(Object.keys(validatePartnerStep(EMPTY_PARTNER_FORM, 1))).toEqual(['tradeName']);
    expect(validatePartnerStep({ ...filled, confirmPassword: 'Other123' }, 2)).toEqual({
      confirmPassword: ['partner.errors.passwordMatch'],
    });
    expect(validatePartnerStep({ ...filled, isExperience: false, isTransfer: false }, 0)).toHaveProperty(
      'isExperience',
    );
    for (const step of [0, 1, 2]) expect(validatePartnerStep(filled, step)).toEqual({});
  });

  it('refuses on step 1 a NIF, IBAN or postcode the server would refuse, each on its field', () => {
    expect(
      validatePartnerStep({ ...filled, taxNumber: '123456780', iban: 'PT50000201231234567890155', zipCode: '1100' }, 0),
    ).toEqual({
      taxNumber: ['partner.errors.nif'],
      iban: ['partner.errors.iban'],
      zipCode: ['partner.errors.postcode'],
    });
    expect(validatePartnerStep({ ...filled, iban: 'PT50000201231234567890' }, 0)).toEqual({
      iban: ['partner.errors.iban'],
    });
    // Spaces and lower case are fine, as on the server.
    expect(
      validatePartnerStep({ ...filled, taxNumber: '123 456 789', iban: 'pt50 0002 0123 1234 5678 9015 4' }, 0),
    ).toEqual({});
    // An empty field is "required", not "invalid"; the later steps do not look at step 1's fields.
    expect(validatePartnerStep({ ...filled, taxNumber: '' }, 0)).toEqual({ taxNumber: ['partner.errors.required'] });
    expect(validatePartnerStep({ ...filled, taxNumber: '1' }, 1)).toEqual({});
  });

  it('checks the NIF and the postcode only for a company in Portugal; the IBAN everywhere', () => {
    const spain = { ...filled, country: 'es', city: 'Madrid', taxNumber: 'B12345678', zipCode: '28001' };
    expect(validatePartnerStep(spain, 0)).toEqual({});
    expect(validatePartnerStep({ ...spain, iban: 'ES00 1234' }, 0)).toEqual({ iban: ['partner.errors.iban'] });
  });

  it('a 422 sends the form to the first step that has an error (logo.N merged into logo)', () => {
    expect(firstStepWithError({ email: ['taken'], taxNumber: ['invalid'] })).toBe(0);
    expect(firstStepWithError({ logo: ['not an image'], password: ['weak'] })).toBe(1);
    expect(firstStepWithError({ confirmPassword: ['x'] })).toBe(2);
    expect(firstStepWithError({ unknown: ['x'] })).toBeNull();
  });

  it('posts multipart: booleans as 1/0, logos as logo[] (spec §7)', () => {
    const logo = new File(['x'], 'logo.png', { type: 'image/png' });
    const data = partnerFormData({ ...filled, isTransfer: true, logo: [logo, logo] });
    expect(data.get('isExperience')).toBe('1');
    expect(data.get('isTransfer')).toBe('1');
    expect(data.getAll('logo[]')).toHaveLength(2);
    expect(data.get('logo')).toBeNull();
    expect(data.get('taxNumber')).toBe('123456789');
    expect(data.get('country')).toBe('pt');
    for (const field of PARTNER_STEPS.flat()) if (field !== 'logo') expect(data.has(field)).toBe(true);
  });

  it('transfer-only partners go to POST /api/partners-transfers', () => {
    expect(partnerEndpoint({ isExperience: false, isTransfer: true })).toBe('/partners-transfers');
    expect(partnerEndpoint({ isExperience: true, isTransfer: true })).toBe('/partners');
  });
});
