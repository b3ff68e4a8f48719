import { runDoctor } from '../operate/doctor';

/**
 * `npm run doctor`: checks the server's setup, one line each, and ends with a support string to
 * paste into a bug report (docs/operating.md, "Checking a server"). Exits 1 on an error.
 */
const { lines, exitCode } = await runDoctor();
console.log(lines.join('\n'));
process.exitCode = exitCode;
