/**
 * "Save as PDF" through the browser's print engine: the document title becomes the file name the
 * browser offers (a fixed, impersonal name — nothing personal) while the print window is open,
 * then goes back. In Arabic, the print face (Amiri) is fetched first, and must be there before the
 * page is printed; some engines, and test DOMs, have no font loading API, and the print then
 * waits on its own.
 */
export async function printAsPdf(fileName: string, arabic: boolean): Promise<void> {
  const fonts: FontFaceSet | undefined = document.fonts;
  if (arabic) await fonts?.load('1em Amiri', 'واحة').catch(() => []);
  const title = document.title;
  const restore = () => {
    document.title = title;
  };
  document.title = fileName;
  window.addEventListener('afterprint', restore, { once: true });
  try {
    window.print();
  } finally {
    restore();
  }
}
