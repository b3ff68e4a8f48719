import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY, clampToPicture, drawingReducer, type Stroke } from './stroke-model';

const stroke = (x: number): Stroke => ({
  points: [[x, x, 0.5]],
  colour: '#000000',
  size: 10,
  erase: false,
  simulatePressure: true,
});

describe('drawingReducer', () => {
  it('undoes one stroke at a time and redoes it', () => {
    let history = drawingReducer(EMPTY_HISTORY, { type: 'add', stroke: stroke(1) });
    history = drawingReducer(history, { type: 'add', stroke: stroke(2) });
    history = drawingReducer(history, { type: 'undo' });
    expect(history.strokes).toEqual([stroke(1)]);
    expect(history.undone).toEqual([stroke(2)]);
    history = drawingReducer(history, { type: 'redo' });
    expect(history.strokes).toEqual([stroke(1), stroke(2)]);
    expect(history.undone).toEqual([]);
  });

  it('forgets what could be redone once a new stroke is drawn', () => {
    let history = drawingReducer(EMPTY_HISTORY, { type: 'add', stroke: stroke(1) });
    history = drawingReducer(history, { type: 'undo' });
    history = drawingReducer(history, { type: 'add', stroke: stroke(3) });
    expect(history).toEqual({ strokes: [stroke(3)], undone: [] });
    expect(drawingReducer(history, { type: 'redo' })).toBe(history);
  });

  it('does nothing to undo or redo when there is nothing, and ignores an empty stroke', () => {
    expect(drawingReducer(EMPTY_HISTORY, { type: 'undo' })).toBe(EMPTY_HISTORY);
    expect(drawingReducer(EMPTY_HISTORY, { type: 'redo' })).toBe(EMPTY_HISTORY);
    const empty = { ...stroke(1), points: [] };
    expect(drawingReducer(EMPTY_HISTORY, { type: 'add', stroke: empty })).toBe(EMPTY_HISTORY);
  });

  it('clears the picture and what could be redone', () => {
    let history = drawingReducer(EMPTY_HISTORY, { type: 'add', stroke: stroke(1) });
    history = drawingReducer(history, { type: 'add', stroke: stroke(2) });
    history = drawingReducer(history, { type: 'undo' });
    expect(drawingReducer(history, { type: 'clear' })).toEqual(EMPTY_HISTORY);
  });

  it('keeps points inside the picture', () => {
    expect(clampToPicture(-5)).toBe(0);
    expect(clampToPicture(1200)).toBe(1000);
    expect(clampToPicture(420)).toBe(420);
  });
});
