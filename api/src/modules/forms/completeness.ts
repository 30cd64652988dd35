// The one completeness check of a service draft: every required field of every step of the service's
// form (the form named after its kind) must be answered. The form's submit and every other way a draft can go live
// (the dashboard's status toggle and bulk "activate") use this, so an unfinished draft never reaches the storefront.
import type { MessageRef } from '../../lib/errors';
import type { Conn } from '../../db/sql';
import { answered } from './fields';
import * as repo from './repository';

/**
 * The required fields still unanswered on the company's service, keyed by field name (`forms.required` each);
 * empty when complete. Locks the service row, so call it inside the transaction that then publishes it.
 * A service that is not the company's reads as complete here: the caller's own lookup answers 404 for it.
 */
export async function missingRequired(
  tx: Conn,
  companyId: number,
  serviceId: number,
): Promise<Record<string, MessageRef>> {
  const draft = await repo.lockDraft(tx, companyId, serviceId);
  if (!draft) return {};
  const form = await repo.formByName(tx, draft.kind);
  if (!form) return {};
  const missing: Record<string, MessageRef> = {};
  for (const f of await repo.fieldsOfForm(tx, form.id))
    if (f.required && !answered(f.name, draft)) missing[f.name] = { key: 'forms.required' };
  return missing;
}
