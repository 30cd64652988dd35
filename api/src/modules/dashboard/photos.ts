// A service's photos after the service form: added (with the form's own checks and responsive variants, ADR 024),
// removed, put in order and described for screen readers in both languages. A published service (on sale or paused,
// one switch from sale) keeps at least one, as the form's submit requires one; a draft may have none yet. Every change clears the catalogue's answer cache, so the storefront follows at once.
import { randomBytes } from 'node:crypto';
import type { DashboardServiceDetail, ServicePhotosArrangeBody } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/storage';
import { invalid, notFound } from '../../lib/errors';
import type { TtlCache } from '../catalogue/cache';
import { pictureKeys, storePicture, UnreadableImage, type StoredPicture } from '../files/variants';
import { MAX_PICTURES, readStep, TEXT_MAX } from '../forms/fields';
import { appendPhotos, arrangePhotos, companyService, photosOf, unusedFiles } from './repository';

/** Uploaded photos live under this prefix (the service form's own); only those are ever deleted from storage. */
export const PHOTO_PREFIX = 'services/form-';

export function createServicePhotos(deps: {
  db: Db;
  storage: Storage;
  cache: TtlCache;
  detail: (companyId: number, id: number) => Promise<DashboardServiceDetail>;
}) {
  const { db, storage, cache, detail } = deps;

  async function deleteFiles(keys: string[]): Promise<void> {
    const loose = await unusedFiles(
      db,
      keys.filter((k) => k.startsWith(PHOTO_PREFIX)),
    );
    await Promise.all(loose.map((k) => storage.delete(k).catch(() => undefined)));
  }

  /** Stores each picture with its variants; all or nothing (files written for earlier pictures are removed). */
  async function store(pictures: { data: Buffer }[]): Promise<StoredPicture[]> {
    const out: StoredPicture[] = [];
    try {
      for (const [i, p] of pictures.entries()) {
        const base = `${PHOTO_PREFIX}${Date.now()}-${randomBytes(6).toString('hex')}-${i + 1}`;
        try {
          out.push(await storePicture(storage, base, p.data));
        } catch (error) {
          if (error instanceof UnreadableImage) throw invalid({ [`pictures.${i}`]: 'files.wrongType' });
          throw error;
        }
      }
    } catch (error) {
      await Promise.all(out.flatMap((s) => pictureKeys(s)).map((k) => storage.delete(k).catch(() => undefined)));
      throw error;
    }
    return out;
  }

  return {
    /** Adds the posted `pictures[]` after the service's photos, checked as the form checks its pictures. */
    async add(companyId: number, id: number, body: Record<string, unknown>): Promise<DashboardServiceDetail> {
      if (!(await companyService(db, companyId, id))) throw notFound('dashboard.serviceNotFound');
      const { patch, errors } = readStep(
        [{ name: 'pictures', field_type: 'images', required: true, options: null }],
        body,
      );
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (!patch.pictures?.length) throw invalid({ pictures: 'dashboard.photosNone' });
      const stored = await store(patch.pictures);
      try {
        await db.transaction(async (tx) => {
          if (!(await companyService(tx, companyId, id, true))) throw notFound('dashboard.serviceNotFound');
          const count = (await photosOf(tx, id)).length;
          if (count + stored.length > MAX_PICTURES)
            throw invalid({ pictures: { key: 'forms.tooManyPictures', params: { max: MAX_PICTURES } } });
          await appendPhotos(tx, id, stored);
        });
      } catch (error) {
        await Promise.all(stored.flatMap((s) => pictureKeys(s)).map((k) => storage.delete(k).catch(() => undefined)));
        throw error;
      }
      cache.clear();
      return detail(companyId, id);
    },

    /** Keeps the listed photos in the listed order with their alt text; the ones left out are deleted. */
    async arrange(companyId: number, id: number, body: ServicePhotosArrangeBody): Promise<DashboardServiceDetail> {
      const errors: Record<string, { key: string; params?: Record<string, number> }> = {};
      body.photos.forEach((p, i) => {
        for (const lang of ['en', 'pt'] as const)
          if (p[`alt_${lang}`].trim().length > TEXT_MAX)
            errors[`photos.${i}.alt_${lang}`] = { key: 'dashboard.photoAltTooLong', params: { max: TEXT_MAX } };
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const gone = await db.transaction(async (tx) => {
        const s = await companyService(tx, companyId, id, true);
        if (!s) throw notFound('dashboard.serviceNotFound');
        const own = new Set((await photosOf(tx, id)).map((p) => p.id));
        const ids = body.photos.map((p) => p.id);
        if (ids.some((p) => !own.has(p)) || new Set(ids).size !== ids.length)
          throw invalid({ photos: 'dashboard.photoUnknown' });
        if (ids.length === 0 && s.status !== 'draft') throw invalid({ photos: 'dashboard.photoNeeded' });
        return arrangePhotos(tx, id, body.photos);
      });
      await deleteFiles(gone.flatMap((p) => pictureKeys({ storageKey: p.storage_key, variants: p.variants })));
      cache.clear();
      return detail(companyId, id);
    },

    deleteFiles,
  };
}
