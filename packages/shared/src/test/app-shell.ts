/** The web app's shell (apps/web/index.html) as the build writes it, for the tests of its edits. */
export const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Waha: free guided self-help exercises for people under stress, trauma or conflict, in English and Arabic."
    />
    <meta name="theme-color" content="#0f766e" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>Waha</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div></body>
</html>`;
