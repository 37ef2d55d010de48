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
