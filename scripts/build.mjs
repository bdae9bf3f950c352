// `npm run build`: dist/hub-widgets.js (loader) + hashed lazy chunks, then what is derived from the widgets'
// specs (widgets/<name>/<name>.spec.ts, listed by types/manifest.ts): custom-elements.json, the editor data
// made from it (VS Code custom data, JetBrains web-types) and the type declarations for hosts.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { applyFirstLoad, captureFirstLoad, planFirstLoad } from './build/firstLoadChunks.mjs';
import { tsLoader } from './load-ts.mjs';

/*
 * The specs and the settings schema carry their documentation (descriptions, what each event means) for
 * custom-elements.json; the browser needs none of it: the bundle gets the specs without their `description`
 * keys, the settings' schemas without their `v.description(…)` (one that only described its type is that
 * type alone) and the events' texts as empty strings.
 */
const DOCUMENTED = /\/(widgets\/[^/]+\/[^/]+\.spec|core\/settings)\.ts$/;
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
/** A described property of a spec, `description: '…',`: the browser gets the object without it. */
const DESCRIPTION_KEY = new RegExp(String.raw`\bdescription:\s*${STRING}\s*,?`, 'g');
const DOCS = [
  new RegExp(String.raw`(\bv\.description\(\s*)${STRING}`, 'g'),
  new RegExp(String.raw`('hub-[a-z-]+':\s*)${STRING}`, 'g'),
];
/** A setting's schema that only pipes its type into its description: `v.pipe(text, v.description('…'))`. */
const DESCRIBED_TYPE = new RegExp(
  String.raw`\bv\.pipe\(\s*([\w$.]+)\s*,\s*v\.description\(\s*${STRING}\s*,?\s*\)\s*,?\s*\)`,
  'g',
);
/** A description ending a pipe whose type is an expression: `v.pipe(count(…), v.description('…'))`. */
const LAST_DESCRIPTION = new RegExp(
  String.raw`,\s*v\.description\(\s*${STRING}\s*,?\s*\)(?=\s*,?\s*\))`,
  'g',
);
const stripDocs = {
  name: 'hub-strip-docs',
  enforce: 'pre',
  transform(code, id) {
    if (!DOCUMENTED.test(id.split('?')[0])) return null;
    // A pipe that only adds a description is its type alone (valibot's description is metadata only).
    const typed = code
      .replace(DESCRIBED_TYPE, '$1')
      .replace(LAST_DESCRIPTION, '')
      .replace(DESCRIPTION_KEY, '');
    return DOCS.reduce((text, pattern) => text.replace(pattern, "$1''"), typed);
  },
};

// The bundle is production code whatever the caller's environment: a NODE_ENV of `development` (which a
// Vite dev server, e.g. the bench's TypeScript loader, leaves behind for its child processes) would make
// plugin-react emit development JSX (`jsxDEV`), which production React does not have.
process.env.NODE_ENV = 'production';
/** The packages whose code ends up in dist/, by their folder in node_modules (for their licence notices). */
const bundled = new Set();
const bundledPackages = {
  name: 'hub-bundled-packages',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      for (const id of Object.keys(chunk.modules ?? {})) {
        const folder = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(id.replace(/^\0/, ''))?.[1];
        if (folder) bundled.add(folder);
      }
    }
  },
};
/*
 * Two passes (scripts/build/firstLoadChunks.mjs): the first, written nowhere, tells which chunks each tag
 * fetches before any action; the second groups those modules so a page fetches few files, none tiny.
 */
const firstPass = {};
await build({
  configFile: 'vite.config.ts',
  logLevel: 'error',
  plugins: [stripDocs, captureFirstLoad(firstPass)],
  build: { write: false },
});
const plan = planFirstLoad(firstPass.description);
await build({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  plugins: [stripDocs, bundledPackages, applyFirstLoad(plan)],
});

/*
 * dist/react.js (`hub-widgets/react`): the React hosts' wrappers of core/react.ts as one small ES module.
 * `react` stays a bare import, the host's own React (a second copy would break hooks); nothing else is
 * imported: the build stops if it is.
 */
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    lib: { entry: 'core/react.ts', formats: ['es'], fileName: () => 'react.js' },
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      external: (id) => id === 'react' || id.startsWith('react/'),
      output: { minify: true, comments: { annotation: false, jsdoc: false, legal: false } },
    },
  },
});
const reactImports = [
  ...readFileSync('dist/react.js', 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g),
].map((match) => match[1]);
if (reactImports.some((specifier) => specifier !== 'react')) {
  console.error(`dist/react.js may import only "react", it imports: ${reactImports.join(', ')}`);
  process.exit(1);
}

// The bundle drops the libraries' comments: their licences travel in dist/THIRD-PARTY-NOTICES.md instead.
const notices = [...bundled]
  .map((folder) => {
    const { name, version, license, repository } = JSON.parse(
      readFileSync(join(folder, 'package.json'), 'utf8'),
    );
    const file = readdirSync(folder).find((entry) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(entry));
    const text = file
      ? readFileSync(join(folder, file), 'utf8').trim()
      : `${license} (the package ships no licence file; see ${typeof repository === 'string' ? repository : (repository?.url ?? 'its repository')})`;
    return { name, version, license, text };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
writeFileSync(
  'dist/THIRD-PARTY-NOTICES.md',
  [
    '# Third-party software in dist/',
    '',
    'The bundle in this folder contains the following packages, under their own licences.',
    '',
    ...notices.flatMap(({ name, version, license, text }) => [
      `## ${name} ${version} (${license})`,
      '',
      text,
      '',
    ]),
  ].join('\n'),
);

const ts = await tsLoader();
const { WIDGET_SPECS } = await ts.load('/types/manifest.ts');
const { customElementsManifest } = await ts.load('/types/custom-elements.ts');
const { vscodeCustomData, webTypes } = await ts.load('/types/editor-data.ts');
const { indexDeclarations, reactDeclarations } = await ts.load('/types/host-types.ts');
const reactExports = Object.keys(await ts.load('/core/react.ts'));
await ts.close();

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const manifest = customElementsManifest(WIDGET_SPECS);
writeFileSync('dist/custom-elements.json', json(manifest));
writeFileSync('dist/vscode.html-custom-data.json', json(vscodeCustomData(manifest)));
writeFileSync('dist/web-types.json', json(webTypes(manifest, pkg)));

/*
 * The declarations: index.d.ts and react.d.ts are written from the specs (types/host-types.ts); the
 * events' details and the loader's API are tsc's declarations of core/events.ts and core/loader.ts, copied
 * with the relative files they import. Nothing published may import a package (dist is self-contained, the
 * host installs no valibot or React): the build stops if one does.
 */
const emitted = mkdtempSync(join(tmpdir(), 'hub-types-'));
const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', emitted], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const queue = ['core/events.d.ts', 'core/loader.d.ts'];
for (const seen = new Set(); queue.length > 0; ) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const text = readFileSync(join(emitted, file), 'utf8').replace(SPECIFIER, (whole, specifier) => {
    if (!specifier.startsWith('.')) {
      console.error(
        `dist/types/${file} would import the package "${specifier}": published types must be self-contained`,
      );
      process.exit(1);
    }
    queue.push(join(dirname(file), specifier.replace(/\.tsx?$/, '.d.ts').replace(/\.js$/, '.d.ts')));
    return whole.replace(/\.tsx?(['"])$/, '.js$1');
  });
  mkdirSync(join('dist/types', dirname(file)), { recursive: true });
  writeFileSync(join('dist/types', file), text);
}
rmSync(emitted, { recursive: true, force: true });
writeFileSync('dist/types/index.d.ts', indexDeclarations(WIDGET_SPECS));
writeFileSync('dist/types/react.d.ts', reactDeclarations(WIDGET_SPECS, reactExports));
console.log(
  'dist/ written: hub-widgets.js, chunks/, react.js, custom-elements.json, vscode.html-custom-data.json, web-types.json, types/',
);
