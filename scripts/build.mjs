// `npm run build`: dist/hub-widgets.js (loader) + hashed lazy chunks, custom-elements.json and the type
// declarations, both derived from the widgets' specs (widgets/<name>/<name>.spec.ts, listed by types/manifest.ts).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { build } from 'vite';
import { tsLoader } from './load-ts.mjs';

/*
 * The specs and the settings schema carry their documentation (descriptions, what each event means) for
 * custom-elements.json; the browser needs none of it, so the bundle gets them as empty strings.
 */
const DOCUMENTED = /\/(widgets\/[^/]+\/[^/]+\.spec|core\/settings)\.ts$/;
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")`;
const DOCS = [
  new RegExp(String.raw`(\bdescription:\s*)${STRING}`, 'g'),
  new RegExp(String.raw`(\bv\.description\(\s*)${STRING}`, 'g'),
  new RegExp(String.raw`('hub-[a-z-]+':\s*)${STRING}`, 'g'),
];
const stripDocs = {
  name: 'hub-strip-docs',
  enforce: 'pre',
  transform(code, id) {
    if (!DOCUMENTED.test(id.split('?')[0])) return null;
    return DOCS.reduce((text, pattern) => text.replace(pattern, "$1''"), code);
  },
};

// The bundle is production code whatever the caller's environment: a NODE_ENV of `development` (which a
// Vite dev server, e.g. the bench's TypeScript loader, leaves behind for its child processes) would make
// plugin-react emit development JSX (`jsxDEV`), which production React does not have.
process.env.NODE_ENV = 'production';
await build({ configFile: 'vite.config.ts', logLevel: 'warn', plugins: [stripDocs] });

const ts = await tsLoader();
const { WIDGET_SPECS, elementModuleOf } = await ts.load('/types/manifest.ts');
const { toAttributeName } = await ts.load('/core/attributes.ts');
const { CSS_PARTS, eventsOf } = await ts.load('/core/widget-spec.ts');
const { SettingsSchema, settingAttribute } = await ts.load('/core/settings.ts');
await ts.close();

/** The TypeScript type of a prop's value, as custom-elements.json writes it. */
const typeText = (spec) =>
  spec.type === 'enum'
    ? spec.values.map((value) => `'${value}'`).join(' | ')
    : spec.type === 'json'
      ? 'JSON'
      : spec.type === 'property'
        ? 'unknown'
        : spec.type;

/** The prop's description, with the rules its attribute is checked against. */
function describeProp(spec) {
  const rules = [];
  if (spec.type === 'number') {
    if (spec.integer) rules.push('a whole number');
    if (spec.min !== undefined && spec.max !== undefined) rules.push(`from ${spec.min} to ${spec.max}`);
    else if (spec.min !== undefined) rules.push(`at least ${spec.min}`);
    else if (spec.max !== undefined) rules.push(`at most ${spec.max}`);
  }
  if (spec.type === 'boolean') rules.push('true by presence');
  if (spec.type === 'json') rules.push('a JSON value, also settable as a property');
  const text = spec.description ?? '';
  return rules.length ? `${text.replace(/\.$/, '')} (${rules.join(', ')}).` : text;
}

const defaultOf = (spec) =>
  spec.type === 'boolean'
    ? { default: 'false' }
    : 'default' in spec && spec.default !== undefined
      ? { default: JSON.stringify(spec.default) }
      : {};

const EVENT_TEXT = {
  'hub-ready': 'The widget has rendered its first interactive state.',
  'hub-error': 'Bad configuration or a failure the widget cannot recover from (`code`, `message`).',
};

const common = ['brand', 'market', 'skin'].map((name) => ({
  name,
  type: { text: 'string' },
  description: `Overrides the page's hub:${name} meta.`,
}));

/** The `setting-NAME` attributes of the page settings a widget reads. */
const settingAttributes = (names) =>
  names.map((name) => {
    const schema = SettingsSchema.entries[name];
    const fallback = v.parse(schema, undefined);
    return {
      name: settingAttribute(name),
      type: { text: 'string' },
      description: `Overrides the page's hub:setting:${name} meta for this element: ${v.getDescription(schema)}`,
      ...(fallback === undefined ? {} : { default: JSON.stringify(fallback) }),
    };
  });

const services = ({ required, optional }) =>
  [
    required.length ? `Services: ${required.join(', ')}` : 'Services: none',
    optional.length ? `optional: ${optional.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

const manifest = {
  schemaVersion: '1.0.0',
  readme: 'README.md',
  modules: WIDGET_SPECS.map((spec) => {
    const module = elementModuleOf(spec.tag);
    const props = Object.entries(spec.props);
    return {
      kind: 'javascript-module',
      path: module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: spec.className,
          tagName: spec.tag,
          description: `${spec.description} ${services(spec.services)}.`,
          attributes: [
            ...props
              .filter(([, prop]) => prop.type !== 'property')
              .map(([name, prop]) => ({
                name: toAttributeName(name),
                fieldName: name,
                type: { text: typeText(prop) },
                description: describeProp(prop),
                ...defaultOf(prop),
              })),
            ...common,
            ...settingAttributes(spec.settings),
          ],
          members: props.map(([name, prop]) => ({
            kind: 'field',
            name,
            type: { text: prop.type === 'json' ? 'unknown' : typeText(prop) },
            description: describeProp(prop),
            ...(prop.type === 'property' ? {} : { attribute: toAttributeName(name) }),
            ...defaultOf(prop),
          })),
          events: eventsOf(spec).map((name) => ({
            name,
            type: { text: `CustomEvent<HubEventDetail<'${name}'>>` },
            description: spec.events[name] ?? EVENT_TEXT[name],
          })),
          cssParts: spec.parts.map((name) => ({ name, description: CSS_PARTS[name] })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: spec.tag,
          declaration: { name: spec.className, module },
        },
      ],
    };
  }),
};
writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest, null, 2)}\n`);

const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
// The entry points of the declarations: typed tags, events and the loader's API; React's JSX apart.
writeFileSync(
  'dist/types/index.d.ts',
  [
    '// hub-widgets for host pages: every tag in HTMLElementTagNameMap with its typed properties,',
    '// the events in GlobalEventHandlersEventMap, and the loader (`observe`, `discover`).',
    "export * from './types/hub-elements.ts';",
    "export * from './core/loader.ts';",
    '',
  ].join('\n'),
);
writeFileSync(
  'dist/types/react.d.ts',
  [
    "// React hosts: the hub tags in JSX (import type {} from 'hub-widgets/dist/types/react').",
    "export * from './index.ts';",
    "export * from './types/react-jsx.ts';",
    '',
  ].join('\n'),
);
console.log('dist/ written: hub-widgets.js, chunks/, custom-elements.json, types/ (index.d.ts, react.d.ts)');
