import { getStroke } from 'perfect-freehand';
import { PICTURE_SIZE, type Stroke } from './stroke-model';

type Outline = number[][];

// A finished stroke never changes, so its outline is worked out once.
const outlines = new WeakMap<Stroke, Outline>();

/** The filled shape of a stroke, smoothed by perfect-freehand (pressure real or guessed). */
export function strokeOutline(stroke: Stroke, finished = true): Outline {
  const cached = finished ? outlines.get(stroke) : undefined;
  if (cached) return cached;
  const outline = getStroke(
    stroke.points.map((point) => [...point]),
    {
      size: stroke.size,
      thinning: stroke.erase ? 0 : 0.55,
      smoothing: 0.5,
      streamline: 0.45,
      simulatePressure: stroke.simulatePressure,
      last: finished,
    },
  );
  if (finished) outlines.set(stroke, outline);
  return outline;
}

/** Traces an outline with curves through the midpoints between its points, so it has no corners. */
function traceOutline(context: CanvasRenderingContext2D, outline: Outline): void {
  const first = outline[0];
  if (!first || first.length < 2) return;
  context.beginPath();
  context.moveTo(first[0] ?? 0, first[1] ?? 0);
  for (let i = 0; i < outline.length; i += 1) {
    const point = outline[i] ?? first;
    const next = outline[(i + 1) % outline.length] ?? first;
    const [px = 0, py = 0] = point;
    const [nx = 0, ny = 0] = next;
    context.quadraticCurveTo(px, py, (px + nx) / 2, (py + ny) / 2);
  }
  context.closePath();
  context.fill();
}

/**
 * Paints the strokes (and the one being drawn) on a transparent canvas of `pixels` square. The
 * eraser cuts through what lies under it.
 */
export function paintStrokes(
  context: CanvasRenderingContext2D,
  pixels: number,
  strokes: readonly Stroke[],
  current: Stroke | null = null,
): void {
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, pixels, pixels);
  const scale = pixels / PICTURE_SIZE;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  const paint = (stroke: Stroke, finished: boolean) => {
    context.globalCompositeOperation = stroke.erase ? 'destination-out' : 'source-over';
    context.fillStyle = stroke.erase ? '#000000' : stroke.colour;
    traceOutline(context, strokeOutline(stroke, finished));
  };
  for (const stroke of strokes) paint(stroke, true);
  if (current) paint(current, false);
  context.globalCompositeOperation = 'source-over';
}

/** The picture as a PNG on white paper, `pixels` square, or null where the browser cannot. */
export async function pictureAsPng(
  strokes: readonly Stroke[],
  pixels = 1200,
): Promise<Blob | null> {
  const ink = Object.assign(document.createElement('canvas'), { width: pixels, height: pixels });
  const paper = Object.assign(document.createElement('canvas'), { width: pixels, height: pixels });
  const inkContext = ink.getContext('2d');
  const paperContext = paper.getContext('2d');
  if (!inkContext || !paperContext) return null;
  paintStrokes(inkContext, pixels, strokes);
  paperContext.fillStyle = '#ffffff';
  paperContext.fillRect(0, 0, pixels, pixels);
  paperContext.drawImage(ink, 0, 0);
  return new Promise((resolve) => paper.toBlob(resolve, 'image/png'));
}
