// Back-office bookings and quotes demo data: transfer quote requests in each status, so the quote
// requests list on /super-admin/bookings-and-quotes?view=quotes has rows to work with. Idempotent: a request is found
// by its e-mail and notes and updated, never duplicated. Dates count from the seed's anchor day.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { transferLocations, transferQuoteRequests } from '../schema';

const DAY = 86_400_000;

export const DEMO_QUOTE_REQUESTS = [
  {
    firstName: 'Marta',
    lastName: 'Figueiredo',
    email: 'marta.figueiredo@example.pt',
    phone: '912345001',
    language: 'pt',
    from: 'Lisboa',
    to: 'Sintra',
    daysAhead: 12,
    time: 14,
    passengers: 6,
    luggagePieces: 8,
    isRoundtrip: true,
    returnDays: 19,
    notes: 'Família com duas pranchas de surf e uma cadeira de rodas dobrável.',
    status: 'open',
    createdDaysAgo: 1,
  },
  {
    firstName: 'James',
    lastName: 'Whitaker',
    email: 'james.whitaker@example.com',
    phone: null,
    language: 'en',
    from: 'Porto',
    to: 'Amarante',
    daysAhead: 20,
    time: 10,
    passengers: 9,
    luggagePieces: 9,
    isRoundtrip: false,
    returnDays: null,
    notes: 'Group of nine for a day out; a minibus with room for cases of wine on the way back would be ideal.',
    status: 'quoted',
    createdDaysAgo: 4,
  },
  {
    firstName: 'Inês',
    lastName: 'Carvalho',
    email: 'ines.carvalho@example.pt',
    phone: '936000222',
    language: 'pt',
    from: 'Faro',
    to: 'Tavira',
    daysAhead: -3,
    time: 9,
    passengers: 2,
    luggagePieces: 2,
    isRoundtrip: false,
    returnDays: null,
    notes: 'Afinal vamos de carro alugado, obrigada.',
    status: 'closed',
    createdDaysAgo: 15,
  },
] as const;

export async function seedBookingDesk(db: Db, anchor: Date): Promise<void> {
  const at = (days: number, hour: number) => new Date(anchor.getTime() + days * DAY + hour * 3_600_000);
  await db.transaction(async (tx) => {
    // A catalogue without transfer towns (the tests' small catalogues) gets no demo quote requests; the demo
    // catalogue has them all, and a town missing from it is a seed error.
    const [anyTown] = await tx.select({ mapsId: transferLocations.mapsId }).from(transferLocations).limit(1);
    if (!anyTown) return;
    // Places are written as the quote form writes them: the town and its maps id, from the fixed list of towns.
    const place = async (name: string) => {
      const [row] = await tx
        .select({ mapsId: transferLocations.mapsId })
        .from(transferLocations)
        .where(eq(transferLocations.name, name));
      if (!row) throw new Error(`seed: no transfer location ${name}`);
      return `${name} (${row.mapsId})`;
    };
    for (const q of DEMO_QUOTE_REQUESTS) {
      const values = {
        firstName: q.firstName,
        lastName: q.lastName,
        email: q.email,
        phone: q.phone,
        pickupLocation: await place(q.from),
        dropOffLocation: await place(q.to),
        pickupAt: at(q.daysAhead, q.time),
        passengers: q.passengers,
        luggagePieces: q.luggagePieces,
        isRoundtrip: q.isRoundtrip,
        returnPickupAt: q.returnDays === null ? null : at(q.returnDays, 17),
        language: q.language,
        notes: q.notes,
        status: q.status,
        createdAt: at(-q.createdDaysAgo, 11),
      };
      const [found] = await tx
        .select({ id: transferQuoteRequests.id })
        .from(transferQuoteRequests)
        .where(and(eq(transferQuoteRequests.email, q.email), eq(transferQuoteRequests.notes, q.notes)));
      if (found) await tx.update(transferQuoteRequests).set(values).where(eq(transferQuoteRequests.id, found.id));
      else await tx.insert(transferQuoteRequests).values(values);
    }
  });
}
