// `npm run build`: dist/hub-widgets.js (loader) + hashed lazy chunks, custom-elements.json, type declarations.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { build } from 'vite';
import { tsLoader } from './load-ts.mjs';

await build({ configFile: 'vite.config.ts', logLevel: 'warn' });

const ts = await tsLoader();
const { WIDGET_MANIFEST } = await ts.load('/widgets/manifest.ts');
const { toAttributeName } = await ts.load('/core/attributes.ts');
await ts.close();

const typeText = (spec) =>
  spec.type === 'enum'
    ? spec.values.map((v) => `'${v}'`).join(' | ')
    : spec.type === 'json'
      ? 'JSON'
      : spec.type;
const common = ['brand', 'market', 'skin'].map((name) => ({
  name,
  type: { text: 'string' },
  description: `Overrides the page's hub:${name} meta.`,
}));
const manifest = {
  schemaVersion: '1.0.0',
  readme: 'README.md',
  modules: WIDGET_MANIFEST.map((w) => ({
    kind: 'javascript-module',
    path: w.module,
    declarations: [
      {
        kind: 'class',
        customElement: true,
        name: w.className,
        tagName: w.tag,
        description: `${w.description} Services: ${w.services.join(', ')}.`,
        attributes: [
          ...Object.entries(w.props)
            .filter(([, spec]) => spec.type !== 'property')
            .map(([name, spec]) => ({
              name: toAttributeName(name),
              fieldName: name,
              type: { text: typeText(spec) },
              ...(spec.type === 'boolean'
                ? { default: 'false' }
                : 'default' in spec && spec.default !== undefined
                  ? { default: JSON.stringify(spec.default) }
                  : {}),
            })),
          ...common,
        ],
        events: w.events.map((name) => ({ name, type: { text: 'CustomEvent' } })),
        cssParts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'].map((name) => ({
          name,
        })),
      },
    ],
    exports: [
      {
        kind: 'custom-element-definition',
        name: w.tag,
        declaration: { name: w.className, module: w.module },
      },
    ],
  })),
};
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);

const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
console.log('dist/ written: hub-widgets.js, chunks/, custom-elements.json, types/');
