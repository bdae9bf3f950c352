// `npm run gallery`: screenshots of every widget's notable states in every skin, both markets and at
// 1280 and 390 px, from the demo pages in real Chromium, written to reports/gallery/ with an index.html
// a reviewer opens to see the whole product in one place. Never part of `npm test`: nothing is asserted.
//
// States per widget: `first` (the first view, settled), `invalid` (its first submit button pressed on an
// empty form: the messages beside the fields), `progressed` (a short scripted step for the widgets that
// have one, e.g. the lead form filled in), `failing` (every service answers 500: the specification's
// message and a retry), `dark` (the brand's -dark skin). Plus the bare and dark host pages, whole.
//
// Options: `--no-build` (reuse dist/), `--brands=fiat,jeep`, `--pages=brand,configurator`,
// `--markets=pt-BR`, `--widths=390`, `--shard=2/4` (every 4th page job from the 2nd: a full run in parts);
// GALLERY_PORT (default 4190), GALLERY_PAGES (parallel pages, default 4).
// A full run is about 340 page jobs (19 pages × 9 brands × 2 markets), each loaded 4 times and shot at both
// widths by resizing: tens of minutes on a quiet 2-core machine; narrow it with the options while iterating,
// or run it in shards one after the other (`--shard=1/4` first: it clears reports/gallery/; the others add
// to it, and the index shows every shard written so far).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { tsLoader } from './load-ts.mjs';

const root = resolve(import.meta.dirname, '..');
const OUT = join(root, 'reports/gallery');
const PORT = Number(process.env.GALLERY_PORT ?? 4190);
const BASE = `http://127.0.0.1:${PORT}`;
const PARALLEL = Math.max(1, Number(process.env.GALLERY_PAGES ?? 4));
const WIDTHS = [1280, 390];
const MARKETS = ['pt-BR', 'es-AR'];
/** Whole host pages shown as they are: the bare CMS page and the dark host page. */
const HOST_PAGES = [
  { name: 'bare', path: '/pages/bare.html' },
  { name: 'dark-light-visitor', path: '/pages/dark.html', scheme: 'light' },
  { name: 'dark-dark-visitor', path: '/pages/dark.html', scheme: 'dark' },
];

const option = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const ts = await tsLoader();
const { BRANDS, BRAND_NAMES } = await ts.load('/core/brands.ts');
// The browser tests' Chromium (Debian's, with their flags): one definition of how to launch it.
const { launchOptions } = (await ts.load('/test/browser/playwright.config.ts')).default.use;
await ts.close();
const brands = option('brands') ?? BRANDS;
const markets = option('markets') ?? MARKETS;
const widths = (option('widths') ?? WIDTHS).map(Number);
/** This run's part of the page jobs: `[k, n]` for `--shard=k/n` (1 ≤ k ≤ n), `[1, 1]` for all of them. */
const shard = (option('shard')?.[0] ?? '1/1').split('/').map(Number);
if (!(shard[1] >= 1 && shard[0] >= 1 && shard[0] <= shard[1])) {
  console.error('gallery: --shard=k/n with 1 ≤ k ≤ n');
  process.exit(1);
}

/**
 * A short scripted step per tag reaching a progressed state (best effort: a step that cannot run is
 * reported in the index, and the gallery goes on). `w` is the widget's locator.
 */
const PROGRESS = {
  // The lead form in every variant (brand page, contact, signed-in account): the fields it shows filled in,
  // those the account prefilled kept.
  'hub-lead-form': async (w, market) => {
    const ar = market === 'es-AR';
    const optional = async (locator, act) => {
      if (await locator.count()) await act(locator.first());
    };
    const type = async (box, text) => {
      if (!(await box.inputValue())) await box.pressSequentially(text);
    };
    await type(
      w.getByRole('textbox', { name: ar ? /nombre y apellido/i : /nome completo/i }),
      ar ? 'Martina González' : 'Ana Souza',
    );
    await type(
      w.getByRole('textbox', { name: /e-mail/i }),
      ar ? 'martina@example.com.ar' : 'ana@example.com.br',
    );
    await type(w.getByRole('textbox', { name: /celular/i }), ar ? '1151234567' : '11987654321');
    // The document, where the form asks for it (valid numbers of the sandbox's Ana and Martina).
    await optional(w.getByRole('textbox', { name: /^(CPF|CUIL)$/ }), (box) =>
      type(box, ar ? '27321234564' : '39053344705'),
    );
    // Where the form asks for a place and a dealer (the brand page's and the account's; not the contact form).
    const city = w.getByRole('combobox', { name: /cidade|ciudad/i });
    if (await city.count()) {
      const place = ar ? 'Córdoba' : 'São Paulo';
      await w.getByRole('combobox', { name: /estado|provincia/i }).selectOption({ label: place });
      await city.selectOption({ label: place });
      // The dealers of the city load after it is chosen.
      const dealer = w.locator('input[name="dealer"]').first();
      await dealer.waitFor({ timeout: 8000 });
      await dealer.check();
    }
    // The contact form's reason, the message, the first way to be contacted.
    await optional(w.getByRole('combobox', { name: /motivo/i }), (box) => box.selectOption({ index: 1 }));
    await optional(w.getByRole('textbox', { name: /mensagem|mensaje/i }), (box) =>
      box.fill(
        ar ? '¿Qué versiones tienen para entrega inmediata?' : 'Quais versões vocês têm a pronta entrega?',
      ),
    );
    await optional(
      w
        .getByRole('group', { name: ar ? 'Acepto recibir contacto por' : 'Aceito receber contato por' })
        .getByRole('checkbox'),
      (box) => box.check(),
    );
  },
  'hub-whatsapp-chat': async (w, market) => {
    await w
      .getByRole('textbox')
      .first()
      .fill(market === 'es-AR' ? 'Martina' : 'Ana');
  },
  // A version, a colour and a coating chosen (each step's first choice), then the summary (the last step).
  'hub-configurator': async (w, market) => {
    const ar = market === 'es-AR';
    // A brand the market does not sell has no version to choose (the configurator says so).
    if ((await w.getByRole('radio').count()) === 0) throw new NoSuchState();
    // The step on show is the one place with radios (the location box above has none).
    await w.getByRole('radio').first().check();
    const steps = w.getByRole('navigation');
    for (const step of ar ? ['Color', 'Tapizado'] : ['Cor', 'Revestimento']) {
      await steps.getByRole('button', { name: new RegExp(`^${step}$`) }).click();
      await w.getByRole('radio').first().check();
    }
    await steps.getByRole('button', { name: ar ? /^Resumen$/ : /^Resumo$/ }).click();
    await w
      .getByRole('heading', { name: ar ? /Resumen/ : /Resumo/ })
      .first()
      .waitFor();
  },
  // The simulation's result for the car the configurator above sent (its step runs first): the first way
  // to finance chosen, the down payment raised a notch.
  'hub-financing': async (w, market) => {
    const ar = market === 'es-AR';
    // No car to simulate where the brand is not sold in the market (the configurator above says so).
    const configurator = w.page().locator('hub-configurator');
    if (await configurator.getByText(/no se venden en Argentina/).count()) throw new NoSuchState();
    const flows = w.getByRole('region', { name: ar ? 'Elegí cómo financiar' : 'Escolha como financiar' });
    if (await flows.count()) await flows.getByRole('button').first().click();
    await w.getByRole('slider').first().press('ArrowRight');
    await w
      .getByRole('region', { name: ar ? 'Resultado de la simulación' : 'Resultado da simulação' })
      .waitFor();
  },
  // The reservation for the car the configurator beside it holds: its first version and the first colour
  // with units in stock chosen, so the reservation shows its units and the way to go on.
  'hub-reservation': async (w, market) => {
    const ar = market === 'es-AR';
    const configurator = w.page().locator('hub-configurator');
    // The configurator's own step may have run first (it ends on the summary, the version chosen).
    const colourStep = configurator
      .getByRole('navigation')
      .getByRole('button', { name: ar ? /^(Paso completado: )?Color$/ : /^(Etapa concluída: )?Cor$/ });
    if ((await colourStep.count()) === 0) {
      if ((await configurator.getByRole('radio').count()) === 0) throw new NoSuchState();
      await configurator.getByRole('radio').first().check();
    }
    await colourStep.click();
    const colours = configurator.getByRole('radiogroup').getByRole('radio');
    const stock = w.getByText(/unidades dispon|Nenhum veículo disponível|No hay vehículos disponibles/);
    await colours.first().waitFor();
    for (let i = 0; i < (await colours.count()); i += 1) {
      await colours.nth(i).check();
      await stock.waitFor({ timeout: 4000 }).catch(() => {});
      if (/unidades/.test((await stock.count()) ? await stock.first().innerText() : '')) break;
    }
  },
  // The signed-in account's personal data opened for editing (the form with what the account holds).
  'hub-account': async (w, market) => {
    const edit = w.getByRole('button', {
      name: market === 'es-AR' ? 'Editar datos personales' : 'Editar dados pessoais',
    });
    if ((await edit.count()) === 0) throw new NoSuchState();
    await edit.click();
    await w.getByRole('textbox').first().waitFor();
  },
  // The fleet rental's intent form begun: the company's name typed in (the views without a form: none).
  'hub-rental': async (w, market) => {
    const company = w.getByRole('textbox', { name: /Nome da empresa|Nombre de la empresa/ });
    if ((await company.count()) === 0) throw new NoSuchState();
    await company.pressSequentially(market === 'es-AR' ? 'Flota Sur S.A.' : 'Frota Sul Ltda');
  },
};

/** Closes a widget's open modal (a first visit's welcome, say) so the form behind it can be used. */
async function closeModal(w) {
  const dialog = w.locator('dialog[open]');
  if ((await dialog.count()) === 0) return;
  // Focus is trapped inside the modal: Escape from the keyboard closes it.
  await w.page().keyboard.press('Escape');
  await dialog.first().waitFor({ state: 'hidden', timeout: 2000 });
}

/** Waits until the page's widgets have settled: rendered, network idle, no skeleton or spinner (bounded waits). */
async function settle(page) {
  // Every widget defined (the loader imports each tag's code lazily) and rendered.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('hub-'))
          .every((el) => el.matches(':defined') && el.shadowRoot?.querySelector('.hub-root > *')),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 2500 }).catch(() => {});
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll('*')].some((el) =>
          el.shadowRoot?.querySelector('.hub-skeleton, .hub-spinner, [data-loading]'),
        ),
      null,
      { timeout: 2500 },
    )
    .catch(() => {});
  await page.waitForTimeout(150);
}

/** The page's top-level widgets that have a size. */
async function widgetsOf(page) {
  const tags = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('hub-') && el.getBoundingClientRect().height > 0)
      .map((el) => el.localName),
  );
  const seen = new Map();
  return tags.map((tag) => {
    const n = seen.get(tag) ?? 0;
    seen.set(tag, n + 1);
    return { tag, nth: n, id: n ? `${tag}-${n + 1}` : tag };
  });
}

const shots = [];
const notes = [];
/** A state a widget does not have (no scripted step, no submit button): skipped, not reported. */
class NoSuchState extends Error {}

async function shoot(locator, file, meta) {
  try {
    await locator.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => {});
    // A widget taller than the window (a long version list): its lazy pictures below the fold load as a
    // shopper scrolls, but a shot of the whole element would show their empty stages. Load them first.
    await locator
      .evaluate(async (el) => {
        const images = [...(el.shadowRoot ?? el).querySelectorAll('img[loading="lazy"]')];
        for (const image of images) image.loading = 'eager';
        const loaded = (image) =>
          image.complete ||
          new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          });
        await Promise.race([Promise.all(images.map(loaded)), new Promise((done) => setTimeout(done, 2000))]);
      })
      .catch(() => {});
    await locator.screenshot({ path: join(OUT, file), animations: 'disabled', timeout: 8000 });
    shots.push({ ...meta, file });
  } catch (error) {
    notes.push(`${file}: ${String(error.message).split('\n')[0]}`);
  }
}

/** Every state of every widget of one page, in one brand and market, at every width. */
async function pageJob(browser, template, brand, market) {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(3000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const path = `/pages/${template}/${brand}.html${market === 'es-AR' ? '?market=es-AR' : ''}`;
  const name = (width, state, id) => `${template}/${brand}-${market}-${width}-${state}-${id}.png`;
  const meta = (width, state, tag, id) => ({ template, brand, market, width, state, tag, id });
  try {
    await page.goto(BASE + path);
    await settle(page);
    const widgets = await widgetsOf(page);
    /** Each widget: the state reached (by `act`, once), then a shot at every width. */
    const each = async (state, act) => {
      await page.setViewportSize({ width: widths[0], height: 900 });
      for (const w of widgets) {
        const locator = page.locator(w.tag).nth(w.nth);
        if (act) {
          try {
            await act(locator, w);
            await page.waitForTimeout(300);
          } catch (error) {
            if (!(error instanceof NoSuchState))
              notes.push(
                `${template} ${brand} ${market} ${w.id} ${state}: ${String(error.message).split('\n')[0]}`,
              );
            continue;
          }
        }
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          if (width !== widths[0]) await page.waitForTimeout(150);
          await shoot(locator, name(width, state, w.id), meta(width, state, w.tag, w.id));
        }
        await page.setViewportSize({ width: widths[0], height: 900 });
      }
    };
    await each('first');
    // Dark: the brand's -dark skin on every widget, without reloading.
    await page.evaluate((skin) => {
      for (const el of document.querySelectorAll('*'))
        if (el.localName.startsWith('hub-')) el.setAttribute('skin', skin);
    }, `${brand}-dark`);
    await page.waitForTimeout(200);
    await each('dark');
    await page.goto(BASE + path);
    await settle(page);
    await each('progressed', async (locator, w) => {
      const step = PROGRESS[w.tag];
      if (!step) throw new NoSuchState();
      await step(locator, market);
      await settle(page);
    });
    await page.goto(BASE + path);
    await settle(page);
    await each('invalid', async (locator) => {
      await closeModal(locator);
      const submit = locator.locator('button[type="submit"]:visible').first();
      if ((await submit.count()) === 0) throw new NoSuchState();
      await submit.click({ timeout: 3000 });
    });
    // Failing: every service answers 500 (the page's own sandbox routes only), then the first view.
    await page.route('**/sandbox/**', (route) =>
      route.request().url().includes('__sandbox')
        ? route.continue()
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"unavailable"}' }),
    );
    await page.goto(BASE + path);
    await settle(page);
    await each('failing');
  } catch (error) {
    notes.push(`${path}: ${String(error.message).split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

/** A whole host page at every width. */
async function hostJob(browser, host) {
  const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: host.scheme ?? 'light' });
  const page = await context.newPage();
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(BASE + host.path);
      await settle(page);
      const file = `host/${host.name}-${width}.png`;
      await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled' });
      shots.push({
        template: 'host pages',
        brand: host.name,
        market: '',
        width,
        state: 'page',
        tag: 'page',
        id: 'page',
        file,
      });
    }
  } catch (error) {
    notes.push(`${host.path}: ${String(error.message).split('\n')[0]}`);
  } finally {
    await context.close();
  }
}

/** Items grouped by a key, in first-seen order (Map.groupBy needs Node 21). */
function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const html = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The index: per template and widget, a row per brand, the shots grouped by market, width and state. */
function indexHtml(seconds, shots, notes) {
  const byTemplate = groupBy(shots, (s) => s.template);
  const sections = [...byTemplate].map(([template, list]) => {
    const byWidget = groupBy(list, (s) => s.id);
    const widgets = [...byWidget].map(([id, items]) => {
      const rows = [...groupBy(items, (s) => `${s.brand} ${s.market}`)].map(([key, row]) => {
        const figures = row
          .map(
            (s) =>
              `<figure><a href="${html(s.file)}"><img loading="lazy" src="${html(s.file)}" alt="${html(`${id} ${key} ${s.width} px ${s.state}`)}"></a><figcaption>${s.width} px · ${html(s.state)}</figcaption></figure>`,
          )
          .join('');
        const [brand, market] = key.split(' ');
        return `<div class="row"><h4>${html(BRAND_NAMES[brand] ?? brand)} ${html(market ?? '')}</h4><div class="shots">${figures}</div></div>`;
      });
      return `<details><summary>${html(id)} (${items.length})</summary>${rows.join('')}</details>`;
    });
    return `<section><h2>${html(template)}</h2>${widgets.join('')}</section>`;
  });
  const noteList = notes.length
    ? `<details><summary>${notes.length} states not reached</summary><ul>${notes.map((n) => `<li>${html(n)}</li>`).join('')}</ul></details>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>hub-widgets gallery</title>
<style>
body { margin: 0 auto; max-width: 110rem; padding: 1rem; font-family: system-ui, sans-serif; }
summary { cursor: pointer; font-weight: 600; padding-block: 0.25rem; }
.row { border-block-start: 1px solid #ddd; padding-block: 0.5rem; }
.row h4 { margin: 0 0 0.25rem; }
.shots { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-start; }
figure { margin: 0; }
img { display: block; max-width: 320px; max-height: 320px; border: 1px solid #ccc; background: #f5f5f5; }
figcaption { font-size: 0.75rem; color: #555; }
</style>
</head>
<body>
<h1>hub-widgets gallery</h1>
<p>${shots.length} screenshots of ${html(templates.length)} demo pages × ${html(brands.length)} brands × ${html(markets.join(', '))} at ${html(widths.join(' and '))} px, in ${seconds} s. States: first view, dark skin, progressed (scripted step), invalid (empty submit), failing (services answer 500).</p>
${noteList}
${sections.join('\n')}
</body>
</html>
`;
}

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(1);
}
const started = Date.now();
const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'pipe',
});
await new Promise((done, fail) => {
  server.stdout.on('data', (d) => String(d).includes('demo on') && done());
  server.on('exit', () => fail(new Error('demo server stopped')));
});
// The per-brand demo templates, as the demo server's index links them (scripts/serve.mjs decides).
const linked = (await (await fetch(`${BASE}/`)).text()).matchAll(/\/pages\/([\w-]+)\/[\w-]+\.html/g);
const templates = option('pages') ?? [...new Set([...linked].map((m) => m[1]))];
// The first shard starts the gallery afresh; the others add to it.
if (shard[0] === 1) rmSync(OUT, { recursive: true, force: true });
for (const dir of ['host', 'runs', ...templates]) mkdirSync(join(OUT, dir), { recursive: true });
const browser = await chromium.launch(launchOptions);
// Stopped early (Ctrl-C): close the browser and the demo server before leaving.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    server.kill();
    browser.close().finally(() => process.exit(130));
  });
try {
  const jobs = [
    ...HOST_PAGES.map((host) => () => hostJob(browser, host)),
    ...templates.flatMap((template) =>
      brands.flatMap((brand) => markets.map((market) => () => pageJob(browser, template, brand, market))),
    ),
  ].filter((_, i) => i % shard[1] === shard[0] - 1);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
      done += 1;
      if (done % 10 === 0 || done === jobs.length) console.log(`gallery: ${done}/${jobs.length} pages`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
} finally {
  await browser.close();
  server.kill();
}
const seconds = Math.round((Date.now() - started) / 1000);
// Each run (shard) records its shots; the index shows every run recorded so far.
writeFileSync(
  join(OUT, 'runs', `${shard[0]}-of-${shard[1]}.json`),
  JSON.stringify({ seconds, shots, notes }),
);
const runs = readdirSync(join(OUT, 'runs'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(OUT, 'runs', file), 'utf8')));
const all = {
  seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
  shots: runs.flatMap((run) => run.shots),
  notes: runs.flatMap((run) => run.notes),
};
writeFileSync(join(OUT, 'index.html'), indexHtml(all.seconds, all.shots, all.notes));
console.log(
  `gallery: ${shots.length} screenshots in ${seconds} s, ${notes.length} states not reached; ${runs.length} run(s) → reports/gallery/index.html`,
);
