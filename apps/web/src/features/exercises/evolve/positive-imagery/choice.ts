import { readItem, removeItem, writeItem } from '@/lib/platform/device-storage';
import { draftStorageKey } from '@/lib/session/session-drafts';
import { isFrame, type Frame } from './frames';
import { isGalleryPicture, type GalleryPicture } from './gallery';
import { photoMemory } from './photo-memory';

/** A picture chosen in this go; `key` is its record id (`g-<picture>` or `p-<random>`). */
export interface ChosenPicture {
  key: string;
  picture: { source: 'gallery'; id: GalleryPicture } | { source: 'photo' };
  note: string;
  frame: Frame | null;
}

/** The go so far: the chosen pictures in order, and the own photos added (chosen or not). */
export interface ImageryChoice {
  chosen: ChosenPicture[];
  photos: string[];
}

export const EMPTY_CHOICE: ImageryChoice = { chosen: [], photos: [] };

/** Where the go is kept in this tab: a draft, so logging out forgets it (lib/session/session-drafts). */
export const DRAFT_KEY = draftStorageKey('positive-imagery');

export function galleryKey(id: GalleryPicture): string {
  return `g-${id}`;
}

export function newPhotoKey(): string {
  return `p-${crypto.randomUUID()}`;
}

function asChosen(value: unknown): ChosenPicture | null {
  if (!value || typeof value !== 'object') return null;
  const { key, picture, note, frame } = value as Record<string, unknown>;
  if (typeof key !== 'string' || typeof note !== 'string') return null;
  if (frame !== null && !isFrame(frame)) return null;
  if (!picture || typeof picture !== 'object') return null;
  const { source, id } = picture as Record<string, unknown>;
  if (source === 'gallery' && isGalleryPicture(id) && key === galleryKey(id)) {
    return { key, picture: { source, id }, note, frame };
  }
  // An own photo lives only in this page's memory: after a reload it is gone.
  if (source === 'photo' && photoMemory.get(key)) return { key, picture: { source }, note, frame };
  return null;
}

/** The go kept in this tab, or null when there is none (or it is not recognised). */
export function readDraft(): ImageryChoice | null {
  try {
    const stored: unknown = JSON.parse(readItem(DRAFT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { chosen, photos } = stored as Record<string, unknown>;
    if (!Array.isArray(chosen) || !Array.isArray(photos)) return null;
    const keptPhotos = photos.filter(
      (key): key is string => typeof key === 'string' && photoMemory.get(key) !== undefined,
    );
    return {
      chosen: chosen.map(asChosen).filter((item): item is ChosenPicture => item !== null),
      photos: keptPhotos,
    };
  } catch {
    return null;
  }
}

export function writeDraft(choice: ImageryChoice | null): void {
  try {
    if (choice) writeItem(DRAFT_KEY, JSON.stringify(choice));
    else removeItem(DRAFT_KEY);
  } catch {
    // Blocked storage: the go lives as long as the screen does.
  }
}

export function sameChoice(a: ImageryChoice, b: ImageryChoice): boolean {
  const picked = (choice: ImageryChoice) => JSON.stringify(choice.chosen);
  return picked(a) === picked(b);
}

export function toggle(choice: ImageryChoice, picture: ChosenPicture['picture'], key: string) {
  const chosen = choice.chosen.some((item) => item.key === key)
    ? choice.chosen.filter((item) => item.key !== key)
    : [...choice.chosen, { key, picture, note: '', frame: null }];
  return { ...choice, chosen };
}

export function updateChosen(
  choice: ImageryChoice,
  key: string,
  change: Partial<Pick<ChosenPicture, 'note' | 'frame'>>,
): ImageryChoice {
  return {
    ...choice,
    chosen: choice.chosen.map((item) => (item.key === key ? { ...item, ...change } : item)),
  };
}
