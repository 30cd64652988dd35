// Client profiles: profile and billing data saved from the account or the checkout (POST api/clients/{id}), and
// profile images (JPEG/PNG/WebP checked by content and size, stripped of metadata, stored through the Storage
// interface, recorded in uploads).
import { randomBytes } from 'node:crypto';
import type { ClientProfileBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { invalid } from '../../lib/errors';
import { IMAGE_EXTENSIONS, imageProblem, MAX_IMAGE_BYTES } from '../../lib/images';
import { cleanProfileImage } from '../../lib/image-clean';
import { accountEmail, saveProfile, setProfileImage, type ProfilePatch } from './repository';

const PROFILE_COLUMNS = [
  'country',
  'city',
  'address',
  'zipcode',
  'vatnumber',
  'birthdate',
  'description',
  'iban',
  'bicswift',
] as const;

/**
 * Spec §3: the address part of billing data may sit under `profile`. Lifted to the top level before validation, so a
 * field error is reported under the field's own name (`city`, not `profile.city`), as the checkout form shows it.
 */
export function flattenProfileBody(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  const nested = record.profile;
  delete record.profile;
  if (typeof nested !== 'object' || nested === null || Array.isArray(nested)) return;
  for (const [key, value] of Object.entries(nested as Record<string, unknown>)) {
    if ((PROFILE_COLUMNS as readonly string[]).includes(key) && record[key] === undefined) record[key] = value;
  }
}

/** What the body changes: trimmed; an empty optional value clears the column; names must stay non-empty (schema). */
export function profilePatch(body: ClientProfileBody): ProfilePatch {
  const text = (v: string | null | undefined) =>
    v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim();
  const normalise: Partial<Record<(typeof PROFILE_COLUMNS)[number], (v: string) => string>> = {
    country: (v) => v.toLowerCase(),
    iban: (v) => v.replace(/\s+/g, '').toUpperCase(),
    bicswift: (v) => v.toUpperCase(),
  };
  const patch: ProfilePatch = { user: {}, profile: {} };
  if (body.first_name !== undefined) patch.user.firstName = body.first_name.trim();
  if (body.last_name !== undefined) patch.user.lastName = body.last_name.trim();
  if (body.phone !== undefined) patch.user.phone = text(body.phone)?.replace(/\D/g, '') || null;
  for (const column of PROFILE_COLUMNS) {
    const value = text(body[column]);
    if (value === undefined) continue;
    const fix = normalise[column];
    patch.profile[column] = value !== null && fix ? fix(value) : value;
  }
  return patch;
}

/**
 * Saves the caller's own profile. Names cannot be blanked; the email is the login and is not changed here, so a
 * different one is a field error rather than being silently dropped.
 */
export async function saveClientProfile(db: Db, userId: number, body: ClientProfileBody): Promise<void> {
  const problems: Record<string, string> = {};
  // The schema refuses an empty name; one of spaces only would be saved empty.
  if (body.first_name !== undefined && !body.first_name.trim()) problems.first_name = 'validation.required';
  if (body.last_name !== undefined && !body.last_name.trim()) problems.last_name = 'validation.required';
  if (body.email !== undefined && body.email.trim().toLowerCase() !== (await accountEmail(db, userId)))
    problems.email = 'checkout.profileEmailFixed';
  if (Object.keys(problems).length > 0) throw invalid(problems);
  await saveProfile(db, userId, profilePatch(body));
}

export async function replaceProfileImage(
  deps: { db: Db; storage: Storage },
  userId: number,
  purpose: 'avatar' | 'cover',
  file: { filename: string; data: Buffer },
): Promise<void> {
  if (file.data.length === 0) throw invalid({ file: 'files.missing' });
  if (file.data.length > MAX_IMAGE_BYTES)
    throw invalid({ file: { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } } });
  // Checked by content, never by the name or the declared type; stored without its metadata (lib/image-clean.ts).
  const image = cleanProfileImage(file.data);
  if (!image) throw invalid({ file: 'files.wrongProfileType' });
  // The header's size is checked before anything decodes it (lib/images.ts).
  const tooBig = imageProblem(file.data);
  if (tooBig) throw invalid({ file: tooBig });
  const { type } = image;
  const key = `users/${userId}/${purpose}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
  await deps.storage.put(key, image.data);
  try {
    const replaced = await setProfileImage(
      deps.db,
      {
        storageKey: key,
        ownerUserId: userId,
        purpose,
        mimeType: type,
        sizeBytes: image.data.length,
        originalName: file.filename || null,
      },
      deps.storage.url(key),
    );
    if (replaced) await deps.storage.delete(replaced);
  } catch (err) {
    await deps.storage.delete(key);
    throw err;
  }
}
