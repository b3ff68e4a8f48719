import { printAsPdf } from '@/lib/platform/print-as-pdf';

/**
 * "Save as PDF" (`printAsPdf`) of the booklet, or of one guide (`only`, its element). Which
 * guides print stays marked until the print window has closed (`afterprint`) or the next print:
 * some engines lay the page out after `print()` returns.
 */
export async function printGuides(
  fileName: string,
  arabic: boolean,
  only: HTMLElement | null = null,
): Promise<void> {
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
  await printAsPdf(fileName, arabic);
}
