// Where the time of an interaction goes: every Event Timing entry with an interactionId (its target, type,
// input delay, processing and presentation), the long tasks of each step, and a CPU profile per step
// (CDP Profiler) summarised as the functions with the most self time. Used by the bench (the slowest
// interaction's name) and on its own: `node scripts/bench/interactions.mjs [core|all] [port]` against a
// running demo server (`npm start`, or the bench's), after `npm run build`.
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../chromium.mjs';

/**
 * Clicks a control as a person does: brought to the middle of the screen first (as one scrolls to what
 * one reads), then clicked once the scroll has painted. Playwright alone clicks a control wherever it
 * lies in the viewport, even in its last few pixels; there, in this headless Chromium, a change drawn
 * only in the bottom band of the viewport (below about 630 of 720 px on the six-core page) is never
 * presented on its own, so the click's Event Timing ran on until some later change higher up painted:
 * the configurator's first version (at y ≈ 695) measured the car's whole update, about 200 ms at 4×,
 * instead of its own next paint, about 55 ms (a probe radio that only busy-waits 30 ms showed the same:
 * no entry at all below that band, 56–80 ms above it).
 */
async function clickCentred(page, locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(200);
  await locator.click();
}

/** What a person does on the six-core-widgets page and the every-tag page, in order, each with its label. */
export const STEPS = [
  [
    'configurator: first radio',
    (page) => clickCentred(page, page.locator('hub-configurator').getByRole('radio').first()),
  ],
  [
    'lead form: first textbox',
    (page) => clickCentred(page, page.locator('hub-lead-form').getByRole('textbox').first()),
  ],
  ['lead form: type "Ana"', (page) => page.keyboard.type('Ana')],
  [
    'recall: first textbox',
    (page) => clickCentred(page, page.locator('hub-recall-search').getByRole('textbox').first()),
  ],
  ['recall: type "ABC1D23"', (page) => page.keyboard.type('ABC1D23')],
];

/** Records Event Timing entries (with the deepest target through open shadow roots) and long tasks. */
function observe() {
  window.__interactions = [];
  window.__longTasks = [];
  const describe = (node) => {
    if (!node) return '?';
    const host = node.getRootNode?.()?.host;
    const label =
      node.getAttribute?.('aria-label') ?? node.getAttribute?.('name') ?? node.textContent?.trim();
    const self = `${node.localName ?? node.nodeName}${label ? `[${String(label).slice(0, 24)}]` : ''}`;
    return host ? `${host.localName} ${self}` : self;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__interactions.push({
        step: window.__step,
        type: e.name,
        target: describe(e.target),
        duration: Math.round(e.duration),
        delay: Math.round(e.processingStart - e.startTime),
        processing: Math.round(e.processingEnd - e.processingStart),
        presentation: Math.round(e.startTime + e.duration - e.processingEnd),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__longTasks.push({ step: window.__step, ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/** The `top` functions with the most self time in a CDP CPU profile, as `[ms, "name url:line"]`. */
export function hottest(profile, top = 12) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop();
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => [Math.round(ms * 10) / 10, key]);
}

/**
 * The `top` functions with the most total time (self and callees) in a CDP CPU profile, counting only
 * our own code's named functions (React components and hooks show here), as `[ms, "name file:line"]`.
 */
export function heaviest(profile, top = 12) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      const file = url.split('/').pop();
      if (!/^[A-Z]|^use[A-Z]/.test(functionName) || !url.includes('/chunks/')) continue;
      const key = `${functionName} ${file}:${lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  }
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, ms]) => [Math.round(ms * 10) / 10, key]);
}

/**
 * Runs the steps on `url` at 4× CPU, each under its own CPU profile. Returns every interaction, the long
 * tasks, and per step its slowest interaction and hottest functions.
 */
export async function interactionReport(browser, url, steps = STEPS) {
  const page = await browser.newPage();
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const perStep = [];
  for (const [label, step] of steps) {
    await page.evaluate((name) => {
      window.__step = name;
    }, label);
    // Two profiles: the action itself (its events handled synchronously) and the 300 ms after it
    // (effects, answers, transitions), so work moved out of the event shows as moved.
    await cdp.send('Profiler.start');
    await step(page);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Profiler.start');
    await page.waitForTimeout(300);
    const { profile: after } = await cdp.send('Profiler.stop');
    perStep.push({
      step: label,
      hottest: hottest(profile),
      heaviest: heaviest(profile),
      heaviestAfter: heaviest(after),
    });
  }
  await page.waitForTimeout(500);
  const { interactions, longTasks } = await page.evaluate(() => ({
    interactions: window.__interactions,
    longTasks: window.__longTasks,
  }));
  await page.close();
  return { interactions, longTasks, perStep };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const which = process.argv[2] ?? 'core';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 5173);
  const path = which === 'all' ? '/pages/all-tags.html' : '/pages/core.html';
  const browser = await chromium.launch(CHROMIUM);
  const report = await interactionReport(browser, `http://127.0.0.1:${port}${path}`);
  await browser.close();
  console.table(report.interactions);
  console.table(report.longTasks);
  const print = (title, rows) => {
    console.log(title);
    for (const [ms, name] of rows) console.log(`  ${String(ms).padStart(7)}  ${name}`);
  };
  for (const { step, hottest: functions, heaviest: components, heaviestAfter } of report.perStep) {
    print(`\n${step}: most self time during the action (ms at 4× CPU)`, functions);
    print(`${step}: components and hooks during the action, total time`, components);
    print(`${step}: components and hooks in the 300 ms after it`, heaviestAfter);
  }
}
