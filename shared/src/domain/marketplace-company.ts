// The marketplace's own company: who issues the partners' invoices and statements (spec §2, §7). One place, so the
// PDFs, the mails and the pages name the same company.

export interface LegalParty {
  /** Registered name. */
  name: string;
  /** Portuguese tax number (NIF). */
  nif: string;
  /** Street lines, then postal code and town, then country. */
  address: readonly string[];
  email: string;
}

/** Roteiro's registered details, as printed on every partner invoice. */
export const MARKETPLACE_COMPANY: LegalParty = {
  name: 'Roteiro Marketplace, Lda.',
  nif: '516204882',
  address: ['Rua Augusta 100, 2.º', '1100-053 Lisboa', 'Portugal'],
  email: 'faturacao@roteiro.pt',
};

/** Portugal's standard VAT rate on the marketplace's commission, in basis points (23 %). */
export const COMMISSION_VAT_BASIS_POINTS = 2300;
