/**
 * The calm colours shared by free drawing and the mandala. Each has a name in the `drawing`
 * namespace (`colours.<id>`), so a screen reader says "Sea blue", not a hex code.
 */
export const COLOURS = [
  { id: 'charcoal', hex: '#3f3f46' },
  { id: 'sea', hex: '#2f6f8f' },
  { id: 'sky', hex: '#8ec5e0' },
  { id: 'teal', hex: '#3c9a8f' },
  { id: 'leaf', hex: '#5f9e5a' },
  { id: 'olive', hex: '#a3ad62' },
  { id: 'sun', hex: '#f2c94c' },
  { id: 'sand', hex: '#e8d2ab' },
  { id: 'apricot', hex: '#f0a35e' },
  { id: 'coral', hex: '#e07a6a' },
  { id: 'rose', hex: '#e6a1b5' },
  { id: 'lavender', hex: '#b4a0d6' },
  { id: 'earth', hex: '#8a5a3c' },
] as const;

export type ColourId = (typeof COLOURS)[number]['id'];

const HEX = new Map<string, string>(COLOURS.map((colour) => [colour.id, colour.hex]));

export function colourHex(id: ColourId): string {
  return HEX.get(id) ?? '#000000';
}
