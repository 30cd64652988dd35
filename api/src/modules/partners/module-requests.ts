// Switching a company's modules (docs/partner-review.md, "Modules"). A company under review (or not approved) chooses
// them freely: staff review the whole company anyway. A company that was reviewed switches a module off at once, but
// one it was not reviewed for (transfers are licensed passenger transport) becomes a request that staff approve or
// decline, and the module stays off until they approve it.
import type { MessageRef } from '../../lib/errors';

export type CompanyModule = 'experiences' | 'transfers';
export type Modules = Record<CompanyModule, boolean>;

export interface ModuleChange {
  /** The modules the company has after the change. */
  modules: Modules;
  /** The module it asks for after the change (null: none), and whether the request is new. */
  request: CompanyModule | null;
  newRequest: boolean;
}

const MODULES: CompanyModule[] = ['experiences', 'transfers'];

/** A company reviewed by staff: its modules' changes go through a request. */
export const reviewedForModules = (status: string) => status === 'active' || status === 'suspended';

export function moduleChange(
  current: { status: string; modules: Modules; moduleRequest: CompanyModule | null },
  wanted: Modules,
): ModuleChange | { problem: MessageRef } {
  if (!wanted.experiences && !wanted.transfers) return { problem: { key: 'dashboard.profileModules' } };
  if (!reviewedForModules(current.status)) return { modules: wanted, request: null, newRequest: false };
  const asked = MODULES.filter((m) => wanted[m] && !current.modules[m]);
  const modules = {
    experiences: wanted.experiences && current.modules.experiences,
    transfers: wanted.transfers && current.modules.transfers,
  };
  // Switching to the other module keeps the one it has until staff approve the new one: a live company never has none.
  if (!modules.experiences && !modules.transfers) return { problem: { key: 'dashboard.profileModuleKeepOne' } };
  const request = asked[0] ?? (current.moduleRequest && wanted[current.moduleRequest] ? current.moduleRequest : null);
  return { modules, request, newRequest: request !== null && request !== current.moduleRequest };
}

/** The company type a set of modules makes (`companies.company_type`). */
export const companyTypeOf = (m: Modules) =>
  m.experiences && m.transfers ? 'both' : m.transfers ? 'transfers' : 'experiences';
