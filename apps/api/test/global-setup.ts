import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';

/** Once per test run: a migrated PGlite database for `createMigratedPglite` to copy. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'waha-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
