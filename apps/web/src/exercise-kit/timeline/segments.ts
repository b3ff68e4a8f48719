import type { Segment } from '@waha/shared/timings';

export type { Segment };

/**
 * The index of the segment that holds `seconds` of a segmented audio (one file, one segment per
 * step). Segments include their start and exclude their end, except the last, which also holds the
 * very end of the file; times before the first start belong to the first segment and times past
 * the end to the last. The screen follows the audio with it: breathing (7), muscle relaxation (8),
 * body exercise (15).
 */
export function segmentIndexAt(segments: readonly Segment[], seconds: number): number {
  if (segments.length === 0) throw new Error('No segments');
  const first = segments[0];
  if (!first || !Number.isFinite(seconds) || seconds < first[0]) return 0;
  const index = segments.findIndex(([, end]) => seconds < end);
  return index === -1 ? segments.length - 1 : index;
}

/** Where a segment starts and ends, in seconds of the file. */
export function segmentBounds(segments: readonly Segment[], index: number): Segment {
  const segment = segments[index];
  if (!segment) throw new Error(`No segment ${index}`);
  return segment;
}
