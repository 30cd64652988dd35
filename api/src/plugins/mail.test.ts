// The outbox mailer (no SMTP_URL): each message is stored as asked, its recipient in lower case.
import { desc } from 'drizzle-orm';
import { outboxEmails } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createMailer } from './mail';

describe('outbox mailer', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('stores recipient, subject, text and HTML, the recipient in lower case', async () => {
    const mailer = createMailer(t.database.db, null, 'Roteiro <no-reply@roteiro.pt>');
    await mailer.send({ to: 'Ana.Silva@Example.PT', subject: 'Reserva MP-1', text: 'Olá Ana', html: '<p>Olá Ana</p>' });
    await mailer.send({ to: 'rui@example.pt', subject: 'Plain', text: 'Only text' });
    const rows = await t.database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(2);
    expect(rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html }))).toEqual([
      { to: 'rui@example.pt', subject: 'Plain', text: 'Only text', html: null },
      { to: 'ana.silva@example.pt', subject: 'Reserva MP-1', text: 'Olá Ana', html: '<p>Olá Ana</p>' },
    ]);
  });
});
