import { useCallback, useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_SIZE, type Stroke, type StrokePoint } from '../stroke-model';
import { paintStrokes } from '../stroke-render';
import { useKeyboardPen } from '../use-keyboard-pen';

export interface Brush {
  colour: string;
  size: number;
  erase: boolean;
}

interface DrawingCanvasProps {
  strokes: readonly Stroke[];
  brush: Brush;
  onStroke: (stroke: Stroke) => void;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * The paper: a square canvas drawn on by mouse, finger or pen (with its pressure where the device
 * gives it), and by keyboard. Strokes are painted from data, so the picture is sharp at any size.
 */
export function DrawingCanvas({ strokes, brush, onStroke, onUndo, onRedo }: DrawingCanvasProps) {
  const { t } = useTranslation('drawing');
  const helpId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokesRef = useRef(strokes);
  const current = useRef<Stroke | null>(null);
  const pointerId = useRef<number | null>(null);
  const frame = useRef(0);
  const [focused, setFocused] = useState(false);

  const paint = useCallback(() => {
    frame.current = 0;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    paintStrokes(context, canvas.width, strokesRef.current, current.current);
  }, []);

  const schedulePaint = useCallback(() => {
    if (frame.current === 0) frame.current = requestAnimationFrame(paint);
  }, [paint]);

  useEffect(() => {
    strokesRef.current = strokes;
    paint();
  }, [strokes, paint]);

  // The canvas has as many pixels as the screen shows, so lines stay sharp on any display.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const pixels = Math.round(canvas.clientWidth * (window.devicePixelRatio || 1));
      if (pixels > 0 && canvas.width !== pixels) {
        canvas.width = pixels;
        canvas.height = pixels;
        paint();
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
    };
  }, [paint]);

  const startStroke = (point: StrokePoint, simulatePressure = true): Stroke => ({
    points: [point],
    colour: brush.colour,
    size: brush.size,
    erase: brush.erase,
    simulatePressure,
  });

  const pen = useKeyboardPen({
    startStroke,
    onDraw: (stroke) => {
      current.current = stroke;
      schedulePaint();
    },
    onStroke,
  });

  const pointFrom = (
    event: { clientX: number; clientY: number; pressure: number },
    isPen: boolean,
  ) => {
    const rect = canvasRef.current?.getBoundingClientRect();
    const width = rect?.width || 1;
    const height = rect?.height || 1;
    return [
      ((event.clientX - (rect?.left ?? 0)) / width) * PICTURE_SIZE,
      ((event.clientY - (rect?.top ?? 0)) / height) * PICTURE_SIZE,
      isPen ? event.pressure : 0.5,
    ] as const;
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (pointerId.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointerId.current = event.pointerId;
    const isPen = event.pointerType === 'pen';
    current.current = startStroke(pointFrom(event, isPen), !isPen);
    schedulePaint();
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    if (!stroke || event.pointerId !== pointerId.current) return;
    const isPen = event.pointerType === 'pen';
    // Between two frames a fast hand moves through several points; the browser keeps them all.
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const points = (events.length > 0 ? events : [event]).map((e) => pointFrom(e, isPen));
    current.current = { ...stroke, points: [...stroke.points, ...points] };
    schedulePaint();
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerId !== pointerId.current) return;
    pointerId.current = null;
    const stroke = current.current;
    current.current = null;
    if (stroke) onStroke(stroke);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="relative mx-auto w-full max-w-[min(100%,70vh)]">
        <canvas
          ref={canvasRef}
          role="application"
          aria-label={t('canvas.label')}
          aria-describedby={helpId}
          tabIndex={0}
          className="block aspect-square w-full touch-none rounded-2xl border-2 border-stone-400 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-oasis-700"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            pen.onBlur();
          }}
          onKeyDown={(event) => {
            const mod = event.ctrlKey || event.metaKey;
            const key = event.key.toLowerCase();
            if (mod && (key === 'y' || (key === 'z' && event.shiftKey))) {
              event.preventDefault();
              onRedo();
            } else if (mod && key === 'z') {
              event.preventDefault();
              onUndo();
            } else {
              pen.onKeyDown(event);
            }
          }}
        />
        {focused && (
          // The picture has its own left-to-right axes in both languages, so the pen is placed
          // with physical offsets.
          <span
            aria-hidden="true"
            data-testid="keyboard-pen"
            className={`pointer-events-none absolute size-5 -translate-1/2 rounded-full border-3 border-oasis-900 ${
              pen.isDown ? 'bg-oasis-700' : 'bg-white/70'
            }`}
            style={{
              left: `${(pen.position.x / PICTURE_SIZE) * 100}%`,
              top: `${(pen.position.y / PICTURE_SIZE) * 100}%`,
            }}
          />
        )}
      </div>
      <p id={helpId} className="text-sm text-stone-700">
        {t('canvas.keyboardHelp')}
      </p>
      <p role="status" className="min-h-6 text-sm font-semibold text-oasis-900">
        {focused ? t(pen.isDown ? 'canvas.penDown' : 'canvas.penUp') : ''}
      </p>
    </div>
  );
}
