// Generates the app's short narrated slide videos, apps/web/public/media/<lang>/<name>.{mp4,vtt,jpg},
// from locales/<lang>/narration.json (`videos`): each slide shows its title while the voice reads
// its sentences; the captions are those sentences. The trauma videos, which speak to the listener,
// have a second Arabic recording for women (<name>.female.{mp4,vtt}, from the `_female` texts).
// Slides are drawn by headless Chromium (so Arabic is shaped and laid out right to left by a real
// text engine) and encoded with ffmpeg.
// Run: node scripts/media/videos.mjs [names…] (all five videos without names)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { recordDurations } from './durations.mjs';
import {
  MEDIA_DIR,
  MIN_PAUSE,
  ROOT,
  SAMPLE_RATE,
  assertDuration,
  lineUp,
  loadNarration,
  place,
  recordings,
  requireTools,
  run,
  synthesize,
  toneBed,
  workDir,
  writeRaw,
  writeVtt,
} from './lib.mjs';
import { ADDRESSED } from './narration-texts.mjs';

// The media manifest's names (apps/web/src/lib/media/media-manifest.ts) and their narration keys.
const VIDEOS = {
  'about-app': 'aboutApp',
  confidentiality: 'confidentiality',
  'trauma-understanding': 'traumaUnderstanding',
  'trauma-coping': 'traumaCoping',
  'guided-relaxation-intro': 'guidedRelaxationIntro',
};
// 480p, 16:9 (spec'd low bitrate: slides barely change, so a still-image encode stays small).
const WIDTH = 854;
const HEIGHT = 480;
const FPS = 10;
const PAUSE = MIN_PAUSE;
const SLIDE_PAUSE = 2;
const TAIL_SECONDS = 2;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const FONTS = join(ROOT, 'node_modules', '@fontsource');
const font = (family, file, weight) =>
  `@font-face{font-family:'${family}';font-weight:${weight};src:url('${pathToFileURL(join(FONTS, file)).href}') format('woff2')}`;
const FONT_FACES = [
  font('Noto Sans', 'noto-sans/files/noto-sans-latin-400-normal.woff2', 400),
  font('Noto Sans', 'noto-sans/files/noto-sans-latin-600-normal.woff2', 600),
  font('Noto Sans Arabic', 'noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', 400),
  font('Noto Sans Arabic', 'noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2', 600),
].join('\n');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** One slide as a standalone page: the app's name, the slide title, and a row of progress dots. */
function slideHtml({ language, appName, title, index, count }) {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const family =
    language === 'ar' ? "'Noto Sans Arabic','Noto Sans'" : "'Noto Sans','Noto Sans Arabic'";
  const dots = Array.from(
    { length: count },
    (_, i) => `<span class="dot${i === index ? ' on' : ''}"></span>`,
  ).join('');
  return `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><style>
${FONT_FACES}
html,body{margin:0;width:${WIDTH}px;height:${HEIGHT}px;overflow:hidden}
body{font-family:${family};background:linear-gradient(160deg,#f0fdfa 0%,#ccfbf1 55%,#99f6e4 100%);
color:#134e4a;display:flex;flex-direction:column;justify-content:center;padding-inline:72px;box-sizing:border-box}
.name{position:absolute;inset-block-start:28px;inset-inline-start:40px;font-size:22px;font-weight:600;color:#0f766e}
.sun{position:absolute;inset-block-start:36px;inset-inline-end:52px;width:64px;height:64px;border-radius:50%;background:#fcd34d;opacity:.8}
h1{font-size:50px;line-height:1.35;font-weight:600;margin:0 0 36px;max-width:660px}
.dots{display:flex;gap:12px}.dot{width:14px;height:14px;border-radius:50%;background:#99f6e4;border:2px solid #0f766e}
.dot.on{background:#0f766e}
.waves{position:absolute;inset-inline:0;inset-block-end:0;height:90px}
</style></head><body><div class="name">${escapeHtml(appName)}</div><div class="sun"></div>
<h1>${escapeHtml(title)}</h1><div class="dots">${dots}</div>
<svg class="waves" viewBox="0 0 854 90" preserveAspectRatio="none" aria-hidden="true">
<path d="M0 50 Q 107 20 213 50 T 427 50 T 640 50 T 854 50 V90 H0Z" fill="#5eead4" opacity=".5"/>
<path d="M0 65 Q 107 40 213 65 T 427 65 T 640 65 T 854 65 V90 H0Z" fill="#14b8a6" opacity=".45"/>
</svg></body></html>`;
}

function screenshot(html, png, dir) {
  const page = join(dir, 'slide.html');
  writeFileSync(page, html);
  run(
    CHROMIUM,
    [
      ...['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      ...['--hide-scrollbars', '--force-device-scale-factor=1', '--allow-file-access-from-files'],
      `--window-size=${WIDTH},${HEIGHT}`,
      `--screenshot=${png}`,
      pathToFileURL(page).href,
    ],
    { stdio: 'ignore' },
  );
  if (!existsSync(png)) throw new Error(`Chromium did not write ${png}`);
}

/** Narration timeline of one video: slides in order, each slide's sentences one after another. */
function schedule(slides, say) {
  const entries = [];
  const slideStarts = [];
  for (const slide of slides) {
    const sentences = Object.entries(slide).filter(([key]) => key !== 'title');
    sentences.forEach(([, text], i) => {
      const clip = say(text);
      const last = i === sentences.length - 1;
      entries.push({
        clip,
        hold: clip.seconds + (last ? SLIDE_PAUSE : PAUSE),
        slide: slideStarts.length,
      });
    });
    slideStarts.push(null);
  }
  const { cues, end } = lineUp(entries, 0.8);
  // A slide appears half a second before its first sentence (the first one at 0).
  cues.forEach((cue, i) => {
    const slide = entries[i].slide;
    if (slideStarts[slide] === null) slideStarts[slide] = slide === 0 ? 0 : cue.start - 0.5;
  });
  return { cues, slideStarts, totalSeconds: Math.ceil(end + TAIL_SECONDS) };
}

function encodeVideo({ slidePngs, slideStarts, totalSeconds, raw, outPath, dir }) {
  const list = join(dir, 'slides.txt');
  const lines = slidePngs.flatMap((png, i) => {
    const duration = (slideStarts[i + 1] ?? totalSeconds) - slideStarts[i];
    return [`file '${png}'`, `duration ${duration.toFixed(3)}`];
  });
  // The concat demuxer needs the last file repeated for its duration to count.
  lines.push(`file '${slidePngs.at(-1)}'`);
  writeFileSync(list, `${lines.join('\n')}\n`);
  run(
    'ffmpeg',
    [
      ...['-y', '-hide_banner', '-loglevel', 'error'],
      ...['-f', 'concat', '-safe', '0', '-i', list],
      ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '1', '-i', raw],
      ...['-map', '0:v', '-map', '1:a', '-t', String(totalSeconds)],
      ...[
        '-vf',
        `fps=${FPS},format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        'slow',
        '-tune',
        'stillimage',
      ],
      ...['-crf', '30', '-g', String(FPS * 5), '-profile:v', 'main'],
      ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...['-flags:v', '+bitexact', '-flags:a', '+bitexact'],
      outPath,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

requireTools();
if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium not found at ${CHROMIUM}: apt-get install -y chromium, or set CHROME_PATH`,
  );
  process.exit(1);
}
const { dir, cleanup } = workDir();
// The videos named on the command line (manifest names), or all of them.
const only = process.argv.slice(2);
try {
  for (const [name, key] of Object.entries(VIDEOS)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const addressed = ADDRESSED.includes(`videos.${key}`);
    for (const [language, form, file] of recordings(name, { addressed })) {
      const slides = Object.values(loadNarration(language, form).videos[key]);
      const appName = language === 'ar' ? 'واحة' : 'Waha';
      const outDir = join(MEDIA_DIR, language);
      mkdirSync(outDir, { recursive: true });
      const { cues, slideStarts, totalSeconds } = schedule(slides, (text) =>
        synthesize(text, language, dir),
      );
      const timeline = toneBed(totalSeconds);
      for (const cue of cues) place(timeline, cue, cue.start);
      const slidePngs = slides.map((slide, index) => {
        const png = join(dir, `slide-${index}.png`);
        screenshot(
          slideHtml({ language, appName, title: slide.title, index, count: slides.length }),
          png,
          dir,
        );
        return png;
      });
      const video = join(outDir, `${file}.mp4`);
      encodeVideo({
        slidePngs,
        slideStarts,
        totalSeconds,
        raw: writeRaw(timeline, dir),
        outPath: video,
        dir,
      });
      const seconds = assertDuration(video, totalSeconds, 0.15);
      writeVtt(cues, join(outDir, `${file}.vtt`), totalSeconds);
      if (form === undefined) {
        // The poster is the first slide, so the player shows the title before it starts. Both
        // recordings share it: a first slide's title addresses no one.
        run('ffmpeg', [
          ...['-y', '-hide_banner', '-loglevel', 'error', '-i', slidePngs[0]],
          ...[
            '-q:v',
            '6',
            '-map_metadata',
            '-1',
            '-fflags',
            '+bitexact',
            join(outDir, `${name}.jpg`),
          ],
        ]);
      } else if (slides[0].title !== Object.values(loadNarration(language).videos[key])[0].title) {
        throw new Error(`${name}: the first slide's title has a feminine form, but one poster`);
      }
      console.log(`${language}: ${file} ${cues.length} cues, ${seconds.toFixed(2)} s -> ${video}`);
    }
  }
} finally {
  cleanup();
}
recordDurations();
