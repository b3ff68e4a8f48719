import { runRequestsCli } from './commands/requests';

/**
 * `npm run requests -- list|show ID|export --format csv|mark ID handled`: the staff read session
 * requests with the staff private key (README, "Session requests"). Same configuration as the
 * server (DATABASE_URL, DATA_DIR); the key from --key, WAHA_STAFF_KEY or DATA_DIR/staff-keys/.
 */
process.exitCode = await runRequestsCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
