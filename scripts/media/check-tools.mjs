// Checks that the tools the media scripts call are installed, and says how to install them if not.
// Run: node scripts/media/check-tools.mjs
import { INSTALL_COMMAND, missingTools } from './lib.mjs';

const missing = missingTools();
if (missing.length > 0) {
  console.error(`Missing tools: ${missing.join(', ')}. Install them (as root) with:`);
  console.error(`  ${INSTALL_COMMAND}`);
  process.exit(1);
}
console.log('espeak-ng, sox, ffmpeg and ffprobe are installed.');
