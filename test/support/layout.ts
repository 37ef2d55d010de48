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
 * Content of the page's main part cut off sideways where no one can scroll to it: an element
 * reaching past the box of the nearest ancestor that does not let overflow show, when that
 * ancestor hides it (overflow hidden or clip) rather than scrolling it. Up to five descriptions.
 */
export function cutSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('#main-content *, main *')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const { overflowX } = getComputedStyle(a);
        if (overflowX === 'visible') continue;
        const box = a.getBoundingClientRect();
        if ((overflowX === 'hidden' || overflowX === 'clip') && (rect.right > box.right + 1 || rect.left < box.left - 1)) {
          found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${rect.left.toFixed(0)}..${rect.right.toFixed(0)} in ${box.left.toFixed(0)}..${box.right.toFixed(0)}`);
        }
        break;
      }
    }
    return found.slice(0, 5);
  });
}

/**
 * The notification bell keeps its live stream open for as long as the page, so
 * `waitUntil: 'networkidle'` would never come for a signed-in page. Layout walks measure
 * widths, not live updates: the stream is refused (the bell retries with back-off).
 */
export async function withoutLiveStreams(page: Page): Promise<void> {
  await page.route('**/api/me/notifications/stream', (route) => route.abort());
}

/**
 * Waits until no transition or animation of the page is still running (a drawer sliding, a
 * table's rows fading in): a layout is measured as it comes to rest, however slow the machine,
 * instead of after a fixed pause. Endless ones (a spinner) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
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

/**
 * Walks a tablist with the keyboard as the WAI-ARIA tabs pattern has it: the selected tab is the
 * list's only Tab stop, Right/Left (wrapping), End and Home move the focus and select, and each
 * tab names the panel it controls, which names it back. Starts from the tab selected on arrival.
 * Returns what breaks the pattern (empty when none).
 */
export async function tabsPatternProblems(page: Page, tablist: Locator): Promise<string[]> {
  const problems: string[] = [];
  const tabs = tablist.getByRole('tab');
  await tabs.first().waitFor();
  const count = await tabs.count();
  const state = async () => {
    const all = await tabs.evaluateAll((els) => els.map((el) => ({ selected: el.getAttribute('aria-selected') === 'true', tabIndex: (el as HTMLElement).tabIndex, focused: el === document.activeElement, id: el.id, controls: el.getAttribute('aria-controls') })));
    return { all, selected: all.findIndex((t) => t.selected) };
  };
  const expectAt = async (index: number, after: string) => {
    // A tab selected through the router (a #hash) renders after the key's event: give it a moment.
    await tabs.nth(index).and(page.locator('[aria-selected="true"]')).waitFor({ timeout: 1_000 }).catch(() => undefined);
    const { all, selected } = await state();
    if (selected !== index) problems.push(`${after}: tab ${selected} selected, not ${index}`);
    if (!all[index]?.focused) problems.push(`${after}: tab ${index} not focused`);
    const stops = all.filter((t) => t.tabIndex >= 0).length;
    if (stops !== 1 || all[index]!.tabIndex !== 0) problems.push(`${after}: ${stops} tabs in the Tab order`);
    const tab = all[index]!;
    const labelledBy = tab.controls ? await page.locator(`[id="${tab.controls}"]`).getAttribute('aria-labelledby').catch(() => null) : null;
    if (!tab.controls || labelledBy !== tab.id) problems.push(`${after}: tab ${index} and its panel do not name each other`);
  };
  if (!(await tablist.getAttribute('aria-label')) && !(await tablist.getAttribute('aria-labelledby'))) problems.push('the tablist has no name');
  const start = (await state()).selected;
  await tabs.nth(start).focus();
  await expectAt(start, 'on arrival');
  await page.keyboard.press('ArrowRight');
  await expectAt((start + 1) % count, 'ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expectAt(start, 'ArrowLeft');
  await page.keyboard.press('End');
  await expectAt(count - 1, 'End');
  await page.keyboard.press('ArrowRight');
  await expectAt(0, 'ArrowRight past the last');
  await page.keyboard.press('Home');
  await expectAt(0, 'Home');
  return problems;
}

/**
 * Where the page's visible headings (h1-h6 and role=heading, in document order) go down more
 * than one level at a time (h1 then h3), or the first is not an h1: 'h1 "Search" → h3 "City"'.
 */
export function headingJumps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter((el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'));
    const level = (el: HTMLElement) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1));
    const describe = (el: HTMLElement) => `h${level(el)} "${el.textContent?.trim().slice(0, 40)}"`;
    headings.forEach((el, i) => {
      const previous = headings[i - 1];
      if (!previous && level(el) !== 1) found.push(`starts at ${describe(el)}`);
      if (previous && level(el) > level(previous) + 1) found.push(`${describe(previous)} → ${describe(el)}`);
    });
    return found;
  });
}
