import { runStaffCli } from './commands/staff';

/**
 * `npm run staff -- add NAME [--admin]|list|disable NAME|enable NAME|setup-link NAME|rotate-key|
 * keys|audit verify|audit export`: staff accounts for the inbox, the staff keys and the audit
 * trail (README, "Session requests"). Same configuration as the server (DATABASE_URL, DATA_DIR).
 */
process.exitCode = await runStaffCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
