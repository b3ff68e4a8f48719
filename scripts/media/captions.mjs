// WebVTT captions for the generated narration: one cue per spoken sentence.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60000) % 60).padStart(2, '0');
  const s = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * Writes one WebVTT cue per spoken sentence. A caption stays up a little after its sentence (so
 * short words can be read) but always ends before the next one starts.
 */
export function writeVtt(cues, outPath, totalSeconds) {
  const sorted = [...cues].sort((a, b) => a.start - b.start);
  const lines = ['WEBVTT', ''];
  sorted.forEach((cue, index) => {
    const next = sorted[index + 1]?.start ?? totalSeconds;
    const end = Math.min(cue.start + cue.seconds + 1, next - 0.05);
    lines.push(String(index + 1), `${vttTime(cue.start)} --> ${vttTime(end)}`, cue.text, '');
  });
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, lines.join('\n'));
}
