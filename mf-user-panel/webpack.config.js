import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@mp/mf-build';

// Container name = containerName('mf-user-panel') of @mp/shared/routes.
export default remoteConfig({
  name: 'mf_user_panel',
  dir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './app': './src/app/lifecycles.ts' },
});
