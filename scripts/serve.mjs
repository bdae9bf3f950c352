// The demo server: demo CMS pages, the built widgets from dist/ and the sandbox under /sandbox/,
// with a strict Content-Security-Policy on every page. Used by `npm start` and the browser tests.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { reactHostScript } from '../demo/react-host.build.mjs';
import { tsLoader } from './load-ts.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? '127.0.0.1';
const origin = `http://${host}:${port}`;

const ts = await tsLoader();
const { sandboxMiddleware } = await ts.load('/api/sandbox/middleware.ts');
const { SERVICE_KEYS } = await ts.load('/api/services.ts');
const { BRANDS, BRAND_NAMES } = await ts.load('/core/brands.ts');
const { VERSIONS } = await ts.load('/api/sandbox/data/catalog.ts');
const { initialOffers } = await ts.load('/api/sandbox/data/offers.ts');
const sandbox = sandboxMiddleware(origin);

export const CSP = [
  "default-src 'none'",
  // tasks-vision (the security photo's face check) compiles WebAssembly; nothing else is allowed.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  // Trusted Types: no string reaches a script sink (innerHTML, script src, eval…). The one named policy
  // is the face check's, which loads tasks-vision's wasm loader from the face-wasm-url folder only.
  "require-trusted-types-for 'script'",
  'trusted-types hub-widgets',
].join('; ');

/** Templates served for every brand and market (the showroom page and one page per big widget). */
const BRAND_TEMPLATES = [
  'brand',
  'configurator',
  'comparator',
  'financing',
  'reservation',
  'owner',
  'sign-up',
  'opinions',
  'promotion',
  'loyalty',
  'offers-admin',
  'coupons',
  'offers',
  'events',
  'manuals',
  'quotation-simulator',
  'contact',
  'integration-admin',
  'account',
  'rental',
].filter((t) => existsSync(join(root, 'demo', `${t}.html`)));
const PAGES = {
  'hub.html': { brand: 'fiat', market: 'pt-BR' },
  'landing-es-ar.html': { brand: 'jeep', market: 'es-AR' },
  'empty.html': { brand: 'fiat', market: 'pt-BR' },
  'bare.html': { brand: 'fiat', market: 'pt-BR' },
  'dark.html': { brand: 'jeep', market: 'pt-BR' },
  'owner.html': { brand: 'fiat', market: 'pt-BR' },
  'core.html': {
    brand: 'fiat',
    brandName: 'Fiat',
    market: 'pt-BR',
    cookie: 'hub_token=sandbox-token-ana; Path=/; SameSite=Lax',
  },
  // A React 19 host page (hub-widgets/react), with the Argo's first version for its configurator.
  'react-host.html': {
    brand: 'fiat',
    market: 'pt-BR',
    ...(({ modelCode, mvsCode, years }) => ({ model: modelCode, mvs: mvsCode, year: years.at(-1) }))(
      VERSIONS.find((v) => v.brand === 'fiat' && v.modelName === 'Argo'),
    ),
  },
  // The bench's page with every shipped tag (scripts/bench.mjs).
  'all-tags.html': {
    brand: 'fiat',
    brandName: 'Fiat',
    market: 'pt-BR',
    cookie: 'hub_token=sandbox-token-ana; Path=/; SameSite=Lax',
  },
  'security-photo.html': {
    brand: 'fiat',
    market: 'pt-BR',
    cookie: 'hub_token=sandbox-token-ana; Path=/; SameSite=Lax',
  },
  'account.html': {
    brand: 'fiat',
    market: 'pt-BR',
    cookie: 'hub_token=sandbox-token-ana; Path=/; SameSite=Lax',
  },
  'rental.html': {
    brand: 'jeep',
    market: 'pt-BR',
    cookie: 'hub_token=sandbox-token-ana; Path=/; SameSite=Lax',
  },
};
/**
 * The logged area as another sandbox user: `/pages/account.html?as=rafael` (pt-BR) or `?as=lucia`
 * (es-AR) hold orders at every stage; `?as=martina` is the Argentine buyer with a CUIL.
 */
const ACCOUNT_USERS = { ana: 'pt-BR', rafael: 'pt-BR', martina: 'es-AR', lucia: 'es-AR' };
/**
 * The promotion page of a brand signs in a sandbox user of the market (Ana in pt-BR, Lucía in es-AR) and
 * shows the brand's promotion of that country (Chrysler and DS, not sold in Argentina: the Brazilian one).
 */
function promotionPage(brand, market) {
  const argentine = market === 'es-AR' && !['chrysler', 'ds'].includes(brand);
  const promotionId = `PRM-${brand.toUpperCase().replace('-', '')}${argentine ? '-AR' : ''}-2026`;
  const who = market === 'es-AR' ? 'lucia' : 'ana';
  return { promotionId, cookie: `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax` };
}
function signedInAs(name, who) {
  if (name !== 'account.html' || !Object.hasOwn(ACCOUNT_USERS, who)) return {};
  return { market: ACCOUNT_USERS[who], cookie: `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax` };
}
/**
 * The per-brand logged area and rental pages' user: Ana (pt-BR) or Martina (es-AR), or `?as=` one of the
 * logged area's users.
 */
function areaUser(market, who) {
  const name = Object.hasOwn(ACCOUNT_USERS, who) ? who : market === 'es-AR' ? 'martina' : 'ana';
  return `hub_token=sandbox-token-${name}; Path=/; SameSite=Lax`;
}
/**
 * The comparator page's version comparator, of the brand's first model sold in the market's country. A page of its own, so the configurator page stays the configurator alone
 * (the bench measures it).
 */
function comparatorSection(brand, market) {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  // Where the brand is not sold (Chrysler in Argentina) its first model elsewhere: the comparator says so.
  const model = (
    VERSIONS.find((v) => v.brand === brand && v.price[country] !== undefined) ??
    VERSIONS.find((v) => v.brand === brand)
  )?.modelCode;
  return {
    comparator: model
      ? `<section aria-label="Version comparator">\n      <hub-version-comparator model="${model}"></hub-version-comparator>\n    </section>`
      : '',
  };
}
/** The loyalty pages' member: Ana (pt-BR) or Martina (es-AR); `?as=pedro` is in no programme yet. */
function loyaltyMember(market, who) {
  const name = who === 'pedro' ? who : market === 'es-AR' ? 'martina' : 'ana';
  return `hub_token=sandbox-token-${name}; Path=/; SameSite=Lax`;
}

/**
 * The opinions page's model (`?model=`, else the brand's first model sold in the market's country) and
 * its owner (`?as=ana`: owns a Strada 460 and a Toro 815; `?as=martina`: a Pulse 633 in Argentina).
 */
function opinionsVars(brand, market, query) {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  const first = VERSIONS.find((v) => v.brand === brand && v.price[country] !== undefined);
  const asked = /^\w{1,16}$/.test(query.get('model') ?? '') ? query.get('model') : null;
  const who = query.get('as');
  const cookie = ['ana', 'martina'].includes(who)
    ? `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax`
    : null;
  return { model: asked ?? first?.modelCode ?? '', cookie };
}
/** The coupons page's offer: `?offer=` (an offer id), else the brand's first offer in the market's country. */
function couponsVars(brand, market, query) {
  const country = market === 'es-AR' ? 'AR' : 'BR';
  const asked = /^OFR-\d{5}$/.test(query.get('offer') ?? '') ? query.get('offer') : null;
  const first = initialOffers().find((o) => o.brand === brand && o.country === country);
  return { offerId: asked ?? first?.id ?? '' };
}
/** The offers page's shopper: nobody, or `?as=ana` (pt-BR) / `?as=lucia` (es-AR) to save offers. */
function offersShopper(who) {
  return ['ana', 'lucia'].includes(who)
    ? { cookie: `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax` }
    : {};
}
/**
 * The contact page's visitor: signed out (a previous page's sign-in is cleared), or `?as=ana`,
 * `?as=martina`, `?as=lucia` signed in (the form prefilled, the reason checked against the data dictionary).
 */
function contactVisitor(who) {
  return {
    cookie: ['ana', 'martina', 'lucia'].includes(who)
      ? `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax`
      : 'hub_token=; Path=/; Max-Age=0; SameSite=Lax',
  };
}
/** The sandbox's demo users a staff page may sign in as with `?as=<name>` (api/README.md "Roles"). */
const DEMO_USERS = [
  'ana',
  'company',
  'martina',
  'pedro',
  'rafael',
  'lucia',
  'olivia',
  'paulo',
  'davi',
  'diego',
  'vera',
  'manuel',
  'eva',
  'ivo',
  'sofia',
  'joaquin',
  'bruno',
  'valentina',
  'ignacio',
  'tomas',
];
/**
 * Staff pages (administration and dealer tags): who is signed in per market when the address names
 * nobody; `?as=<demo user>` signs in someone else (`?as=ana`: a customer, refused in words), `?as=guest`
 * no one.
 */
const STAFF_DEFAULTS = {
  'offers-admin': { 'pt-BR': 'olivia', 'es-AR': 'sofia' },
  coupons: { 'pt-BR': 'vera', 'es-AR': 'sofia' },
  'quotation-simulator': { 'pt-BR': 'davi', 'es-AR': 'joaquin' },
  'integration-admin': { 'pt-BR': 'ivo', 'es-AR': 'ignacio' },
};
/**
 * Customer pages with a staff part: a customer of the market by default, `?as=<demo user>` (`?as=eva`,
 * `?as=sofia`: event admins) or `?as=guest` as on staff pages.
 */
const CUSTOMER_DEFAULTS = {
  events: { 'pt-BR': 'ana', 'es-AR': 'martina' },
  // Owners (the manuals calls are bearer); `?as=manuel` / `?as=sofia` for the administration.
  manuals: { 'pt-BR': 'ana', 'es-AR': 'martina' },
};
function staffCookie(template, market, who) {
  const defaults = STAFF_DEFAULTS[template] ?? CUSTOMER_DEFAULTS[template];
  if (!defaults) return null;
  if (who === 'guest') return 'hub_token=; Path=/; Max-Age=0; SameSite=Lax';
  const name = DEMO_USERS.includes(who) ? who : defaults[market];
  return `hub_token=sandbox-token-${name}; Path=/; SameSite=Lax`;
}
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
  '.wasm': 'application/wasm',
  '.tflite': 'application/octet-stream',
};
/** Face model folders: the workplace's shared models beside the repository, else the copy in demo/models. */
const MODEL_DIRS = [resolve(root, '../shared/models'), join(root, 'demo/models')];
const WASM_DIR = join(root, 'node_modules/@mediapipe/tasks-vision/wasm');

function fill(template, vars) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name) => (name in vars ? vars[name] : whole));
}

function page(file, vars) {
  const services = SERVICE_KEYS.map(
    (key) => `  <meta name="hub:service:${key}" content="/sandbox/${key}/">`,
  ).join('\n');
  const head = fill(readFileSync(join(root, 'demo/_head.html'), 'utf8'), { ...vars, services });
  return fill(readFileSync(join(root, 'demo', file), 'utf8'), { ...vars, head });
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'cache-control': 'no-store', ...headers });
  res.end(body);
}

function staticFile(res, base, path) {
  const file = normalize(join(base, path));
  if (!file.startsWith(base) || !existsSync(file)) return false;
  send(res, 200, readFileSync(file), { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  return true;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  const path = decodeURIComponent(url.pathname);
  if (path.startsWith('/sandbox/')) return void sandbox(req, res);
  if (path === '/favicon.ico') return send(res, 204, '');
  const html = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP };
  if (path === '/' || path === '/index.html') {
    const links = BRANDS.map((b) => {
      const pages = BRAND_TEMPLATES.map(
        (t) =>
          `${t}: <a href="/pages/${t}/${b}.html">pt-BR</a> · <a href="/pages/${t}/${b}.html?market=es-AR">es-AR</a>`,
      );
      return `      <li>${BRAND_NAMES[b]} — ${pages.join(' — ')}</li>`;
    }).join('\n');
    return send(
      res,
      200,
      fill(readFileSync(join(root, 'demo/index.html'), 'utf8'), { brandLinks: links }),
      html,
    );
  }
  // Per-brand pages: /pages/<template>/<brand>.html?market=es-AR fills demo/<template>.html.
  const brandPage = /^\/pages\/([\w-]+)\/([\w-]+)\.html$/.exec(path);
  if (brandPage && BRAND_TEMPLATES.includes(brandPage[1]) && BRANDS.includes(brandPage[2])) {
    const market = url.searchParams.get('market') === 'es-AR' ? 'es-AR' : 'pt-BR';
    const [, template, brand] = brandPage;
    const { cookie: ownerCookie, ...extra } =
      template === 'opinions'
        ? opinionsVars(brand, market, url.searchParams)
        : template === 'promotion'
          ? promotionPage(brand, market)
          : template === 'coupons'
            ? couponsVars(brand, market, url.searchParams)
            : template === 'offers'
              ? offersShopper(url.searchParams.get('as'))
              : template === 'contact'
                ? contactVisitor(url.searchParams.get('as'))
                : template === 'comparator'
                  ? comparatorSection(brand, market)
                  : {};
    const who = url.searchParams.get('as');
    // The reservation as a demo buyer: `?as=bruno` (pt-BR) / `?as=valentina` (es-AR) are B2E buyers.
    const buyer =
      template === 'reservation' && DEMO_USERS.includes(who)
        ? `hub_token=sandbox-token-${who}; Path=/; SameSite=Lax`
        : null;
    const cookie =
      template === 'loyalty'
        ? loyaltyMember(market, who)
        : template === 'account' || template === 'rental'
          ? areaUser(market, who)
          : (buyer ?? staffCookie(template, market, who) ?? ownerCookie);
    const vars = { brand, market, brandName: BRAND_NAMES[brand], ...extra };
    return send(res, 200, page(`${template}.html`, vars), cookie ? { ...html, 'set-cookie': cookie } : html);
  }
  const named = /^\/pages\/([\w-]+\.html)$/.exec(path);
  if (named && PAGES[named[1]]) {
    const { cookie, ...vars } = { ...PAGES[named[1]], ...signedInAs(named[1], url.searchParams.get('as')) };
    return send(res, 200, page(named[1], vars), cookie ? { ...html, 'set-cookie': cookie } : html);
  }
  if (path === '/demo/demo.css' && staticFile(res, join(root, 'demo'), 'demo.css')) return;
  if (path === '/demo-react-host.js') {
    reactHostScript(root).then(
      (code) => send(res, 200, code, { 'content-type': TYPES['.js'] }),
      (error) => send(res, 500, String(error), { 'content-type': 'text/plain' }),
    );
    return;
  }
  // The security photo's defaults: /models/<name>.tflite and tasks-vision's wasm under /mediapipe/wasm/.
  const model = /^\/models\/([\w.-]+\.tflite)$/.exec(path);
  if (model && MODEL_DIRS.some((dir) => staticFile(res, dir, model[1]))) return;
  const wasm = /^\/mediapipe\/wasm\/([\w.-]+\.(?:js|wasm))$/.exec(path);
  if (wasm && staticFile(res, WASM_DIR, wasm[1])) return;
  if (staticFile(res, join(root, 'dist'), path)) return;
  send(res, 404, 'Not found', { 'content-type': 'text/plain' });
});

if (!existsSync(join(root, 'dist/hub-widgets.js'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does it for you).');
  process.exit(1);
}
server.listen(port, host, () => {
  console.log(`hub-widgets demo on ${origin}/ (sandbox under ${origin}/sandbox/<key>/)`);
});
const stop = () => server.close(() => ts.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
