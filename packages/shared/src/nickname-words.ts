/**
 * The words a nickname is built from: 6 themes × 8 words × 10 colours. The web app's builder
 * offers them (their texts live in apps/web/src/locales/<language>/nickname-words.json) and the
 * server accepts no other ids at registration. In Arabic an adjective agrees with its noun, so
 * each word records its grammatical gender and each colour has a masculine and a feminine form.
 */
export type ArabicGender = 'masculine' | 'feminine';

export interface NicknameWord {
  id: string;
  arabicGender: ArabicGender;
}

export const NICKNAME_CATEGORIES = ['animals', 'birds', 'plants', 'sea', 'sky', 'land'] as const;
export type NicknameCategory = (typeof NICKNAME_CATEGORIES)[number];

export const NICKNAME_ITEMS: Record<NicknameCategory, readonly NicknameWord[]> = {
  animals: [
    { id: 'gazelle', arabicGender: 'masculine' },
    { id: 'camel', arabicGender: 'masculine' },
    { id: 'horse', arabicGender: 'masculine' },
    { id: 'lion', arabicGender: 'masculine' },
    { id: 'fox', arabicGender: 'masculine' },
    { id: 'cat', arabicGender: 'feminine' },
    { id: 'rabbit', arabicGender: 'masculine' },
    { id: 'turtle', arabicGender: 'feminine' },
  ],
  birds: [
    { id: 'falcon', arabicGender: 'masculine' },
    { id: 'dove', arabicGender: 'feminine' },
    { id: 'eagle', arabicGender: 'masculine' },
    { id: 'owl', arabicGender: 'feminine' },
    { id: 'sparrow', arabicGender: 'masculine' },
    { id: 'swallow', arabicGender: 'masculine' },
    { id: 'peacock', arabicGender: 'masculine' },
    { id: 'nightingale', arabicGender: 'masculine' },
  ],
  plants: [
    { id: 'cedar', arabicGender: 'feminine' },
    { id: 'palm', arabicGender: 'feminine' },
    { id: 'olive', arabicGender: 'feminine' },
    { id: 'jasmine', arabicGender: 'feminine' },
    { id: 'rose', arabicGender: 'feminine' },
    { id: 'oak', arabicGender: 'feminine' },
    { id: 'fig', arabicGender: 'feminine' },
    { id: 'lily', arabicGender: 'feminine' },
  ],
  sea: [
    { id: 'wave', arabicGender: 'feminine' },
    { id: 'pearl', arabicGender: 'feminine' },
    { id: 'shell', arabicGender: 'feminine' },
    { id: 'dolphin', arabicGender: 'masculine' },
    { id: 'coral', arabicGender: 'feminine' },
    { id: 'harbour', arabicGender: 'masculine' },
    { id: 'anchor', arabicGender: 'feminine' },
    { id: 'island', arabicGender: 'feminine' },
  ],
  sky: [
    { id: 'star', arabicGender: 'feminine' },
    { id: 'moon', arabicGender: 'masculine' },
    { id: 'cloud', arabicGender: 'feminine' },
    { id: 'comet', arabicGender: 'masculine' },
    { id: 'dawn', arabicGender: 'masculine' },
    { id: 'breeze', arabicGender: 'feminine' },
    { id: 'planet', arabicGender: 'masculine' },
    { id: 'sun', arabicGender: 'feminine' },
  ],
  land: [
    { id: 'mountain', arabicGender: 'masculine' },
    { id: 'valley', arabicGender: 'masculine' },
    { id: 'river', arabicGender: 'masculine' },
    { id: 'oasis', arabicGender: 'feminine' },
    { id: 'meadow', arabicGender: 'masculine' },
    { id: 'spring', arabicGender: 'masculine' },
    { id: 'stone', arabicGender: 'masculine' },
    { id: 'dune', arabicGender: 'masculine' },
  ],
};

export const NICKNAME_COLOURS = [
  'blue',
  'green',
  'red',
  'yellow',
  'white',
  'golden',
  'silver',
  'purple',
  'orange',
  'turquoise',
] as const;
export type NicknameColour = (typeof NICKNAME_COLOURS)[number];

/** Whether the three ids are a choice the builder offers: a theme, one of its words, a colour. */
export function isBuilderChoice(parts: {
  category: string;
  item: string;
  colour: string;
}): boolean {
  const items: readonly NicknameWord[] | undefined = Object.hasOwn(NICKNAME_ITEMS, parts.category)
    ? NICKNAME_ITEMS[parts.category as NicknameCategory]
    : undefined;
  return (
    items !== undefined &&
    items.some((word) => word.id === parts.item) &&
    (NICKNAME_COLOURS as readonly string[]).includes(parts.colour)
  );
}
