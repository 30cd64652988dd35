// POST /api/reminders/sweep: the scheduled booking mails (reminders the day before, review requests after completion)
// sent now rather than at the sweeper's next pass. The platform owner only: it mails customers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { EmptyWriteBody, Envelope } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import type { RemindersService } from './service';

const remindersRoutes: FastifyPluginAsyncTypebox<{ reminders: RemindersService }> = async (app, { reminders }) => {
  app.post(
    '/api/reminders/sweep',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Send the scheduled booking mails due now: the reminder the day before a confirmed item and the review request after a completed one, each once',
        body: EmptyWriteBody,
        response: {
          200: Envelope(Type.Object({ reminders: Type.Integer(), review_requests: Type.Integer() })),
          ...errors(401, 403),
        },
      },
      config: { roles: ['SUPER'], permission: 'owner' },
    },
    async () => ok(await reminders.sweep()),
  );
};

export default remindersRoutes;
