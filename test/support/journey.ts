import { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { RunningServer, startServer } from './server';

/**
 * One built server (with `env`) and one Chromium for a describe block: started before its
 * tests, stopped after them. `ready` hands both over; a block's own beforeAll hooks
 * declared after this call run once they are up.
 */
export function useServerAndBrowser(env: Record<string, string>, ready: (server: RunningServer, browser: Browser) => void): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchChromium();
    ready(server, browser);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
