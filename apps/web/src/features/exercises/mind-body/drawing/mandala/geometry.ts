/**
 * Shapes for the pictures, worked out from circles and angles rather than drawn by hand. Every
 * picture lives in a square from -100 to 100 on both axes; angles are in degrees, 0 pointing up
 * and growing clockwise.
 */

export type Point = readonly [x: number, y: number];

const round = (value: number) => Math.round(value * 100) / 100;

export function polar(radius: number, angle: number, centre: Point = [0, 0]): Point {
  const radians = ((angle - 90) * Math.PI) / 180;
  return [
    round(centre[0] + radius * Math.cos(radians)),
    round(centre[1] + radius * Math.sin(radians)),
  ];
}

const at = ([x, y]: Point) => `${x} ${y}`;

export function circle(radius: number, centre: Point = [0, 0]): string {
  const [cx, cy] = centre;
  return `M${at([cx - radius, cy])}A${radius} ${radius} 0 1 0 ${at([cx + radius, cy])}A${radius} ${radius} 0 1 0 ${at([cx - radius, cy])}Z`;
}

/** A whole ring between two radii (its hole left open). */
export function ring(inner: number, outer: number): string {
  return `${circle(outer)}${circle(inner)}`;
}

/** The part of a ring between two angles. */
export function ringSector(inner: number, outer: number, from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  return [
    `M${at(polar(outer, from))}`,
    `A${outer} ${outer} 0 ${large} 1 ${at(polar(outer, to))}`,
    `L${at(polar(inner, to))}`,
    `A${inner} ${inner} 0 ${large} 0 ${at(polar(inner, from))}`,
    'Z',
  ].join('');
}

/** A petal from `base` out to `tip` along `angle`, `halfWidth` degrees wide on each side at its base. */
export function petal(
  base: number,
  tip: number,
  angle: number,
  halfWidth: number,
  centre: Point = [0, 0],
): string {
  const bulge = base + (tip - base) * 0.6;
  return [
    `M${at(polar(base, angle - halfWidth, centre))}`,
    `Q${at(polar(bulge, angle - halfWidth * 1.6, centre))} ${at(polar(tip, angle, centre))}`,
    `Q${at(polar(bulge, angle + halfWidth * 1.6, centre))} ${at(polar(base, angle + halfWidth, centre))}`,
    'Z',
  ].join('');
}

export function polygon(points: readonly Point[]): string {
  return `M${points.map(at).join('L')}Z`;
}

/** An upright rectangle from its top-left to its bottom-right corner. */
export function rect([left, top]: Point, [right, bottom]: Point): string {
  return polygon([
    [left, top],
    [right, top],
    [right, bottom],
    [left, bottom],
  ]);
}

/** A band across the picture from `top` to `bottom`, its upper edge a gentle wave. */
export function waveBand(top: number, bottom: number, waves: number, height: number): string {
  const width = 200 / waves;
  let d = `M-100 ${top}`;
  for (let i = 0; i < waves; i += 1) {
    const x = -100 + i * width;
    d += `Q${round(x + width / 2)} ${top - height} ${round(x + width)} ${top}`;
  }
  return `${d}L100 ${bottom}L-100 ${bottom}Z`;
}

/** Evenly spread angles, starting at `offset`. */
export function angles(count: number, offset = 0): number[] {
  return Array.from({ length: count }, (_, i) => offset + (360 / count) * i);
}
