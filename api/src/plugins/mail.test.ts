// The outbox mailer (no SMTP_URL): each message is stored rendered (its words in the text part and in the Roteiro
// layout's HTML part), its recipient in lower case.
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

  it('stores recipient, subject, and the rendered text and HTML parts, the recipient in lower case', async () => {
    const mailer = createMailer(t.database.db, null, 'Roteiro <no-reply@roteiro.pt>', 'https://roteiro.test');
    await mailer.send({
      to: 'Ana.Silva@Example.PT',
      subject: 'Reserva MP-1',
      text: 'Olá Ana & <Rui>',
      template: 'verify-code',
      locale: 'pt',
    });
    const [row] = await t.database.db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(1);
    expect(row).toMatchObject({ to: 'ana.silva@example.pt', subject: 'Reserva MP-1' });
    expect(row?.text).toMatch(/^Olá Ana & <Rui>\n\n--\n.*\nhttps:\/\/roteiro\.test\/pt\/$/);
    expect(row?.html).toContain('Olá Ana &amp; &lt;Rui&gt;');
    expect(row?.html).toContain('<html lang="pt-PT"');
  });
});
