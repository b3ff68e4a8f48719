/**
 * "Save as PDF" through the browser's print engine (as the personal sources summary does): the
 * booklet, or one guide (`only`, its element), under a fixed, impersonal file name (the document
 * title while the print window is open). Which guides print stays marked until the print window
 * has closed (`afterprint`) or the next print: some engines lay the page out after `print()`
 * returns.
 */
export async function printGuides(
  fileName: string,
  arabic: boolean,
  only: HTMLElement | null = null,
): Promise<void> {
  // The Arabic print face is fetched only now, and must be there before the page is printed.
  // (Some engines, and test DOMs, have no font loading API: the print then waits on its own.)
  const fonts: FontFaceSet | undefined = document.fonts;
  if (arabic) await fonts?.load('1em Amiri', 'دليل').catch(() => []);
  const root = document.documentElement;
  const clear = () => {
    delete root.dataset.printOne;
    for (const marked of document.querySelectorAll<HTMLElement>('[data-guide-printing]')) {
      delete marked.dataset.guidePrinting;
    }
  };
  clear();
  if (only) {
    root.dataset.printOne = '';
    only.dataset.guidePrinting = '';
  }
  window.addEventListener('afterprint', clear, { once: true });
  const title = document.title;
  document.title = fileName;
  try {
    window.print();
  } finally {
    document.title = title;
  }
}
