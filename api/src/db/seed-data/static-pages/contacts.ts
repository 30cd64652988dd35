/** The e-mail addresses the static pages give, on the site's own domain: one per kind of enquiry. */
export const CONTACT_EMAILS = {
  press: 'press@marketplace.pt',
  partners: 'partners@marketplace.pt',
  privacy: 'privacy@marketplace.pt',
} as const;

export const mailto = (address: string): string => `mailto:${address}`;
