import arBreathing from '../src/locales/ar/guided-relaxation.json' with { type: 'json' };
import arHub from '../src/locales/ar/hub.json' with { type: 'json' };
import enBreathing from '../src/locales/en/guided-relaxation.json' with { type: 'json' };
import enHub from '../src/locales/en/hub.json' with { type: 'json' };
import arMedia from '../src/locales/ar/media.json' with { type: 'json' };
import enMedia from '../src/locales/en/media.json' with { type: 'json' };
import arNarration from '../src/locales/ar/narration.json' with { type: 'json' };
import enNarration from '../src/locales/en/narration.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const texts = {
  en: { breathing: enBreathing, hub: enHub, media: enMedia, narration: enNarration },
  ar: { breathing: arBreathing, hub: arHub, media: arMedia, narration: arNarration },
} as const;

test('the guided-relaxation video plays its narration with captions that can be hidden and shown', async ({
  page,
  language,
  consoleErrors,
}) => {
  const { breathing, media, narration } = texts[language];
  const slides = narration.videos.guidedRelaxationIntro;
  await page.goto('/exercises/creativity/guided-relaxation/');

  const player = page.getByRole('group', { name: breathing.intro.video, exact: true });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('poster', `/media/${language}/guided-relaxation-intro.jpg`);
  // Picture-in-picture, remote playback and download are off (spec §4).
  await expect(video).toHaveAttribute('disablepictureinpicture', '');
  await expect(video).toHaveAttribute('controlslist', 'nodownload noremoteplayback');

  // The real file plays: a 480p picture and a clock that moves.
  await video.evaluate((element: HTMLVideoElement) => element.play());
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoHeight)).toBe(480);
  // Paused inside the first sentence (0.8 s to 6.2 s), so its caption stays while the test looks.
  await video.evaluate((element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 2;
  });

  // Captions are on by default, drawn by the app in the language's direction.
  const toggle = player.getByRole('button', { name: media.video.captions, exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // (Each caption of the track is also drawn unseen, to hold the strip's height on a phone.)
  const caption = player.getByText(slides.s1.a).filter({ visible: true });
  await expect(caption).toBeVisible();
  await expect(caption).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  await expectNoSeriousA11yViolations(page);

  // Hidden: no caption, even as the narration goes on to the next sentence.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(caption).toBeHidden();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.currentTime = element.duration / 2;
    await element.play();
  });
  await expect(player.locator('[dir][lang]:not([aria-hidden])')).toHaveCount(0);

  // Shown again, from the keyboard: the caption of the current sentence comes back.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(player.locator('[dir][lang]:not([aria-hidden])')).toHaveCount(1, {
    timeout: 10_000,
  });
  const shown = await player.locator('[dir][lang]:not([aria-hidden])').innerText();
  expect(Object.values(slides).flatMap((slide) => Object.values(slide))).toContain(shown);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the hub’s videos are posters until asked: play loads the player, which plays with the focus on it', async ({
    page,
    language,
    consoleErrors,
  }) => {
    const { hub, media } = texts[language];
    const players: string[] = [];
    page.on('request', (request) => {
      if (/narrated-video-player-[\w-]+\.js$/.test(request.url())) players.push(request.url());
      if (request.url().endsWith('.mp4')) players.push(request.url());
    });
    await page.goto('/exercises/');
    const title = hub.videos.aboutApp.title;
    const card = page.getByRole('group', { name: title, exact: true });
    const play = card.getByRole('button', { name: `${media.video.play}: ${title}`, exact: true });
    await expect(play).toBeVisible();
    await expect(play).toHaveText(media.video.play);
    await expect(page.locator('video')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    // Nothing of the player, and no video, loads before someone asks.
    expect(players).toEqual([]);

    const size = async () => {
      const box = await card.boundingBox();
      return { width: box?.width, height: box?.height };
    };
    const before = await size();
    // By keyboard: Enter on the play button plays.
    await play.focus();
    await page.keyboard.press('Enter');
    const video = card.locator('video');
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('src', `/media/${language}/about-app.mp4`);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0.3);
    // As wide as the poster. The caption strip under the picture is as tall as the track's tallest
    // caption: nothing below it moves from one sentence to the next. Paused in the first sentence
    // (0.8 s to 4.1 s or later; two lines in English here), then at 6 s in the second (four).
    expect((await size()).width).toEqual(before.width);
    const caption = card.locator('[dir][lang]:not([aria-hidden])');
    const showAt = async (seconds: number) => {
      await video.evaluate((element: HTMLVideoElement, at: number) => {
        element.pause();
        element.currentTime = at;
      }, seconds);
      await expect(caption).toBeVisible();
      return caption.innerText();
    };
    const first = await showAt(2);
    const firstSize = await size();
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 6;
    });
    await expect(caption).not.toHaveText(first);
    await expect(caption).toBeVisible();
    expect(await size()).toEqual(firstSize);
    await expect(
      card.getByRole('button', { name: media.video.captions, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(consoleErrors).toEqual([]);

    // Offline, the other video says so in its place (without the "next time" sentence).
    await page.context().setOffline(true);
    const other = page.getByRole('group', { name: hub.videos.confidentiality.title, exact: true });
    await other.getByRole('button', { name: media.video.play }).tap();
    await expect(other.getByRole('alert')).toHaveText(media.video.offline);
    await expectNoSeriousA11yViolations(page);
  });
});
