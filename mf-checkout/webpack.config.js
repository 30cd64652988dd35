import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@mp/mf-build';

// Container name = containerName('mf-checkout') of @mp/shared/routes.
export default remoteConfig({
  name: 'mf_checkout',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './app': './src/app/lifecycles.ts' },
});
