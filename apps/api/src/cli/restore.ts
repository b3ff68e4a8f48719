import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { RestoreCheckFailed, restoreBackup } from '../operate/restore';

/**
 * `npm run restore -- FILE`: restores a backup into the configured place, which must hold no
 * database yet, then checks it (integrity, migration level, the audit trail's chain)
 * (docs/operating.md, "Restoring").
 */
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE');
  const { manifest, report, notes } = await restoreBackup(loadConfig(), file);
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (${manifest.dialect})`,
      ...report.lines,
      ...notes,
    ].join('\n  '),
  );
} catch (error) {
  if (error instanceof RestoreCheckFailed) {
    console.error(`Restore refused: ${error.message}\nNothing was put in place.`);
  } else {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exitCode = 1;
}
