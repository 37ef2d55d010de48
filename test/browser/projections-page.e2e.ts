import { Browser, Page } from 'playwright-core';
import { signInBackOffice, snap } from '../support/browser';
import { hiddenSideways, withoutLiveStreams } from '../support/layout';
import { useServerAndBrowser } from '../support/journey';
import { RunningServer } from '../support/server';

const ADMIN = { email: 'projections-admin@bazaar.test', password: 'projections-pass-1' };

/** The back office's Projections page: every read model, its state, position and lag, for an admin. */
describe('back office: projections', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  useServerAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true' }, (s, b) => {
    server = s;
    browser = b;
  });

  beforeAll(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  }, 60_000);

  it('lists every read model live at the head, and filters by state', async () => {
    await signInBackOffice(page, server.url, ADMIN);

    await page.getByRole('menuitem', { name: 'System' }).click();
    await page.getByTestId('projections-table').waitFor();
    await page.getByTestId('projection-state-rates').waitFor();
    expect(await page.getByTestId('projection-state-rates').textContent()).toBe('live');
    const rows = page.getByTestId('projections-table').locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(10);
    expect(await rows.filter({ hasText: 'rate-change-stats' }).count()).toBe(1);
    await snap(page, 'backoffice-projections');

    // The state filter goes to the API and narrows the list.
    await page.goto(`${server.url}/admin/projections?filter=${encodeURIComponent(JSON.stringify({ state: 'live' }))}`);
    await page.getByTestId('projection-state-rates').waitFor();
    const states = await page.locator('[data-testid^="projection-state-"]').allTextContents();
    expect(states.length).toBeGreaterThanOrEqual(10);
    expect(new Set(states)).toEqual(new Set(['live']));
  }, 60_000);

  it('fits 1280 and 390 px: every row’s state and Rebuild button on screen, nothing to scroll sideways', async () => {
    const problems: string[] = [];
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const phone = viewport.width < 600;
      const view = await browser.newPage({ viewport, isMobile: phone, hasTouch: phone });
      await withoutLiveStreams(view);
      await signInBackOffice(view, server.url, ADMIN);
      await view.goto(`${server.url}/admin/projections`);
      await view.getByTestId('rebuild-rate-change-stats').waitFor();
      for (const problem of await hiddenSideways(view)) problems.push(`${viewport.width}: ${problem}`);
      // The longest collection names are the bus-fed ones and the catalogue's vendors.
      for (const name of ['rate-change-stats', 'catalogue-vendors', 'notifications']) {
        for (const testId of [`rebuild-${name}`, `projection-state-${name}`]) {
          const box = (await view.getByTestId(testId).boundingBox())!;
          if (box.x < 0 || box.x + box.width > viewport.width) problems.push(`${viewport.width}: ${testId} at ${box.x.toFixed(0)}..${(box.x + box.width).toFixed(0)}`);
        }
      }
      await snap(view, `backoffice-projections-${viewport.width}`);
      await view.close();
    }
    expect(problems).toEqual([]);
  }, 90_000);
});
