import { Locator, Page } from 'playwright-core';

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

/**
 * The contrast ratio (WCAG 2) of an element's text colour against the first opaque background
 * behind it (its own or an ancestor's; white if none): 4.5 or more for normal text.
 */
export async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    let background = [255, 255, 255];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (a >= 1) {
        background = [r!, g!, b!];
        break;
      }
    }
    const [fg, bg] = [luminance(rgb(getComputedStyle(el).color)), luminance(background)];
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}
