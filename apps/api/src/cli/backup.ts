import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createBackup } from '../operate/backup';

/**
 * `npm run backup -- --output FILE`: a consistent copy of the database (while the server runs),
 * the staff public key and the organisation's configuration, in one file; never a private key
 * (docs/operating.md, "Backups"). Same configuration as the server.
 */
try {
  const { values } = parseArgs({ options: { output: { type: 'string', short: 'o' } } });
  if (!values.output) throw new Error('Usage: npm run backup -- --output FILE');
  const { file, manifest } = await createBackup(loadConfig(), values.output);
  const { counts } = manifest;
  console.log(
    `Backup written to ${file}\n` +
      `  ${manifest.dialect}, migration level ${manifest.migrations.at(-1) ?? '(none)'}\n` +
      `  ${counts.users} accounts, ${counts.records} records, ${counts.therapyRequests} session requests, ` +
      `${counts.staffKeys} staff public keys, ${counts.auditEntries} audit entries\n` +
      `  organisation configuration: ${manifest.orgConfig ? 'included' : 'none set'}; private keys: never included`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
