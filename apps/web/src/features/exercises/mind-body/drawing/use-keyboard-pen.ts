import { useRef, useState, type KeyboardEvent } from 'react';
import { PICTURE_SIZE, clampToPicture, type Stroke, type StrokePoint } from './stroke-model';

/** How far one arrow key moves the pen, in picture units; with Shift, five times as far. */
export const PEN_STEP = 20;

const MOVES: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface KeyboardPenOptions {
  /** The stroke a lowered pen starts, given its first point. */
  startStroke: (point: StrokePoint) => Stroke;
  /** Called as the stroke being drawn grows, to show it. */
  onDraw: (stroke: Stroke | null) => void;
  onStroke: (stroke: Stroke) => void;
}

/**
 * Drawing without a pointer: the arrow keys move a visible pen, Space lowers it (the moves then
 * draw) and lifts it again (the line becomes one stroke, undone as one).
 */
export function useKeyboardPen({ startStroke, onDraw, onStroke }: KeyboardPenOptions) {
  const [position, setPosition] = useState({ x: PICTURE_SIZE / 2, y: PICTURE_SIZE / 2 });
  const [isDown, setIsDown] = useState(false);
  const stroke = useRef<Stroke | null>(null);

  const lift = () => {
    const drawn = stroke.current;
    stroke.current = null;
    setIsDown(false);
    onDraw(null);
    if (drawn) onStroke(drawn);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ') {
      event.preventDefault();
      if (event.repeat) return;
      if (isDown) {
        lift();
      } else {
        stroke.current = startStroke([position.x, position.y, 0.5]);
        setIsDown(true);
        onDraw(stroke.current);
      }
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? PEN_STEP * 5 : PEN_STEP;
    const next = {
      x: clampToPicture(position.x + move[0] * step),
      y: clampToPicture(position.y + move[1] * step),
    };
    setPosition(next);
    if (stroke.current) {
      stroke.current = {
        ...stroke.current,
        points: [...stroke.current.points, [next.x, next.y, 0.5]],
      };
      onDraw(stroke.current);
    }
  };

  /** Leaving the drawing area lifts the pen, so the line drawn so far is kept. */
  const onBlur = () => {
    if (isDown) lift();
  };

  return { position, isDown, onKeyDown, onBlur };
}
