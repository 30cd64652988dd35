// SQL for client profiles: saved profile and billing data, profile images and the uploads register.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, userProfiles, users } from '../../db/schema';

export interface UploadRecord {
  storageKey: string;
  ownerUserId: number;
  purpose: 'avatar' | 'cover';
  mimeType: string;
  sizeBytes: number;
  originalName: string | null;
}

/** Records the upload and points the profile at it, in one transaction. Returns the storage key it replaced. */
export async function setProfileImage(db: Db, record: UploadRecord, url: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const column = record.purpose === 'avatar' ? userProfiles.avatarUrl : userProfiles.coverUrl;
    const previous = await tx
      .select({ url: column })
      .from(userProfiles)
      .where(eq(userProfiles.userId, record.ownerUserId))
      .limit(1);
    await tx.insert(uploads).values(record);
    const patch = record.purpose === 'avatar' ? { avatarUrl: url } : { coverUrl: url };
    await tx
      .insert(userProfiles)
      .values({ userId: record.ownerUserId, ...patch })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...patch, updatedAt: new Date() } });
    const old = previous[0]?.url ?? null;
    return old?.startsWith('/api/files/') ? old.slice('/api/files/'.length) : null;
  });
}

export async function accountEmail(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** Columns POST api/clients/{id} may change; `undefined` leaves a column as it is. */
export interface ProfilePatch {
  user: { firstName?: string; lastName?: string; phone?: string | null };
  profile: Partial<
    Record<
      'country' | 'city' | 'address' | 'zipcode' | 'vatnumber' | 'birthdate' | 'description' | 'iban' | 'bicswift',
      string | null
    >
  >;
}

/** Saves names/phone on the user and the rest on its profile (created if missing), in one transaction. */
export async function saveProfile(db: Db, userId: number, patch: ProfilePatch): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    if (Object.keys(patch.user).length > 0)
      await tx
        .update(users)
        .set({ ...patch.user, updatedAt: now })
        .where(eq(users.id, userId));
    await tx
      .insert(userProfiles)
      .values({ userId, country: 'pt', ...patch.profile })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...patch.profile, updatedAt: now } });
  });
}
