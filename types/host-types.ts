import type { PropSpec } from '../core/attributes.ts';
import { settingAttribute } from '../core/settings.ts';
import { type AnyWidgetSpec, eventsOf } from '../core/widget-spec.ts';
import {
  attributeProps,
  CONTEXT_ATTRIBUTES,
  elementTypeName,
  eventText,
  jsonShapes,
  pascal,
  propTypeText,
  unionText,
} from './prop-text.ts';

/*
 * The published declarations (dist/types/index.d.ts and react.d.ts), written out as text from the
 * specs: the host needs neither valibot nor our sources to type-check, only the DOM's types (and
 * @types/react for the JSX). The event details come from core/events.ts's own declarations
 * (dist/types/core/events.d.ts), the loader's API from core/loader.ts's (dist/types/core/loader.d.ts).
 */

/** A JSDoc block, indented. */
const doc = (text: string, indent = ''): string =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, ' ')} */\n` : '';

/** An object key as TypeScript writes it. */
const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** `HubLeadFormEvents`: the name of a tag's event map. */
const eventsTypeName = (tag: string): string => `${pascal(tag)}Events`;

/** What a JS property holds: enums and props with a default are always given, booleans are booleans. */
function elementPropText(tag: string, name: string, prop: PropSpec): string {
  const text = propTypeText(tag, name, prop);
  const given =
    prop.type === 'enum' || prop.type === 'boolean' || ('default' in prop && prop.default !== undefined);
  return given ? text : `${text} | undefined`;
}

/** What an attribute takes in JSX: numbers also as their text, JSON as its text or (React 19) the value. */
function jsxAttributeText(tag: string, name: string, prop: PropSpec): string {
  const text = propTypeText(tag, name, prop);
  // A numeric attribute's text: the template literal type `${number}`.
  if (prop.type === 'number') return `number | \`\${number}\``;
  if (prop.type === 'json') return `string | ${text}`;
  return text;
}

function elementDeclarations(spec: AnyWidgetSpec): string {
  const shapes = jsonShapes(spec)
    .map(
      ([name, text]) =>
        `${doc(`A JSON prop of ${spec.tag} (its attribute's JSON, or the value as a property).`)}export type ${name} = ${text};\n`,
    )
    .join('');
  const props = Object.entries<PropSpec>(spec.props)
    .map(
      ([name, prop]) =>
        `${doc(prop.description ?? '', '  ')}  ${key(name)}: ${elementPropText(spec.tag, name, prop)};\n`,
    )
    .join('');
  const events = eventsOf(spec)
    .map((name) => `${doc(eventText(spec, name), '  ')}  '${name}': HubEventMap['${name}'];\n`)
    .join('');
  return [
    shapes,
    `${doc(`<${spec.tag}>: ${spec.description}`)}export interface ${elementTypeName(spec.tag)} extends HTMLElement {\n${props}}\n`,
    `${doc(`The events <${spec.tag}> fires, with their details.`)}export interface ${eventsTypeName(spec.tag)} {\n${events}}\n`,
  ].join('\n');
}

/** dist/types/index.d.ts: the tags, their properties, JSON shapes and events, for any TypeScript host. */
export function indexDeclarations(specs: readonly AnyWidgetSpec[]): string {
  const context = CONTEXT_ATTRIBUTES.map(
    (attribute) =>
      `${doc(attribute.description)}export type ${attribute.typeName} = ${unionText(attribute.values)};\n`,
  ).join('');
  const map = (name: string, value: (tag: string) => string) =>
    `export interface ${name} {\n${specs.map((spec) => `  '${spec.tag}': ${value(spec.tag)};\n`).join('')}}\n`;
  return [
    "// hub-widgets for host pages, generated from the widgets' specs by `npm run build`: every hub tag in\n" +
      '// HTMLElementTagNameMap with its typed properties, every hub event in GlobalEventHandlersEventMap\n' +
      '// with its typed detail (events.d.ts), and the loader (`observe`, `discover`).\n',
    "import type { HubEventDetail, HubEventName } from './core/events.js';\n",
    "export type { HubEventDetail, HubEventDetails, HubEventName, SimulationChangeDetail } from './core/events.js';\n",
    "export * from './core/loader.js';\n",
    context,
    `${doc('Every hub event as a listener receives it, by name.')}export type HubEventMap = { [N in HubEventName]: CustomEvent<HubEventDetail<N>> };\n`,
    ...specs.map(elementDeclarations),
    doc("Every hub tag's element, by tag.") + map('HubElements', elementTypeName),
    doc('The events each hub tag fires, by tag.') + map('HubElementEvents', eventsTypeName),
    `${doc('A hub tag.')}export type HubTag = keyof HubElements;\n`,
    "declare global {\n  /** Every hub tag, merged into the DOM's own map: `document.querySelector('hub-lead-form')` is typed. */\n" +
      '  interface HTMLElementTagNameMap extends HubElements {}\n}\n',
  ].join('\n');
}

function jsxAttributes(spec: AnyWidgetSpec): string {
  const lines = [
    ...attributeProps(spec).map(
      ([attribute, name, prop]) =>
        `${doc(prop.description ?? '', '  ')}  ${key(attribute)}?: ${jsxAttributeText(spec.tag, name, prop)};\n`,
    ),
    ...Object.entries<PropSpec>(spec.props)
      .filter(([, prop]) => prop.type === 'property')
      .map(([name, prop]) => `${doc(prop.description ?? '', '  ')}  ${key(name)}?: unknown;\n`),
    ...spec.settings.map((name) => `  '${settingAttribute(name)}'?: string | boolean;\n`),
    ...eventsOf(spec).map(
      (name) =>
        `${doc(eventText(spec, name), '  ')}  'on${name}'?: (event: HubEventMap['${name}']) => void;\n`,
    ),
  ];
  return `${doc(`<${spec.tag}>'s attributes and listeners in JSX.`)}export interface ${pascal(spec.tag)}Attributes extends HubCommonAttributes {\n${lines.join('')}}\n`;
}

/** `HubLeadFormProps`: the typed props a wrapper sets as properties, from the element's interface. */
function wrapperProps(spec: AnyWidgetSpec): string {
  const names = Object.keys(spec.props);
  const picked = names.length > 0 ? `Pick<${elementTypeName(spec.tag)}, ${unionText(names)}>` : '{}';
  return `${doc(`<${spec.tag}>'s typed props as its React wrapper takes them (set as properties).`)}export type ${pascal(spec.tag)}Props = Partial<${picked}>;\n`;
}

/** The exports of core/react.ts besides the one wrapper per tag (`HubLeadForm` …). */
const REACT_HELPERS: Record<string, string> = {
  createHubComponent: `${doc('A React component rendering `tag` with its widget props set as properties (objects and arrays included), before and after the loader defines the element.')}export declare function createHubComponent<T extends HubTag>(tag: T): HubComponent<T>;\n`,
  isWidgetProp: `${doc("Whether a prop is the widget's (set as a property) rather than an attribute or a listener for React.")}export declare function isWidgetProp(key: string, value: unknown): boolean;\n`,
};

/** The runtime entry's declarations: `wrappers` are the names core/react.ts exports (`HubLeadForm` …). */
function wrapperDeclarations(specs: readonly AnyWidgetSpec[], wrappers: readonly string[]): string[] {
  const byName = new Map(specs.map((spec) => [pascal(spec.tag), spec]));
  const components = wrappers
    .filter((name) => !(name in REACT_HELPERS))
    .map((name) => {
      const spec = byName.get(name);
      if (!spec) throw new Error(`core/react.ts exports ${name}, which names no widget's tag`);
      return `${doc(`<${spec.tag}> for React hosts.`)}export declare const ${name}: HubComponent<'${spec.tag}'>;\n`;
    });
  return [
    ...specs.map(wrapperProps),
    `${doc("A wrapper's props: React's own and the tag's attributes and listeners, its typed props, a ref to the element.")}export type HubComponentPropsOf<E extends HTMLElement, A, P> = Omit<HubJsx<E, A>, keyof P> & P;\n`,
    `${doc("Every hub wrapper's props, by tag.")}export interface HubComponentPropsMap {\n${specs
      .map(
        (spec) =>
          `  '${spec.tag}': HubComponentPropsOf<${elementTypeName(spec.tag)}, ${pascal(spec.tag)}Attributes, ${pascal(spec.tag)}Props>;\n`,
      )
      .join('')}}\n`,
    `${doc("The props of a hub tag's wrapper.")}export type HubComponentProps<T extends HubTag = HubTag> = HubComponentPropsMap[T];\n`,
    `${doc("A hub tag's React wrapper.")}export type HubComponent<T extends HubTag> = ((props: HubComponentProps<T>) => ReactNode) & { displayName: string };\n`,
    ...wrappers.filter((name) => name in REACT_HELPERS).map((name) => REACT_HELPERS[name] as string),
    ...components,
  ];
}

/**
 * dist/types/react.d.ts: the hub tags among React 19's JSX intrinsic elements and, for dist/react.js,
 * the wrappers core/react.ts exports (`wrappers`: their names).
 */
export function reactDeclarations(specs: readonly AnyWidgetSpec[], wrappers: readonly string[] = []): string {
  const names = [
    'HubEventMap',
    'HubTag',
    ...CONTEXT_ATTRIBUTES.map((attribute) => attribute.typeName),
    ...specs.flatMap((spec) => [elementTypeName(spec.tag), ...jsonShapes(spec).map(([name]) => name)]),
  ];
  return [
    "// hub-widgets in React 19 hosts, generated from the widgets' specs by `npm run build`: the hub tags in\n" +
      '// JSX (`import type {} from \'hub-widgets/react\'` once, or `"types": ["hub-widgets/react"]`). React 19\n' +
      '// sets an attribute, or the property once the tag is defined; `on<event>` adds a listener. The wrappers\n' +
      "// (`import { HubLeadForm } from 'hub-widgets/react'`, dist/react.js) set the typed props as properties.\n",
    "import type { DetailedHTMLProps, HTMLAttributes, ReactNode } from 'react';\n",
    `import type { ${names.join(', ')} } from './index.js';\n`,
    "export type * from './index.js';\n",
    `${doc('Attributes every hub tag takes.')}export interface HubCommonAttributes {\n${CONTEXT_ATTRIBUTES.map(
      (attribute) => `${doc(attribute.description, '  ')}  ${attribute.name}?: ${attribute.typeName};\n`,
    ).join('')}}\n`,
    ...specs.map(jsxAttributes),
    `${doc("A hub tag's JSX props: React's own for an HTML element, then the tag's attributes.")}export type HubJsx<E extends HTMLElement, A> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof A> & A;\n`,
    `${doc('Every hub tag in JSX, by tag.')}export interface HubIntrinsicElements {\n${specs
      .map(
        (spec) => `  '${spec.tag}': HubJsx<${elementTypeName(spec.tag)}, ${pascal(spec.tag)}Attributes>;\n`,
      )
      .join('')}}\n`,
    "declare module 'react' {\n  namespace JSX {\n    /** Every hub tag, merged into React's intrinsic elements. */\n" +
      '    interface IntrinsicElements extends HubIntrinsicElements {}\n  }\n}\n',
    ...wrapperDeclarations(specs, wrappers),
  ].join('\n');
}
