// Profile images: checked by content and size, stored through the Storage interface, recorded in uploads.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { invalid } from '../../lib/errors';
import { IMAGE_EXTENSIONS, MAX_IMAGE_BYTES, sniffImageType } from '../../lib/images';
import { setProfileImage } from './repository';

export async function replaceProfileImage(
  deps: { db: Db; storage: Storage },
  userId: number,
  purpose: 'avatar' | 'cover',
  file: { filename: string; data: Buffer },
): Promise<void> {
  if (file.data.length === 0) throw invalid({ file: 'files.missing' });
  if (file.data.length > MAX_IMAGE_BYTES) throw invalid({ file: { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } } });
  const type = sniffImageType(file.data);
  if (!type) throw invalid({ file: 'files.wrongType' });
  const key = `users/${userId}/${purpose}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  await deps.storage.put(key, file.data);
  try {
    const replaced = await setProfileImage(
      deps.db,
      { storageKey: key, ownerUserId: userId, purpose, mimeType: type, sizeBytes: file.data.length, originalName: file.filename || null },
      deps.storage.url(key),
    );
    if (replaced) await deps.storage.delete(replaced);
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
}
