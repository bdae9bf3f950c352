// `npm run bench`: the performance report of CONTRACT §7, measured in real Chromium against dist/.
// Prints a table and writes reports/bench.json. Never part of `npm test` (figures are not assertions;
// the load-independent ones, bytes and file counts, are checked there by scripts/size-check.mjs).
// Timed figures are the median of BENCH_RUNS runs (5) with min and max; BENCH_CYCLES mount/unmount
// cycles (1,000) per tag for memory. References are built in the same run: the lead form's floor and a
// Shoelace-style autoloader (scripts/bench/reference/).
// `npm run bench -- --rules`: only the configurator's selection rules (scripts/bench/), timed in Node:
// no build, no browser, nothing written.
// `npm run bench -- --interactions`: only the timed rows of the six-core-widgets and every-tag pages (TBT
// and slowest interaction, BENCH_RUNS runs each), with every run's slowest event listed; nothing written.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstLoadFigures } from './bench/firstLoad.mjs';
import { STEPS } from './bench/interactions.mjs';
import { blockingTime, mountCycles, pageLoad, slowestInteraction } from './bench/measure.mjs';
import { referenceAutoloader, referenceLeadForm } from './bench/reference/build.mjs';
import { repeat } from './bench/stats.mjs';
import { CHROMIUM } from './chromium.mjs';
import { tsLoader } from './load-ts.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The selection rules on the 300-part bench catalogue (scripts/bench/rulesBench.ts), before any load. */
async function rulesFigures() {
  const ts = await tsLoader();
  try {
    const { runRulesBench } = await ts.load('/scripts/bench/rulesBench.ts');
    return runRulesBench();
  } finally {
    await ts.close();
  }
}

/** Starts the demo server on PORT; resolves with its process once it answers. */
async function serve() {
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'pipe',
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('demo on') && resolve());
    server.on('exit', () => reject(new Error('demo server stopped')));
  });
  return server;
}

/** `--interactions`: TBT and the slowest interaction on the core and every-tag pages, nothing else. */
async function interactionsOnly() {
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const server = await serve();
  const browser = await chromium.launch(CHROMIUM);
  const rows = [];
  try {
    for (const [name, path] of [
      ['core', '/pages/core.html'],
      ['all', '/pages/all-tags.html'],
    ]) {
      const url = `${BASE}${path}`;
      const tbt = await repeat(RUNS, () => blockingTime(browser, url));
      const events = [];
      const slowest = await repeat(RUNS, async () => {
        const [event, ms] = await slowestInteraction(browser, url, STEPS);
        events.push(`${event} ${ms}`);
        return ms;
      });
      rows.push({ measure: `${name} page, TBT at 4× CPU`, ...tbt, budget: name === 'core' ? 200 : '—' });
      rows.push({ measure: `${name} page, slowest interaction at 4× CPU`, ...slowest, budget: 100 });
      console.log(`${name} page, each run's slowest interaction:`, events);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.table(rows);
}

if (process.argv.includes('--interactions')) {
  await interactionsOnly();
  process.exit(0);
}

const rules = await rulesFigures();
if (process.argv.includes('--rules')) {
  console.table([
    {
      measure: `configurator rules: ${rules.parts}-part catalogue, ${rules.selections} selections`,
      'mean ms': rules.meanMs,
      'p95 ms': rules.p95Ms,
      'max ms': rules.maxMs,
      budget: '100 ms (p95)',
      ok: rules.p95Ms <= 100 ? 'yes' : 'NO',
    },
  ]);
  process.exit(rules.p95Ms <= 100 ? 0 : 1);
}

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

// The references, built now so the ratios compare figures of the same run and toolchain.
const referenceLead = await referenceLeadForm();
const firstLoad = firstLoadFigures();
const referenceLoader = await referenceAutoloader(
  Object.fromEntries(Object.entries(firstLoad.tags).map(([tag, file]) => [tag, `./chunks/${file}`])),
);

const server = await serve();
const browser = await chromium.launch(CHROMIUM);
const at = (path) => `${BASE}${path}`;

const chunkSize = (prefix) =>
  readdirSync('dist/chunks')
    .filter((f) => f.startsWith(prefix))
    .reduce((sum, f) => sum + gzipSync(readFileSync(`dist/chunks/${f}`)).length, 0);
// The VIN decoder: its Code 128 / Code 39 readers and the camera frame decoder shared with the QR step.
const zxing = chunkSize('vin-scanner-decoder-') + chunkSize('shared-frameDecoder-');
const tasksVision = chunkSize('shared-tasks-vision-');

const PAGES = {
  empty: '/pages/empty.html',
  lead: '/pages/landing-es-ar.html',
  configurator: '/pages/configurator/fiat.html',
  photo: '/pages/security-photo.html',
  reservation: '/pages/reservation/fiat.html',
  core: '/pages/core.html',
  all: '/pages/all-tags.html',
};
const loads = {};
for (const [name, path] of Object.entries(PAGES)) loads[name] = await pageLoad(browser, at(path));

const leadTbt = await repeat(RUNS, () => blockingTime(browser, at(PAGES.lead)));
const coreTbt = await repeat(RUNS, () => blockingTime(browser, at(PAGES.core)));
const allTbt = await repeat(RUNS, () => blockingTime(browser, at(PAGES.all)));
const worstEvents = { core: [], all: [] };
const interaction = async (name) => {
  const [event, ms] = await slowestInteraction(browser, at(PAGES[name]), STEPS);
  worstEvents[name].push(event);
  return ms;
};
const coreInteraction = await repeat(RUNS, () => interaction('core'));
const allInteraction = await repeat(RUNS, () => interaction('all'));
const heap = await mountCycles(browser, at(PAGES.all), Object.keys(firstLoad.tags), CYCLES);
const worstHeap = Object.entries(heap).reduce((a, b) => (b[1] > a[1] ? b : a));

/** Code that must wait for the user's action (camera, face detection, QR, PDF). */
const LAZY =
  /\/chunks\/(vin-scanner-decoder|shared-frameDecoder|promotion-qrDecoder|shared-summaryPdf|shared-qrcode|shared-tasks-vision|[\w-]*mediapipe)/;
const lazyEarly = ['lead', 'configurator', 'photo', 'reservation'].flatMap((name) =>
  Object.keys(loads[name].files).filter((f) => LAZY.test(f)),
);
const smallOnLead = Object.values(loads.lead.files).filter((bytes) => bytes < 1024).length;

const KB_ROW = (measure, bytes, budgetKb, extra = {}) => ({
  measure,
  value: KB(bytes),
  unit: 'KB',
  budget: budgetKb,
  ok: KB(bytes) <= budgetKb,
  ...extra,
});
const TIMED_ROW = (measure, figures, budget) => ({
  measure: `${measure} (median of ${figures.runs})`,
  value: figures.median,
  unit: 'ms',
  budget,
  ok: budget === null || figures.median <= budget,
  min: figures.min,
  max: figures.max,
});
const ratio = (a, b) => Math.round((a / b) * 100) / 100;
const leadRatio = ratio(loads.lead.bytes, referenceLead);
const rows = [
  KB_ROW('loader hub-widgets.js (gzip)', firstLoad.loader, 2, {
    ratio: ratio(firstLoad.loader, referenceLoader),
    reference: `Shoelace-style autoloader of the same ${Object.keys(firstLoad.tags).length} tags: ${KB(referenceLoader)} KB`,
  }),
  {
    measure: `configurator rules: ${rules.parts}-part catalogue, p95 per selection`,
    value: Math.round(rules.p95Ms * 1000) / 1000,
    unit: 'ms',
    budget: 100,
    ok: rules.p95Ms <= 100,
  },
  KB_ROW('page without widgets, all JS (gzip)', loads.empty.bytes, 2),
  KB_ROW('zxing decoder chunk, loaded on Start only (gzip)', zxing, 30),
  KB_ROW('tasks-vision chunk (face check), loaded when the camera opens (gzip)', tasksVision, 50),
  {
    measure: 'lead-form-only page, all JS (gzip) / reference lead form',
    value: KB(loads.lead.bytes),
    unit: 'KB',
    budget: `${Math.round(KB(referenceLead) * 1.05 * 10) / 10} (1.05×)`,
    ok: leadRatio <= 1.05,
    ratio: leadRatio,
    reference: `React 19 + react-dom + r2wc + jotai + valibot + ky lead form: ${KB(referenceLead)} KB`,
  },
  {
    measure: 'lead-form-only page: JavaScript files before any action (chunks < 1 KB)',
    value: Object.keys(loads.lead.files).length,
    unit: 'files',
    budget: 4,
    ok: Object.keys(loads.lead.files).length <= 4 && smallOnLead === 0,
    note: `${smallOnLead} under 1 KB`,
  },
  {
    measure: `one-widget pages (all ${firstLoad.pages.length} tags, from dist/): most files before any action`,
    value: firstLoad.maxFiles.files,
    unit: 'files',
    budget: 4,
    ok: firstLoad.maxFiles.files <= 4,
    note: `${firstLoad.maxFiles.tag}; ${firstLoad.overFour.length} tags over 4`,
  },
  {
    measure: 'one-widget pages (from dist/): chunks under 1 KB on a first load',
    value: firstLoad.smallChunks.length,
    unit: 'files',
    budget: 0,
    ok: firstLoad.smallChunks.length === 0,
  },
  TIMED_ROW('lead-form-only page, TBT at 4× CPU', leadTbt, 200),
  KB_ROW('configurator page before any action, all JS (gzip)', loads.configurator.bytes, 130),
  TIMED_ROW(`six core widgets page (${loads.core.widgets} of 6 defined), TBT at 4× CPU`, coreTbt, 200),
  TIMED_ROW(
    `slowest interaction there at 4× CPU (${[...new Set(worstEvents.core)].join(', ')})`,
    coreInteraction,
    100,
  ),
  TIMED_ROW(`every-tag page (${loads.all.widgets} of 28 defined), TBT at 4× CPU`, allTbt, null),
  TIMED_ROW(
    `slowest interaction there at 4× CPU (${[...new Set(worstEvents.all)].join(', ')})`,
    allInteraction,
    100,
  ),
  KB_ROW('every-tag page before any action, all JS (gzip)', loads.all.bytes, null),
  ...['lead', 'configurator', 'core', 'all'].map((name) => ({
    measure: `${name} page: service requests on first load (identical GETs twice)`,
    value: loads[name].services,
    unit: 'requests',
    budget: 'no duplicate GET',
    ok: loads[name].duplicates.length === 0,
    note: `${loads[name].duplicates.length} duplicated`,
  })),
  {
    measure: 'camera, face, QR and PDF chunks loaded before any action',
    value: lazyEarly.length,
    unit: 'files',
    budget: 0,
    ok: lazyEarly.length === 0,
  },
  {
    measure: `${CYCLES} mount/unmount cycles, heap growth of the worst of ${Object.keys(heap).length} tags (${worstHeap[0]})`,
    value: KB(worstHeap[1]),
    unit: 'KB',
    budget: 1024,
    ok: Object.values(heap).every((bytes) => bytes < 1024 * 1024),
  },
].map((row) => (row.budget === null ? { ...row, budget: '—', ok: null } : row));

const report = {
  date: new Date().toISOString(),
  runs: RUNS,
  cycles: CYCLES,
  references: { leadFormBytes: referenceLead, autoloaderBytes: referenceLoader },
  rows,
  rules,
  heap: Object.fromEntries(Object.entries(heap).map(([tag, bytes]) => [tag, KB(bytes)])),
  firstLoad: firstLoad.pages,
  services: Object.fromEntries(
    Object.entries(loads).map(([name, load]) => [
      name,
      { requests: load.services, duplicates: load.duplicates },
    ]),
  ),
  files: Object.fromEntries(
    Object.entries(loads).map(([name, load]) => [
      name,
      Object.fromEntries(Object.entries(load.files).map(([f, bytes]) => [f, KB(bytes)])),
    ]),
  ),
  spread: { leadTbt, coreTbt, allTbt, coreInteraction, allInteraction },
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);
console.table(
  rows.map((r) => ({
    measure: r.measure,
    value: `${r.value} ${r.unit}`,
    budget: typeof r.budget === 'number' ? `${r.budget} ${r.unit}` : r.budget,
    ratio: r.ratio ?? '',
    'min–max': r.min === undefined ? (r.note ?? '') : `${r.min}–${r.max}`,
    ok: r.ok === null ? 'measured' : r.ok ? 'yes' : 'NO',
  })),
);
const heaviest = Object.entries(report.heap).sort((a, b) => b[1] - a[1]);
console.log(
  `heap growth after ${CYCLES} cycles (KB), heaviest first:`,
  Object.fromEntries(heaviest.slice(0, 8)),
);
for (const [name, load] of Object.entries(loads)) {
  for (const { call, times } of load.duplicates) console.log(`duplicate on ${name}: ${call} ×${times}`);
}
console.log('lead-form page files (gzip KB):', report.files.lead);
console.log('written: reports/bench.json');
await browser.close();
server.kill();
