// Which registry store a gateway or the deploy CLI uses: PostgreSQL when DATABASE_URL is set (several gateways share
// it), else the JSON file in the deploy folder (one gateway).
import { FileRegistryStore } from './file-registry-store';
import { PgRegistryStore } from './pg-registry-store';
import type { RegistryStore } from './registry-store';

export function openRegistryStore(config: { deployDir: string; databaseUrl: string | null }): RegistryStore {
  return config.databaseUrl ? new PgRegistryStore(config.databaseUrl) : new FileRegistryStore(config.deployDir);
}
