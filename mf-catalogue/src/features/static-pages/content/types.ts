export interface StaticSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
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
