// A partner company's review (docs/partner-review.md): a company is live only while `active`; before approval
// (`pending`), after a rejection and during a suspension its page and services stay off the storefront, whatever each
// service's own status says. A service the partner put on sale (`active`) meanwhile goes live on approval.

/** Where a partner writes about their company's review, rejection or suspension (the mails and the dashboard say it). */
export const PARTNER_TEAM_EMAIL = 'parceiros@roteiro.pt';

/** Whether the storefront shows the company's page and its services on sale. */
export const companyIsLive = (status: string | null | undefined): boolean => status === 'active';
