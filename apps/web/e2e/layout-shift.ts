import { expect, type Page } from '@playwright/test';

interface Shift {
  value: number;
  /** What moved, as `tag#id.class "first words"`, to say in a failure what to look at. */
  sources: string[];
}

/**
 * Starts counting the page's layout shifts from its first paint on (call before `goto`): shifts
 * right after a person's input are left out, as the Cumulative Layout Shift leaves them out.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { wahaLayoutShifts: shifts });
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const words = (node.textContent ?? '').trim().slice(0, 40);
      return `${node.tagName.toLowerCase()}${id}${classes} "${words}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts since the page loaded (see watchLayoutShifts). */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}

/** Each layout shift since the page loaded, with what moved (for a failure's message). */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { wahaLayoutShifts: Shift[] }).wahaLayoutShifts);
}

/** The page has moved no more than `limit` since it loaded; a failure says what moved, and by how much. */
export async function expectLayoutShiftAtMost(page: Page, limit: number): Promise<void> {
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(limit);
}
