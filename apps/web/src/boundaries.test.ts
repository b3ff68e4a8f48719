// Lints fixture code with the project's import boundaries (eslint-boundaries.js) and expects each
// forbidden import to be refused and each allowed one to pass, so the rules are known to bite.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');

interface Boundaries {
  webBoundaryZones: (webSrc: string) => Linter.RuleEntry[];
}

// Each fixture file and what it imports; `bad` lists the imports lint must refuse.
const FIXTURES: Record<string, { imports: string[]; bad: string[] }> = {
  'features/exercises/mind-body/relaxation/relaxation-screen.ts': {
    imports: [
      './components/figure',
      '../../../../exercise-kit/catalogue',
      '../../../../components/button',
      '../../../../lib/util',
      '../drawing/palette',
      '../../creativity/guided-relaxation/steps',
      '../../../hub/hub',
    ],
    bad: ['../drawing/palette', '../../creativity/guided-relaxation/steps', '../../../hub/hub'],
  },
  // A folder nested inside an exercise is still that exercise, and still closed to the others.
  'features/exercises/mind-body/relaxation/components/figure.ts': {
    imports: ['../relaxation-screen', '../../drawing/palette'],
    bad: ['../../drawing/palette'],
  },
  'features/exercises/mind-body/drawing/palette.ts': {
    imports: ['../relaxation/components/figure', '../../../../routes/route'],
    bad: ['../relaxation/components/figure', '../../../../routes/route'],
  },
  'features/exercises/creativity/guided-relaxation/steps.ts': { imports: [], bad: [] },
  'features/hub/hub.ts': {
    imports: ['../exercises/mind-body/relaxation/relaxation-screen', '../../routes/route'],
    bad: ['../exercises/mind-body/relaxation/relaxation-screen', '../../routes/route'],
  },
  'routes/route.ts': {
    imports: ['../features/hub/hub', '../features/exercises/mind-body/drawing/palette'],
    bad: [],
  },
  'exercise-kit/catalogue.ts': {
    imports: ['../lib/util', '../features/hub/hub', '../routes/route'],
    bad: ['../features/hub/hub', '../routes/route'],
  },
  'components/button.ts': {
    imports: ['../exercise-kit/catalogue', '../features/hub/hub'],
    bad: ['../exercise-kit/catalogue', '../features/hub/hub'],
  },
  'lib/util.ts': { imports: [], bad: [] },
};

let root: string;
let eslint: ESLint;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'waha-boundaries-'));
  for (const [file, { imports }] of Object.entries(FIXTURES)) {
    const path = join(root, 'src', file);
    mkdirSync(dirname(path), { recursive: true });
    const lines = imports.map((from, i) => `import { value as v${i} } from '${from}';`);
    writeFileSync(path, [...lines, 'export const value = 1;', ''].join('\n'));
  }
  const url = pathToFileURL(join(REPO, 'eslint-boundaries.js')).href;
  const { webBoundaryZones } = (await import(url)) as Boundaries;
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX as unknown as ESLint.Plugin },
        settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
        rules: {
          'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones(join(root, 'src')) }],
        },
      },
    ],
  });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The import paths lint refuses in one fixture file. */
async function refused(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(root, 'src', file)]);
  const messages = result?.messages ?? [];
  // A configuration or parsing problem would otherwise look like "nothing refused".
  expect(messages.filter((message) => message.ruleId !== 'import-x/no-restricted-paths')).toEqual(
    [],
  );
  return messages.map((message) => /"([^"]+)"/.exec(message.message)?.[1] ?? message.message);
}

describe('import boundaries', () => {
  it.each(Object.keys(FIXTURES))('refuse exactly the forbidden imports of %s', async (file) => {
    const expected = FIXTURES[file]?.bad ?? [];
    expect((await refused(file)).sort()).toEqual([...expected].sort());
  });
});

describe("the project's own lint configuration", () => {
  it('applies the boundaries to the real exercise folders', async () => {
    const project = new ESLint({ cwd: REPO });
    const filePath = join(
      REPO,
      'apps/web/src/features/exercises/creativity/guided-relaxation/boundary-probe.ts',
    );
    const [result] = await project.lintText(
      "import { suggestExercises } from '@/features/hub/suggestions';\nexport const probe = suggestExercises;\n",
      { filePath },
    );
    expect(result?.messages.map((message) => message.ruleId)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 60_000);

  /** The rules lint reports for one line of code in a probe file at `path` (under the repo). */
  async function rulesFor(path: string, code: string): Promise<(string | null)[]> {
    const project = new ESLint({ cwd: REPO });
    const [result] = await project.lintText(`${code}\nexport const probe = value;\n`, {
      filePath: join(REPO, path),
    });
    return result?.messages.map((message) => message.ruleId) ?? [];
  }

  it('keeps test helpers out of production code, and lets tests use them', async () => {
    const code = "import { renderPlayer as value } from '../test/render-audio-player';";
    expect(await rulesFor('apps/web/src/lib/boundary-probe.ts', code)).toEqual([
      'no-restricted-imports',
    ]);
    expect(await rulesFor('apps/web/src/lib/boundary-probe.test.ts', code)).toEqual([]);
    expect(
      await rulesFor('apps/web/src/test/boundary-probe.ts', code.replace('../test/', './')),
    ).toEqual([]);
  }, 60_000);

  it("keeps the server's code out of the web app", async () => {
    const code = "import { HttpError as value } from '../../../api/src/lib/http-error';";
    expect(await rulesFor('apps/web/src/lib/boundary-probe.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  }, 60_000);

  it("sends imports that leave their folder through '@/', which lint resolves", async () => {
    const climbing = "import { toast as value } from '../../lib/platform/toast';";
    expect(await rulesFor('apps/web/src/features/hub/boundary-probe.ts', climbing)).toEqual([
      'no-restricted-imports',
    ]);
    const aliased = "import { toast as value } from '@/lib/platform/toast';";
    expect(await rulesFor('apps/web/src/features/hub/boundary-probe.ts', aliased)).toEqual([]);
  }, 60_000);

  it('orders imports: packages, then the app, then the folder', async () => {
    const code =
      "import { toast as value } from '@/lib/platform/toast';\nimport { z } from 'zod';\nvoid z;";
    expect(await rulesFor('apps/web/src/features/hub/boundary-probe.ts', code)).toEqual([
      'import-x/order',
    ]);
  }, 60_000);

  it('names files and folders in kebab-case, and routes as the router names them', async () => {
    const code = "import { toast as value } from '@/lib/platform/toast';";
    expect(await rulesFor('apps/web/src/lib/platform/BoundaryProbe.ts', code)).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await rulesFor('apps/web/src/lib/Platform/boundary-probe.ts', code)).toEqual([
      'check-file/folder-naming-convention',
    ]);
    expect(await rulesFor('apps/web/src/routes/_site/$probe_.child.tsx', code)).toEqual([]);
  }, 60_000);
});
