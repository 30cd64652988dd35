// Spec §2: "a route may carry a validity check; failure gives 404". The gateway must answer the
// right HTTP status before the shell runs, so it keeps one check per kind of route. Issue 4 wires
// these to the API (does the service / partner slug exist?); until then a slug that passed the
// route table's segment rule is a page.
import type { RouteValidity } from '@mp/shared/routes';

export interface ValidityContext {
  params: Record<string, string>;
  locale: 'en' | 'pt';
}

/** Resolves true when the path names something that exists. Must not throw for a missing thing. */
export type ValidityCheck = (context: ValidityContext) => Promise<boolean>;

export type ValidityChecks = Record<RouteValidity, ValidityCheck>;

const hasSlug: ValidityCheck = async ({ params }) => typeof params.slug === 'string' && params.slug.length > 0;

export const defaultValidityChecks: ValidityChecks = {
  'service-slug': hasSlug,
  'partner-slug': hasSlug,
};
