// GET /api/dashboard/home: the home's access, lists and figures in one answer.
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { DashboardHome, EnvelopeOf } from '@mp/shared/contracts';

export async function getHome(signal?: AbortSignal): Promise<DashboardHome> {
  return contentOf(unwrap(await api.get<EnvelopeOf<DashboardHome>>('dashboard/home', { signal })));
}
