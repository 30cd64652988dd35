import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '@mp/mf-build';

export default hostConfig({ dir: path.dirname(fileURLToPath(import.meta.url)) });
