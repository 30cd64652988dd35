// The photo list as the partner arranges it before saving: order, removals and alt text are kept on the screen until
// "Save the photos"; an upload is saved at once and its photos join the end of the list. The server's 422 words land
// on the list, the alt field or the file field they name.
import { useRef, useState } from 'react';
import { ApiError } from '@mp/shared/api';
import type { DashboardServiceDetail } from '@mp/shared/contracts';
import { useAddPhotos, useArrangePhotos } from '../api/photos';

export interface PhotoDraft {
  id: number;
  url: string;
  alt_en: string;
  alt_pt: string;
}
type Errors = Record<string, string>;

const draftOf = (p: DashboardServiceDetail['photos'][number]): PhotoDraft => ({
  id: p.id,
  url: p.url,
  alt_en: p.alt.en,
  alt_pt: p.alt.pt,
});

/** A 422's field map keyed by photo (`photos.2.alt_pt` → `<id>.alt_pt`), the list (`photos`) and the files. */
function errorsOf(e: unknown, list: readonly PhotoDraft[]): Errors | null {
  if (!(e instanceof ApiError && e.status === 422)) return null;
  const out: Errors = {};
  for (const [key, messages] of Object.entries(e.errors)) {
    const [head, index, alt] = key.split('.');
    const photo = index === undefined ? undefined : list[Number(index)];
    const at = head === 'pictures' ? 'pictures' : photo && alt ? `${photo.id}.${alt}` : 'photos';
    out[at] = [out[at], ...messages].filter(Boolean).join(' ');
  }
  return out;
}

export function usePhotoList(service: DashboardServiceDetail) {
  const [photos, setPhotos] = useState<PhotoDraft[]>(() => service.photos.map(draftOf));
  const [errors, setErrors] = useState<Errors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [saved, setSaved] = useState(false);
  // Counts uploads, so the file field is drawn afresh (empty) after each one.
  const [uploads, setUploads] = useState(0);
  const add = useAddPhotos(service.id);
  const arrange = useArrangePhotos(service.id);

  // Photos the server has answered so far: an upload's new ones join the end, while what the partner changed on the
  // others stays and a photo removed on the screen but not saved yet does not come back.
  const seen = useRef(new Set(service.photos.map((p) => p.id)));

  const edit = (next: PhotoDraft[]) => {
    setPhotos(next);
    setSaved(false);
  };
  const failed = (e: unknown) => setErrors(errorsOf(e, photos) ?? {});

  return {
    photos,
    errors,
    files,
    saved,
    uploads,
    adding: add.isPending,
    saving: arrange.isPending,
    chooseFiles: (chosen: File[]) => {
      setFiles(chosen);
      setErrors(({ pictures: _gone, ...rest }) => rest);
    },
    move: (i: number, by: -1 | 1) => {
      const next = [...photos];
      const [photo] = next.splice(i, 1);
      if (photo) next.splice(i + by, 0, photo);
      edit(next);
    },
    remove: (i: number) => edit(photos.filter((_, j) => j !== i)),
    describe: (i: number, lang: 'en' | 'pt', text: string) =>
      edit(photos.map((p, j) => (j === i ? { ...p, [`alt_${lang}`]: text } : p))),
    upload: (done: () => void, failedWith: () => void) =>
      add.mutate(files, {
        onSuccess: (answered) => {
          const fresh = answered.photos.filter((p) => !seen.current.has(p.id));
          for (const p of fresh) seen.current.add(p.id);
          setPhotos((list) => [...list, ...fresh.map(draftOf)]);
          setSaved(false);
          setFiles([]);
          setUploads((n) => n + 1);
          setErrors({});
          done();
        },
        onError: (e) => (failed(e), failedWith()),
      }),
    save: (done: () => void, failedWith: () => void) =>
      arrange.mutate(
        { photos: photos.map(({ id, alt_en, alt_pt }) => ({ id, alt_en, alt_pt })) },
        {
          onSuccess: (answered) => {
            setPhotos(answered.photos.map(draftOf));
            setErrors({});
            setSaved(true);
            done();
          },
          onError: (e) => (failed(e), failedWith()),
        },
      ),
  };
}
