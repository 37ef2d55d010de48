import { Page } from 'playwright-core';

/**
 * Elements that reach past the viewport's sides and are not inside something that clips or
 * scrolls them (the page itself would slide sideways, or the part past the edge is cut).
 * Empty when the page fits; else up to five descriptions, the page width first.
 */
export function sticksOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + 0.5 && rect.left >= -0.5) continue;
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') clipped = true;
      }
      if (!clipped && getComputedStyle(el).position !== 'fixed') found.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${rect.left.toFixed(1)}..${rect.right.toFixed(1)}`);
    }
    if (document.documentElement.scrollWidth > width) found.unshift(`page ${document.documentElement.scrollWidth}px wide`);
    return found.slice(0, 5);
  });
}

/**
 * The notification bell keeps its live stream open for as long as the page, so
 * `waitUntil: 'networkidle'` would never come for a signed-in page. Layout walks measure
 * widths, not live updates: the stream is refused (the bell retries with back-off).
 */
export function withoutLiveStreams(page: Page): Promise<void> {
  return page.route('**/api/me/notifications/stream', (route) => route.abort());
}

/**
 * What a list hides sideways: sticksOut's findings, plus every table or box that scrolls
 * sideways (wider content than the box: columns off-screen until the reader scrolls, and
 * scrolling hides the first ones). Empty when the whole list fits its width.
 */
export async function hiddenSideways(page: Page): Promise<string[]> {
  const scrolled = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#main-content *, main *')) {
      const { overflowX } = getComputedStyle(el);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (el.tagName === 'TEXTAREA' || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      const table = el.querySelector('table');
      const name = table?.getAttribute('data-testid') ?? String(el.className).split(' ')[0];
      found.push(`${name}: ${el.scrollWidth}px of content in ${el.clientWidth}px`);
    }
    return found;
  });
  return [...(await sticksOut(page)), ...scrolled].slice(0, 5);
}
