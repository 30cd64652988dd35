// Makes the data layer available as `app.db` and closes it with the app.
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

export default fp<{ database: Database; closeDatabase: boolean }>(
  async (app, { database, closeDatabase }) => {
    app.decorate('db', database.db);
    app.decorate('databaseKind', database.kind);
    if (closeDatabase) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
