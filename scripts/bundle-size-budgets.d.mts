export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface SizeRow {
  name: string;
  bytes: number;
  budget: number | null;
  files: string[];
}

export const BUDGETS: {
  frontPage: number;
  shell: number;
  shellFiles: number;
  exercise: number;
  helpers: number;
  lazyPart: number;
};
export const ROUTE_BUDGETS: Readonly<Record<string, number>>;
export const LAZY_PARTS: Record<string, string>;
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: Iterable<string>,
): Set<string>;
export function routePath(src: string): string | null;
export function isExerciseRoute(path: string): boolean;
export function isHelpersRoute(path: string): boolean;
export function measure(input: {
  manifest: Record<string, ManifestChunk>;
  frontPage: Record<string, string[]>;
  gzipSize: (file: string) => number;
  lazyParts?: Record<string, string>;
}): { rows: SizeRow[]; failures: string[]; overBudget: string[] };
export function kb(bytes: number): string;
export function formatTable(rows: SizeRow[]): string;
