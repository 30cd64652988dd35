// /be-a-partner (spec §3 partner registration form, §5, §7 POST /api/partners): the 3 steps with exactly the spec's
// fields, step validation, the multipart body (list fields as name[], booleans as 1/0) and where a 422 lands.
import { isValidIban, isValidNif, isValidPtPostcode, PARTNER_FORM_STEPS } from '@mp/shared/domain';
import type { FieldErrors } from '@mp/shared/domain';

export interface PartnerForm {
  isExperience: boolean;
  isTransfer: boolean;
  businessName: string;
  taxNumber: string;
  iban: string;
  bicswift: string;
  numberOfEmployees: string;
  /** Spec §9: default country pt. */
  country: string;
  city: string;
  address: string;
  zipCode: string;
  tradeName: string;
  description: string;
  website: string;
  logo: File[];
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_PARTNER_FORM: PartnerForm = {
  isExperience: true,
  isTransfer: false,
  businessName: '',
  taxNumber: '',
  iban: '',
  bicswift: '',
  numberOfEmployees: '',
  country: 'pt',
  city: '',
  address: '',
  zipCode: '',
  tradeName: '',
  description: '',
  website: '',
  logo: [],
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/** Spec §3: step 1, 2 and 3 fields, in order (the shared contract's list). */
export const PARTNER_STEPS = PARTNER_FORM_STEPS;

const REQUIRED: ReadonlySet<string> = new Set([
  'businessName',
  'taxNumber',
  'iban',
  'country',
  'city',
  'address',
  'zipCode',
  'tradeName',
  'firstName',
  'lastName',
  'phone',
  'email',
  'password',
  'confirmPassword',
]);

/** Spec §5: changing country resets city to empty. */
export function setPartnerField<K extends keyof PartnerForm>(
  form: PartnerForm,
  key: K,
  value: PartnerForm[K],
): PartnerForm {
  const next = { ...form, [key]: value };
  if (key === 'country' && value !== form.country) next.city = '';
  return next;
}

/** The client-side checks of one step (0-based); the server re-checks everything and answers 422. */
export function validatePartnerStep(form: PartnerForm, step: number): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of PARTNER_STEPS[step] ?? []) {
    const value = form[field as keyof PartnerForm];
    if (REQUIRED.has(field) && (typeof value !== 'string' || value.trim() === ''))
      errors[field] = ['partner.errors.required'];
  }
  if (step === 0) {
    if (!form.isExperience && !form.isTransfer) errors.isExperience = ['partner.errors.kind'];
    // The server's own checks (@mp/shared/domain), so a wrong NIF, IBAN or postcode is refused on this step.
    const portugal = form.country.toLowerCase() === 'pt';
    if (portugal && form.taxNumber.trim() && !isValidNif(form.taxNumber)) errors.taxNumber = ['partner.errors.nif'];
    if (form.iban.trim() && !isValidIban(form.iban)) errors.iban = ['partner.errors.iban'];
    if (portugal && form.zipCode.trim() && !isValidPtPostcode(form.zipCode))
      errors.zipCode = ['partner.errors.postcode'];
  }
  if (step === 2) {
    if (form.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email)) errors.email = ['partner.errors.email'];
    if (form.password && form.password.length < 8) errors.password = ['partner.errors.passwordLength'];
    if (form.confirmPassword && form.confirmPassword !== form.password)
      errors.confirmPassword = ['partner.errors.passwordMatch'];
  }
  return errors;
}

/** The first step (0-based) holding a field in error, so the form can jump there; null when none is known. */
export function firstStepWithError(errors: FieldErrors): number | null {
  for (let step = 0; step < PARTNER_STEPS.length; step++) {
    if ((PARTNER_STEPS[step] ?? []).some((f) => (errors[f]?.length ?? 0) > 0)) return step;
  }
  if ((errors.isExperience?.length ?? 0) > 0 || (errors.isTransfer?.length ?? 0) > 0) return 0;
  return null;
}

/** Multipart body of POST /api/partners(-transfers): booleans as 1/0, the logo list as `logo[]` (spec §7). */
export function partnerFormData(form: PartnerForm): FormData {
  const data = new FormData();
  data.append('isExperience', form.isExperience ? '1' : '0');
  data.append('isTransfer', form.isTransfer ? '1' : '0');
  for (const [key, value] of Object.entries(form)) {
    if (key === 'isExperience' || key === 'isTransfer' || key === 'logo') continue;
    data.append(key, String(value));
  }
  for (const file of form.logo) data.append('logo[]', file, file.name);
  return data;
}

/** Transfer-only partners register through POST /api/partners-transfers (spec §7). */
export function partnerEndpoint(form: Pick<PartnerForm, 'isExperience' | 'isTransfer'>): string {
  return form.isTransfer && !form.isExperience ? '/partners-transfers' : '/partners';
}
