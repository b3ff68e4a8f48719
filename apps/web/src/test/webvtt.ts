import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test helper: the cues of the committed WebVTT captions, so media tests can check their timing.

export interface Cue {
  start: number;
  end: number;
  text: string;
}

export const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

function seconds(time: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(time);
  if (!match) throw new Error(`Not a WebVTT time: ${time}`);
  const [, h = '0', m = '0', s = '0', ms = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** Cues of a WebVTT file; throws on anything that is not a header, a cue or a blank line. */
export function parseVtt(text: string): Cue[] {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]?.split('\n')[0] ?? '')) {
    throw new Error('Missing WEBVTT header');
  }
  return blocks.slice(1).map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => line.includes('-->'));
    const [start = '', end = ''] = (lines[timing] ?? '').split('-->').map((t) => t.trim());
    const textLines = lines.slice(timing + 1);
    if (timing < 0 || timing > 1 || textLines.length === 0) {
      throw new Error(`Malformed cue: ${block}`);
    }
    return {
      start: seconds(start),
      end: seconds(end.split(/\s/)[0] ?? ''),
      text: textLines.join('\n'),
    };
  });
}

/** The cues of a captions file given by its public path, e.g. "/media/en/breathing.vtt". */
export function readCues(publicPath: string): Cue[] {
  return parseVtt(readFileSync(join(PUBLIC_DIR, publicPath), 'utf8'));
}
