// The bench's browser measures, each on a fresh page of the demo server in real Chromium.
import { gzipSync } from 'node:zlib';

/** Service requests are the sandbox's (the demo server answers the services under /sandbox/). */
const isService = (url) => new URL(url).pathname.startsWith('/sandbox/');

/**
 * What a page fetches before any user action: every script (gzip bytes by path) and every service
 * request, with the identical GETs (same URL) sent more than once.
 */
export async function pageLoad(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  const services = [];
  page.on('request', (request) => {
    if (isService(request.url())) services.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    } catch {}
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const widgets = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter(
        (el) => el.localName.startsWith('hub-') && customElements.get(el.localName),
      ).length,
  );
  await page.close();
  const counts = new Map();
  for (const call of services) counts.set(call, (counts.get(call) ?? 0) + 1);
  const duplicates = [...counts]
    .filter(([call, n]) => call.startsWith('GET ') && n > 1)
    .map(([call, n]) => ({ call: call.replace(/^GET https?:\/\/[^/]+/, 'GET '), times: n }));
  return {
    bytes: [...scripts.values()].reduce((a, b) => a + b, 0),
    widgets,
    files: Object.fromEntries(scripts),
    services: services.length,
    duplicates,
  };
}

/**
 * Total blocking time of one page load at 4× CPU slowdown, as Lighthouse defines it: the part over
 * 50 ms of every long task after First Contentful Paint.
 */
export async function blockingTime(browser, url) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const tbt = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return window.__longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  });
  await page.close();
  return tbt;
}

/**
 * The slowest interaction (Event Timing: input delay + processing + next paint) at 4× CPU slowdown
 * while a person uses the page: `steps` run in order, each `[label, Playwright action]`.
 * Returns `["label: event name", ms]` (scripts/bench/interactions.mjs tells where its time goes).
 */
export async function slowestInteraction(browser, url, steps) {
  const page = await browser.newPage();
  await page.addInitScript(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId)
          window.__interactions.push([`${window.__step}: ${e.name}`, Math.round(e.duration)]);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const [label, step] of steps) {
    await page.evaluate((name) => {
      window.__step = name;
    }, label);
    await step(page);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(500);
  const list = await page.evaluate(() => window.__interactions);
  await page.close();
  return list.reduce((worst, entry) => (entry[1] > worst[1] ? entry : worst), ['none', 0]);
}

/**
 * JS heap growth (bytes) after `cycles` mount/unmount cycles of each tag on the page: each cycle
 * clones the page's own element (so it keeps its attributes), appends it, lets it render, removes it;
 * every tag gets 50 cycles first, before any is measured.
 * Returns `{ [tag]: bytes }`.
 */
export async function mountCycles(browser, url, tags, cycles) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const run = (tag, n) =>
    page.evaluate(
      async ({ tag, n }) => {
        await customElements.whenDefined(tag);
        const template = document.querySelector(tag)?.cloneNode(false) ?? document.createElement(tag);
        const host = document.createElement('div');
        document.body.append(host);
        for (let i = 0; i < n; i += 1) {
          const el = template.cloneNode(false);
          host.append(el);
          await new Promise((r) => setTimeout(r, 0));
          el.remove();
        }
        host.remove();
        await new Promise((r) => setTimeout(r, 50));
      },
      { tag, n },
    );
  // Every tag is warmed up first (its lazy chunks loaded, its code compiled, the page's caches filled),
  // so the first tag measured is not charged with what the page does once.
  for (const tag of tags) await run(tag, 50);
  const growth = {};
  for (const tag of tags) {
    const before = await heap();
    await run(tag, cycles);
    growth[tag] = (await heap()) - before;
  }
  await page.close();
  return growth;
}
