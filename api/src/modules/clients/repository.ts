// SQL for client profile images and the uploads register.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, userProfiles } from '../../db/schema';

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
    const previous = await tx.select({ url: column }).from(userProfiles).where(eq(userProfiles.userId, record.ownerUserId)).limit(1);
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
