// Test helper: a SUPER account with a staff role, logged in.
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@mp/shared/domain';
import type { Database } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { createUser, login } from '../../../test/helpers';

export async function createStaffUser(
  app: FastifyInstance,
  database: Database,
  role: StaffRole,
  email = `${role}@staff.pt`,
) {
  const id = await createUser(database, 'SUPER', email);
  await database.db.insert(staffMembers).values({ userId: id, role });
  return { id, token: await login(app, email) };
}
