import { STATIC_PAGE_SLUGS } from '@mp/shared/contracts';
import { matchRoute } from '@mp/shared/routes';
import { CONTACT_EMAILS } from './contacts';
import { staticPages } from './index';
import type { StaticPage, StaticPageText, FaqItem, StaticLink } from './types';

type PageText = StaticPageText & { faqs?: FaqItem[] };

/** Every page the back office edits (the contract's list): the seed has each, in both languages. */
const ids: StaticPage['id'][] = [...STATIC_PAGE_SLUGS];

const legalIds: StaticPage['id'][] = ['affiliate-terms', 'privacy-policy', 'terms-and-conditions'];

/** Every user-visible string of one language version, in a stable order. */
function allStrings(text: PageText): string[] {
  const out = [text.title, text.description, text.lead];
  for (const section of text.sections) {
    out.push(
      section.heading,
      ...section.paragraphs,
      ...(section.bullets ?? []),
      ...(section.links ?? []).map((l) => l.label),
    );
  }
  for (const faq of text.faqs ?? []) {
    out.push(faq.question, faq.answer, ...(faq.links ?? []).map((l) => l.label));
  }
  if (text.updated !== undefined) out.push(text.updated);
  return out;
}

describe('static page content', () => {
  it('contains exactly the expected pages, keyed by id', () => {
    expect(Object.keys(staticPages).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(staticPages[id].id).toBe(id);
    }
  });

  describe.each(ids)('%s', (id) => {
    const page = staticPages[id];

    it('has both en and pt versions', () => {
      expect(page.en).toBeDefined();
      expect(page.pt).toBeDefined();
      expect(page.en.sections.length).toBeGreaterThan(0);
    });

    it('has the same structure in en and pt', () => {
      expect(page.pt.sections.length).toBe(page.en.sections.length);
      page.en.sections.forEach((enSection, i) => {
        const ptSection = page.pt.sections[i]!;
        expect(ptSection.paragraphs.length).toBe(enSection.paragraphs.length);
        expect(enSection.paragraphs.length).toBeGreaterThan(0);
        expect(ptSection.bullets?.length).toBe(enSection.bullets?.length);
      });
      expect(page.pt.faqs?.length).toBe(page.en.faqs?.length);
      expect(page.pt.updated).toBe(page.en.updated);
    });

    it('links to the same places in en and pt', () => {
      const targets = (text: PageText) => [
        ...text.sections.map((section) => (section.links ?? []).map((l) => l.to)),
        ...(text.faqs ?? []).map((faq) => (faq.links ?? []).map((l) => l.to)),
      ];
      expect(targets(page.pt)).toEqual(targets(page.en));
    });

    it.each(['en', 'pt'] as const)('%s has no empty strings and no placeholders', (lang) => {
      for (const s of allStrings(page[lang])) {
        expect(typeof s).toBe('string');
        expect(s.trim().length).toBeGreaterThan(0);
        expect(s).not.toMatch(/lorem/i);
        expect(s).not.toMatch(/TODO/);
        expect(s).not.toMatch(/ipsum|\bxxx\b|\[.*?\]|\{.*?\}/i);
        expect(s).not.toMatch(/support@/i);
      }
    });

    it.each(['en', 'pt'] as const)('%s meta description is at most 160 characters', (lang) => {
      expect(page[lang].description.length).toBeLessThanOrEqual(160);
      expect(page[lang].description.length).toBeGreaterThan(50);
    });

    it('en and pt texts differ string by string', () => {
      const en = allStrings(page.en).filter((s) => s !== page.en.updated);
      const pt = allStrings(page.pt).filter((s) => s !== page.pt.updated);
      expect(pt.length).toBe(en.length);
      en.forEach((s, i) => {
        expect(pt[i]).not.toBe(s);
      });
    });
  });

  const allLinks: StaticLink[] = ids.flatMap((id) =>
    (['en', 'pt'] as const).flatMap((lang) => [
      ...staticPages[id][lang].sections.flatMap((section) => section.links ?? []),
      ...(staticPages[id][lang].faqs ?? []).flatMap((faq) => faq.links ?? []),
    ]),
  );
  const addresses: string[] = Object.values(CONTACT_EMAILS);

  it('every internal link is a page of the route table, and every mailto one of the published addresses', () => {
    expect(allLinks.length).toBeGreaterThan(0);
    for (const { to } of allLinks) {
      if (to.startsWith('mailto:')) {
        expect(addresses).toContain(to.slice('mailto:'.length));
        continue;
      }
      const match = matchRoute(to);
      // The `/:slug` catch-all takes any one-segment path: a link must name its own route, not land there.
      expect([to, match?.route.id !== 'service' && match?.route.pattern === to]).toEqual([to, true]);
    }
  });

  it('the links the audit asked for are there', () => {
    const targets = (id: StaticPage['id']) => {
      const text = staticPages[id].en;
      return [...text.sections.flatMap((s) => s.links ?? []), ...(text.faqs ?? []).flatMap((f) => f.links ?? [])].map(
        (l) => l.to,
      );
    };
    expect(targets('business')).toEqual(expect.arrayContaining(['/be-a-partner', `mailto:${CONTACT_EMAILS.partners}`]));
    expect(targets('affiliate')).toContain('/be-an-affiliate');
    expect(targets('faqs')).toEqual(expect.arrayContaining(['/luggage', '/be-a-partner']));
    expect(targets('press-kit')).toContain(`mailto:${CONTACT_EMAILS.press}`);
    expect(targets('privacy-policy')).toContain(`mailto:${CONTACT_EMAILS.privacy}`);
  });

  it('every e-mail address in the text is a published one, linked in the same section', () => {
    for (const id of ids) {
      for (const lang of ['en', 'pt'] as const) {
        for (const section of staticPages[id][lang].sections) {
          const written =
            [...section.paragraphs, ...(section.bullets ?? [])].join(' ').match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [];
          for (const address of written) {
            expect(addresses).toContain(address);
            expect([id, lang, section.heading, section.links?.some((l) => l.to === `mailto:${address}`)]).toEqual([
              id,
              lang,
              section.heading,
              true,
            ]);
          }
        }
      }
    }
  });

  it('promises nothing the product does not do: no contact form, no luggage storage, no account before the mailed code', () => {
    const text = ids.flatMap((id) => [...allStrings(staticPages[id].en), ...allStrings(staticPages[id].pt)]).join(' ');
    for (const claim of [
      /contact form|formulário de contacto/i,
      /luggage storage|depósito de bagagem/i,
      // Sign-up finishes with the mailed code, and partner companies are reviewed (ADR 017).
      /active as soon as you (sign up|register)|fica ativa logo que se regista|active straight away/i,
    ]) {
      expect(text).not.toMatch(claim);
    }
  });

  it('says a booking needs no account, as the guest checkout does', () => {
    const text = ids.flatMap((id) => [...allStrings(staticPages[id].en), ...allStrings(staticPages[id].pt)]).join(' ');
    expect(text).not.toMatch(/to book you need an account|para reservar precisa de uma conta/i);
    expect(allStrings(staticPages['terms-and-conditions'].en).join(' ')).toMatch(/book as a guest/);
    expect(allStrings(staticPages['terms-and-conditions'].pt).join(' ')).toMatch(/reservar como convidado/);
  });

  it('says what My bookings does: a customer cancels there within free cancellation (self-service cancel)', () => {
    for (const id of ['terms-and-conditions', 'faqs'] as const) {
      const en = allStrings(staticPages[id].en).join(' ');
      const pt = allStrings(staticPages[id].pt).join(' ');
      expect(en).not.toMatch(/no cancel button|cannot be cancelled from the account/i);
      expect(pt).not.toMatch(/não existe um botão de cancelar|não podem ser canceladas diretamente na conta/i);
      expect(en).toMatch(/cancel[^.]*yourself in My bookings/);
      expect(pt).toMatch(/cancelar[^.]*em As minhas reservas/);
    }
  });

  it('the privacy policy names the controller and a contact that needs no account', () => {
    for (const lang of ['en', 'pt'] as const) {
      const controller = staticPages['privacy-policy'][lang].sections[0]!;
      const text = controller.paragraphs.join(' ');
      expect(text).toContain('Roteiro');
      expect(text).toMatch(/Portugal/);
      expect(text).toContain(CONTACT_EMAILS.privacy);
      expect(allStrings(staticPages['privacy-policy'][lang]).join(' ')).toContain('CNPD');
    }
  });

  it('legal pages carry a valid ISO update date', () => {
    for (const id of legalIds) {
      for (const lang of ['en', 'pt'] as const) {
        const updated = staticPages[id][lang].updated;
        expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(updated!))).toBe(false);
      }
    }
  });

  it('the FAQ page has at least 14 questions in each language', () => {
    expect(staticPages.faqs.en.faqs?.length ?? 0).toBeGreaterThanOrEqual(14);
    expect(staticPages.faqs.pt.faqs?.length ?? 0).toBeGreaterThanOrEqual(14);
  });

  it('the FAQs cover MB WAY, crypto, cancellation, luggage, seats, gift cards and points', () => {
    const text = staticPages.faqs.en.faqs!.map((f) => `${f.question} ${f.answer}`).join(' ');
    for (const topic of [
      'MB WAY',
      'crypto',
      'cancel',
      'luggage',
      'booster',
      'gift card',
      'points',
      'partner',
      'account',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('legal and cookie facts match the product rules', () => {
    const privacyEn = allStrings(staticPages['privacy-policy'].en).join(' ');
    const privacyPt = allStrings(staticPages['privacy-policy'].pt).join(' ');
    for (const text of [privacyEn, privacyPt]) {
      expect(text).toContain('i18n_redirected');
      expect(text).toContain('365');
    }
    const termsEn = allStrings(staticPages['terms-and-conditions'].en).join(' ');
    const termsPt = allStrings(staticPages['terms-and-conditions'].pt).join(' ');
    expect(termsEn).toContain('Livro de Reclamações');
    expect(termsPt).toContain('Livro de Reclamações');
    expect(termsEn).toContain('5 minutes');
    expect(termsPt).toContain('5 minutos');
    // Which services a gift card pays for, as checkout enforces it (gift-cards/repository.ts).
    const faqEn = allStrings(staticPages.faqs.en).join(' ');
    const faqPt = allStrings(staticPages.faqs.pt).join(' ');
    expect(termsEn).toContain(
      'pays for that partner’s services only; a Roteiro gift card, issued by us, pays for any service',
    );
    expect(termsPt).toContain(
      'paga apenas serviços desse parceiro; um cartão-oferta Roteiro, emitido por nós, paga qualquer serviço',
    );
    expect(faqEn).toContain(
      'a partner’s gift card pays for that partner’s services only, a Roteiro gift card for any service',
    );
    expect(faqPt).toContain(
      'o cartão-oferta de um parceiro paga apenas serviços desse parceiro, um cartão-oferta Roteiro paga qualquer serviço',
    );
  });

  it('Portuguese text uses European Portuguese spellings', () => {
    const pt = ids.flatMap((id) => allStrings(staticPages[id].pt)).join(' ');
    for (const brazilian of [
      /\bônibus\b/i,
      /\bcelular\b/i,
      /\bcadastro\b/i,
      /\busuário/i,
      /\bcafé da manhã\b/i,
      /\bequipe\b/i,
      /\bcontato\b/i,
      /\btela\b/i,
      /cart(ão|ões)-presente/i,
    ]) {
      expect(pt).not.toMatch(brazilian);
    }
  });
});
