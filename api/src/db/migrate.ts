// `node --import tsx src/db/migrate.ts`: applies pending migrations to the configured database and exits.
// The server does the same at start; this is for deploys that migrate before rolling out instances.
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = openDatabase(config);
try {
  await database.migrate();
  console.log(`migrations applied (${database.kind})`);
} finally {
  await database.close();
}
