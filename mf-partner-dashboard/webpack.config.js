import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@mp/mf-build';

// Container name = containerName('mf-partner-dashboard') of @mp/shared/routes.
export default remoteConfig({
  name: 'mf_partner_dashboard',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './app': './src/app/lifecycles.ts' },
});
