import { companies } from './companies';
import type { SeedDemoAccount } from './types';

// One login per role (the README lists these four), all with the password Demo1234!. partner@demo.pt owns the first
// company. After them come the owners of the other nine companies, so every partner dashboard can be opened; they
// share the password Partner1234!. Owners are taken from companies.ts so names and e-mails cannot drift apart.
export const DEMO_PASSWORD = 'Demo1234!';
export const PARTNER_PASSWORD = 'Partner1234!';

const [firstCompany, ...otherCompanies] = companies;
if (!firstCompany) throw new Error('seed-data: companies.ts must list at least one company');

export const demoAccounts: SeedDemoAccount[] = [
  {
    first_name: 'Beatriz',
    last_name: 'Almeida',
    email: 'client@demo.pt',
    phone: '912000111',
    user_type: 'CLIENT',
    password: DEMO_PASSWORD,
  },
  {
    ...firstCompany.owner,
    user_type: 'SUPPLIER',
    password: DEMO_PASSWORD,
    company: firstCompany.slug,
  },
  {
    first_name: 'João',
    last_name: 'Rodrigues',
    email: 'affiliate@demo.pt',
    phone: '936000222',
    user_type: 'AFFILIATE',
    password: DEMO_PASSWORD,
  },
  {
    first_name: 'Helena',
    last_name: 'Vaz',
    email: 'admin@demo.pt',
    phone: '919000333',
    user_type: 'SUPER',
    password: DEMO_PASSWORD,
  },
  ...otherCompanies.map((company): SeedDemoAccount => ({
    ...company.owner,
    user_type: 'SUPPLIER',
    password: PARTNER_PASSWORD,
    company: company.slug,
  })),
];
