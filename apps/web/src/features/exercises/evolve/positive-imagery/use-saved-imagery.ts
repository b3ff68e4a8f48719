import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLoadRecords } from '../../../../exercise-kit/records/records-context';
import { joinOutcomes, type SaveOutcome } from '../../../../exercise-kit/records/save-outcome';
import { useSession } from '../../../../lib/session';
import type { ChosenPicture, ImageryChoice } from './choice';
import type { ImageryPicture } from './imagery-schema';
import { photoMemory } from './photo-memory';

const KIND = 'positive-imagery';
const loadSchema = () => import('./imagery-schema').then((module) => module.imageryPictureSchema);

export interface SavedPicture extends ImageryPicture {
  id: string;
}

/** A saved set as a go: its pictures in their order, own photos back in this page's memory. */
export function choiceFromSaved(saved: readonly SavedPicture[]): ImageryChoice {
  const chosen: ChosenPicture[] = saved.map(({ id, picture, note, frame }) => {
    if (picture.source === 'photo') photoMemory.set(id, picture.image);
    return {
      key: id,
      picture: picture.source === 'gallery' ? picture : { source: 'photo' },
      note,
      frame,
    };
  });
  return {
    chosen,
    photos: chosen.filter((item) => item.picture.source === 'photo').map((item) => item.key),
  };
}

/**
 * The signed-in person's saved pictures (one encrypted `positive-imagery` record each, checked
 * with zod when decrypted); saving writes the whole go and deletes what is no longer in it, and
 * tells whether any of it waits on this device for the network.
 */
export function useSavedImagery() {
  const { account, isPending: sessionPending } = useSession();
  const accountId = account?.id ?? null;
  const load = useLoadRecords();
  const client = useQueryClient();
  const queryKey = ['positive-imagery', accountId] as const;

  const query = useQuery({
    queryKey,
    enabled: !sessionPending && accountId !== null,
    staleTime: Infinity,
    queryFn: async (): Promise<SavedPicture[]> => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const pictures: SavedPicture[] = [];
      for (const record of await store.list<unknown>(KIND)) {
        const parsed = schema.safeParse(record.value);
        if (parsed.success) pictures.push({ id: record.id, ...parsed.data });
      }
      return pictures.sort((a, b) => a.order - b.order);
    },
  });

  const save = useMutation({
    mutationFn: async (choice: ImageryChoice) => {
      const [store, schema] = await Promise.all([load(), loadSchema()]);
      const updatedAt = new Date().toISOString();
      const saved: SavedPicture[] = [];
      const outcomes: SaveOutcome[] = [];
      for (const [order, item] of choice.chosen.entries()) {
        const image = photoMemory.get(item.key);
        const picture =
          item.picture.source === 'gallery' ? item.picture : { source: 'photo', image };
        const value = schema.parse({
          picture,
          note: item.note,
          frame: item.frame,
          order,
          updatedAt,
        });
        outcomes.push(await store.put(KIND, item.key, value));
        saved.push({ id: item.key, ...value });
      }
      const keys = new Set(saved.map((picture) => picture.id));
      for (const old of query.data ?? [])
        if (!keys.has(old.id)) outcomes.push(await store.remove(KIND, old.id));
      return { saved, outcome: joinOutcomes(outcomes) };
    },
    onSuccess: ({ saved }) => client.setQueryData(queryKey, saved),
  });

  const remove = useMutation({
    mutationFn: async () => {
      const store = await load();
      for (const old of query.data ?? []) await store.remove(KIND, old.id);
    },
    onSuccess: () => client.setQueryData(queryKey, []),
  });

  return {
    signedIn: accountId !== null,
    isPending: sessionPending || (accountId !== null && query.isPending),
    isError: query.isError,
    saved: query.data ?? null,
    save: save.mutateAsync,
    isSaving: save.isPending,
    remove: remove.mutateAsync,
  };
}
