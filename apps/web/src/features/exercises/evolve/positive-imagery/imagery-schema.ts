import { z } from 'zod';
import { FRAMES } from './frames';
import { GALLERY } from './gallery';
import { NOTE_MAX_LENGTH, PHOTO_MAX_DATA_URL_LENGTH } from './imagery-limits';

/** One chosen picture as saved (spec §3: a picture, its note, its frame), checked on decrypt. */
export const imageryPictureSchema = z.object({
  picture: z.discriminatedUnion('source', [
    z.object({ source: z.literal('gallery'), id: z.enum(GALLERY) }),
    z.object({
      source: z.literal('photo'),
      image: z
        .string()
        .max(PHOTO_MAX_DATA_URL_LENGTH)
        .regex(/^data:image\/(jpeg|webp);base64,[A-Za-z0-9+/=]+$/),
    }),
  ]),
  note: z.string().max(NOTE_MAX_LENGTH),
  frame: z.enum(FRAMES),
  order: z.number().int().min(0).max(1000),
  updatedAt: z.iso.datetime(),
});

export type ImageryPicture = z.infer<typeof imageryPictureSchema>;
