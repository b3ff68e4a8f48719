import type { Page } from '@playwright/test';

/**
 * Starts counting the page's layout shifts from its first paint on (call before `goto`): shifts
 * right after a person's input are left out, as the Cumulative Layout Shift leaves them out.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { wahaLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts since the page loaded (see watchLayoutShifts). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { wahaLayoutShifts: number[] }).wahaLayoutShifts.reduce(
      (sum, shift) => sum + shift,
      0,
    ),
  );
}
