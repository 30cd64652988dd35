// GET api/super/customers/{id} and its parts (…/bookings, payments, messages, gift-cards, points, audit), and the
// notes staff keep on a customer: GET and POST …/notes, PUT and DELETE …/notes/{noteId}. Access:
// modules/super/access.ts (`customers`, the customers list's permission).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import {
  addNoteSchema,
  customerAuditSchema,
  customerBookingsSchema,
  customerGiftCardsSchema,
  customerMessagesSchema,
  customerNotesSchema,
  customerPaymentsSchema,
  customerPointsSchema,
  customerSchema,
  deleteNoteSchema,
  editNoteSchema,
} from './schemas';
import {
  addNote,
  customerAudit,
  customerBookings,
  customerConversations,
  customerDetail,
  customerGiftCards,
  customerNotesPage,
  customerPayments,
  customerPoints,
  editNote,
  removeNote,
} from './service';

const SUPER = { roles: ['SUPER'] as const };

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/customers/:id', { schema: customerSchema, config: SUPER }, async (request) =>
    ok(await customerDetail(app, request.params.id)),
  );
  app.get('/api/super/customers/:id/bookings', { schema: customerBookingsSchema, config: SUPER }, async (request) =>
    ok(await customerBookings(app, request.url, request.params.id, request.query, request.locale)),
  );
  app.get('/api/super/customers/:id/payments', { schema: customerPaymentsSchema, config: SUPER }, async (request) =>
    ok(await customerPayments(app, request.url, request.params.id, request.query)),
  );
  app.get('/api/super/customers/:id/messages', { schema: customerMessagesSchema, config: SUPER }, async (request) =>
    ok(await customerConversations(app, request.url, request.params.id, request.query)),
  );
  app.get('/api/super/customers/:id/gift-cards', { schema: customerGiftCardsSchema, config: SUPER }, async (request) =>
    ok(await customerGiftCards(app, request.url, request.params.id, request.query)),
  );
  app.get('/api/super/customers/:id/points', { schema: customerPointsSchema, config: SUPER }, async (request) =>
    ok(await customerPoints(app, request.url, request.params.id, request.query)),
  );
  app.get('/api/super/customers/:id/audit', { schema: customerAuditSchema, config: SUPER }, async (request) =>
    ok(await customerAudit(app, request.url, request.params.id, request.query)),
  );
  app.get('/api/super/customers/:id/notes', { schema: customerNotesSchema, config: SUPER }, async (request) =>
    ok(await customerNotesPage(app, request, request.params.id, request.query)),
  );
  app.post('/api/super/customers/:id/notes', { schema: addNoteSchema, config: SUPER }, async (request) =>
    ok(await addNote(app, request, request.params.id, request.body.body)),
  );
  app.put('/api/super/customers/:id/notes/:noteId', { schema: editNoteSchema, config: SUPER }, async (request) =>
    ok(await editNote(app, request, request.params.id, request.params.noteId, request.body.body)),
  );
  app.delete('/api/super/customers/:id/notes/:noteId', { schema: deleteNoteSchema, config: SUPER }, async (request) =>
    ok(await removeNote(app, request, request.params.id, request.params.noteId)),
  );
};

export default customerRoutes;
