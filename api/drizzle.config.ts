// drizzle-kit reads the schema and writes SQL migrations into ./drizzle (committed, applied at start).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
