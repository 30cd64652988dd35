/** A link the text points to: a locale-free app path ("/be-a-partner") or a mailto: address. */
export interface StaticLink {
  /** Says where the link goes, read on its own by screen readers. */
  label: string;
  to: string;
}

export interface StaticSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Shown after the paragraphs and bullets. */
  links?: StaticLink[];
}

export interface StaticPageText {
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  lead: string;
  sections: StaticSection[];
  /** ISO date (YYYY-MM-DD), used on legal pages. */
  updated?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  links?: StaticLink[];
}

export interface StaticPage {
  id:
    | 'about-us'
    | 'affiliate'
    | 'affiliate-terms'
    | 'business'
    | 'faqs'
    | 'luggage'
    | 'press-kit'
    | 'privacy-policy'
    | 'terms-and-conditions'
    | 'suggestions';
  en: StaticPageText & { faqs?: FaqItem[] };
  pt: StaticPageText & { faqs?: FaqItem[] };
}
