/**
 * A picture is kept as data: the strokes in the order they were drawn. Undo takes back one
 * stroke and redo puts it back; a new stroke after an undo forgets what could have been redone.
 */

/** x and y in picture units (0 to PICTURE_SIZE), and the pen's pressure from 0 to 1. */
export type StrokePoint = readonly [x: number, y: number, pressure: number];

/** The picture is a square of this many units, whatever its size on the screen. */
export const PICTURE_SIZE = 1000;

export interface Stroke {
  points: readonly StrokePoint[];
  /** A colour as `#rrggbb`; ignored by the eraser. */
  colour: string;
  /** Width in picture units. */
  size: number;
  erase: boolean;
  /** True when the device gave no real pressure (mouse, finger, keys): it is guessed from speed. */
  simulatePressure: boolean;
}

export interface DrawingHistory {
  strokes: readonly Stroke[];
  /** Strokes taken back by undo, the most recent last. */
  undone: readonly Stroke[];
}

export const EMPTY_HISTORY: DrawingHistory = { strokes: [], undone: [] };

export type DrawingAction =
  { type: 'add'; stroke: Stroke } | { type: 'undo' } | { type: 'redo' } | { type: 'clear' };

export function drawingReducer(history: DrawingHistory, action: DrawingAction): DrawingHistory {
  switch (action.type) {
    case 'add':
      if (action.stroke.points.length === 0) return history;
      return { strokes: [...history.strokes, action.stroke], undone: [] };
    case 'undo': {
      const last = history.strokes.at(-1);
      if (!last) return history;
      return { strokes: history.strokes.slice(0, -1), undone: [...history.undone, last] };
    }
    case 'redo': {
      const next = history.undone.at(-1);
      if (!next) return history;
      return { strokes: [...history.strokes, next], undone: history.undone.slice(0, -1) };
    }
    case 'clear':
      return EMPTY_HISTORY;
  }
}

/** Keeps a point inside the picture. */
export function clampToPicture(value: number): number {
  return Math.min(PICTURE_SIZE, Math.max(0, value));
}
