import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@mp/mf-build';

// Container name = containerName('mf-super-admin') of @mp/shared/routes.
export default remoteConfig({
  name: 'mf_super_admin',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './app': './src/app/lifecycles.ts' },
});
