// `npm run test:package` (after `npm run build`): the package as an integrator gets it. `npm pack`, then an
// empty project installs the tarball offline, bundles `import 'hub-widgets'` with Vite and with esbuild,
// bundles a React host importing `hub-widgets/react`, and type-checks a TypeScript host and React 19 hosts
// against it (tags and wrappers; and fails on wrong attributes);
// publint and Are the Types Wrong check the tarball. Vite, esbuild, tsc and @types/react are the
// repository's own: nothing is downloaded.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = join(ROOT, 'test/package/fixtures');
const BIN = join(ROOT, 'node_modules/.bin');
const work = mkdtempSync(join(tmpdir(), 'hub-package-'));
const project = join(work, 'host');
let tarball = '';

/** Runs a command; its status and what it printed. */
function run(command, args, cwd = project) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** The code of every JavaScript file in a folder, recursively. */
function codeIn(folder) {
  return readdirSync(folder, { recursive: true })
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(folder, file), 'utf8'))
    .join('\n');
}

/** Bundles a host file with the repository's Vite (rolldown), its exports kept; the output's code. */
async function viteBundle(entry) {
  const { build } = await import(join(ROOT, 'node_modules/vite/dist/node/index.js'));
  const outDir = join(project, `out-vite-${entry.replace(/\.js$/, '')}`);
  await build({
    root: project,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: join(project, entry), preserveEntrySignatures: 'exports-only' },
    },
  });
  return codeIn(outDir);
}

/** Type-checks fixtures together in the host project with the repository's tsc. */
function typeCheck(name, fixtures) {
  for (const fixture of fixtures) copyFileSync(join(FIXTURES, fixture), join(project, fixture));
  writeFileSync(
    join(project, `tsconfig.${name}.json`),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'preserve',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        types: [],
      },
      files: fixtures,
    }),
  );
  return run(join(BIN, 'tsc'), ['-p', `tsconfig.${name}.json`]);
}

before(() => {
  const packed = run('npm', ['pack', '--json', '--pack-destination', work], ROOT);
  assert.equal(packed.status, 0, packed.output);
  tarball = join(work, JSON.parse(packed.stdout)[0].filename);
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'host', private: true, type: 'module' }),
  );
  const installed = run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball]);
  assert.equal(installed.status, 0, `the packed package installs offline:\n${installed.output}`);
  // A React host has React's types of its own; this one borrows the repository's.
  mkdirSync(join(project, 'node_modules/@types'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules/@types/react'), join(project, 'node_modules/@types/react'), 'dir');
  symlinkSync(join(ROOT, 'node_modules/csstype'), join(project, 'node_modules/csstype'), 'dir');
  // React is an optional peer (npm installed none): a React host brings its own, here the repository's.
  symlinkSync(join(ROOT, 'node_modules/react'), join(project, 'node_modules/react'), 'dir');
  writeFileSync(join(project, 'main.js'), "import 'hub-widgets';\n");
  writeFileSync(
    join(project, 'react-host.js'),
    [
      "import { createElement } from 'react';",
      "import { HubLeadForm } from 'hub-widgets/react';",
      "export const page = createElement(HubLeadForm, { variant: 'custom', fields: [{ name: 'plate', label: 'Placa' }] });",
      '',
    ].join('\n'),
  );
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('the packed package', () => {
  it('holds the built widgets, the manifest, editor data, types and the licence, and nothing else', () => {
    const listed = run('tar', ['-tzf', tarball], work).stdout.split('\n').filter(Boolean);
    const files = listed.map((file) => file.replace(/^package\//, ''));
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'dist/hub-widgets.js',
      'dist/custom-elements.json',
      'dist/vscode.html-custom-data.json',
      'dist/web-types.json',
      'dist/THIRD-PARTY-NOTICES.md',
      'dist/types/index.d.ts',
      'dist/types/react.d.ts',
    ])
      assert.ok(files.includes(file), `${file} is in the tarball`);
    const stray = files.filter((file) => !/^(package\.json|README\.md|LICENSE|dist\/.+)$/.test(file));
    assert.deepEqual(stray, [], 'no sources, tests, stories, scripts or demo files');
    assert.ok(
      !files.some((file) => /\.(test|spec|stories)\.|demo-|\.tflite$/.test(file)),
      'no test or demo file',
    );
  });

  it('installs with no dependency of its own (the bundles below resolve every import inside it)', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules/hub-widgets/package.json'), 'utf8'));
    assert.equal(manifest.private, undefined);
    assert.ok(manifest.license, 'a licence is named');
    assert.deepEqual(Object.keys(manifest.dependencies ?? {}), []);
    // React only for `hub-widgets/react`, the host's own: an optional peer npm does not install.
    assert.deepEqual(manifest.peerDependencies, { react: '^19' });
    assert.deepEqual(manifest.peerDependenciesMeta, { react: { optional: true } });
    assert.deepEqual(
      readdirSync(join(project, 'node_modules'))
        .filter((name) => !name.startsWith('.'))
        .sort(),
      ['@types', 'csstype', 'hub-widgets', 'react'],
    );
  });

  it("ships `hub-widgets/react` as one small ES module whose only import is the host's `react`", () => {
    const code = readFileSync(join(project, 'node_modules/hub-widgets/dist/react.js'), 'utf8');
    const imports = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    assert.deepEqual(imports, ['react'], 'a bare `react` import, nothing else');
    assert.ok(code.length < 4096, `dist/react.js is small (${code.length} bytes)`);
    assert.doesNotMatch(code, /react\.transitional\.element/, 'no copy of React inside');
  });

  it('resolves every export: the loader, its types, the React types, the manifest and editor data', () => {
    const require = createRequire(join(project, 'main.js'));
    const resolved = (specifier) =>
      require.resolve(specifier).replace(`${project}/node_modules/hub-widgets/`, '');
    assert.equal(resolved('hub-widgets'), 'dist/hub-widgets.js');
    assert.equal(resolved('hub-widgets/react'), 'dist/react.js');
    assert.equal(resolved('hub-widgets/custom-elements.json'), 'dist/custom-elements.json');
    assert.equal(resolved('hub-widgets/vscode.html-custom-data.json'), 'dist/vscode.html-custom-data.json');
    assert.equal(resolved('hub-widgets/web-types.json'), 'dist/web-types.json');
    const pkg = JSON.parse(readFileSync(join(project, 'node_modules/hub-widgets/package.json'), 'utf8'));
    for (const path of [
      pkg.types,
      pkg.exports['./react'].types,
      pkg.exports['./types'].types,
      pkg['web-types'],
    ])
      assert.ok(existsSync(join(project, 'node_modules/hub-widgets', path)), `${path} exists`);
  });

  it('passes publint (strict) and Are the Types Wrong', () => {
    const publint = run(join(BIN, 'publint'), ['--strict', tarball], work);
    assert.equal(publint.status, 0, publint.output);
    assert.doesNotMatch(publint.output, /Warnings:|Errors:/, publint.output);
    // Browser ESM only: a CommonJS `require` has nothing to load (the profile leaves node16-cjs and node10 out).
    const attw = run(
      join(BIN, 'attw'),
      ['--profile', 'esm-only', '--format', 'table-flipped', tarball],
      work,
    );
    assert.equal(attw.status, 0, attw.output);
  });
});

describe("an integrator's bundle", () => {
  it('keeps `import "hub-widgets"` with esbuild: the loader and its lazy chunks are in the output', () => {
    const esbuild = createRequire(join(ROOT, 'package.json'))('esbuild');
    const outdir = join(project, 'out-esbuild');
    esbuild.buildSync({
      absWorkingDir: project,
      entryPoints: ['main.js'],
      bundle: true,
      format: 'esm',
      splitting: true,
      outdir,
      logLevel: 'silent',
    });
    const code = codeIn(outdir);
    assert.match(code, /hubWidgets/, 'the loader (window.hubWidgets) is kept');
    assert.match(code, /hub-lead-form/, "the loader's registry is kept");
  });

  it('keeps `import "hub-widgets"` with Vite (rolldown)', async () => {
    const code = await viteBundle('main.js');
    assert.match(code, /hubWidgets/, 'the loader (window.hubWidgets) is kept');
    assert.match(code, /hub-lead-form/, "the loader's registry is kept");
  });
});

describe("a React host's bundle", () => {
  it("resolves `hub-widgets/react` with Vite and bundles the host's React once", async () => {
    const code = await viteBundle('react-host.js');
    assert.match(code, /hub-lead-form/, 'the wrapper is bundled');
    assert.equal(code.match(/react\.transitional\.element/g)?.length, 1, "one React: the host's");
  });
});

describe("an integrator's types", () => {
  it('type-check a plain TypeScript host and a React 19 host: typed elements, properties, JSON shapes, JSX attributes and listeners', () => {
    const checked = typeCheck('hosts', ['host.ts', 'host.tsx', 'host-wrappers.tsx']);
    assert.equal(checked.status, 0, checked.output);
  });

  it('reject a wrong market, a wrong variant and a custom field without its label (tag or wrapper)', () => {
    const wrong = {
      'wrong-market.tsx': /fr-FR/,
      'wrong-variant.ts': /retail/,
      'wrong-fields.tsx': /label/,
      'wrong-wrapper.tsx': /label/,
    };
    const checked = typeCheck('wrong', Object.keys(wrong));
    assert.notEqual(checked.status, 0, checked.output);
    for (const [fixture, mistake] of Object.entries(wrong)) {
      const errors = checked.output.split(/\n(?=\S)/).filter((error) => error.startsWith(`${fixture}(`));
      assert.equal(errors.length, 1, `${fixture}: one error\n${checked.output}`);
      assert.match(errors[0], mistake, checked.output);
    }
  });
});
