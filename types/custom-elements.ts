import { type PropSpec, toAttributeName } from '../core/attributes.ts';
import { settingAttribute } from '../core/settings.ts';
import { type AnyWidgetSpec, CSS_PARTS, eventsOf } from '../core/widget-spec.ts';
import { brandTokenProperties, type CssProperty } from './css-properties.ts';
import {
  attributeProps,
  CONTEXT_ATTRIBUTES,
  eventText,
  jsonShapes,
  propTypeText,
  settingText,
  unionText,
} from './prop-text.ts';

/*
 * custom-elements.json (schema 1.0.0), from the specs: every attribute with its type, default and
 * allowed values, every prop as a member, events with their detail type, the CSS parts each widget
 * renders (its spec's, held to the code by manifest.test.ts) and the brand tokens as CSS properties.
 */

/** A type in the manifest: its text, and the published types it names. */
export interface ManifestType {
  text: string;
  references?: { name: string; package: string }[];
}

/** An attribute or a member of a declaration. */
export interface ManifestField {
  name: string;
  type: ManifestType;
  description: string;
  default?: string;
  fieldName?: string;
  attribute?: string;
  kind?: 'field';
}

/** One tag's declaration. */
export interface ManifestDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  superclass: { name: 'HTMLElement' };
  attributes: ManifestField[];
  members: ManifestField[];
  events: { name: string; type: ManifestType; description: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: CssProperty[];
}

/** The whole manifest. */
export interface CustomElementsManifest {
  schemaVersion: string;
  readme: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestDeclaration[];
    exports: {
      kind: 'custom-element-definition';
      name: string;
      declaration: { name: string; module: string };
    }[];
  }[];
}

/** The package whose declarations the manifest's type names refer to. */
const PACKAGE = 'hub-widgets';

/** The prop's description, with the rules its attribute is checked against and its JSON shape. */
function describeProp(spec: AnyWidgetSpec, name: string, prop: PropSpec): string {
  const rules: string[] = [];
  if (prop.type === 'number') {
    if (prop.integer) rules.push('a whole number');
    if (prop.min !== undefined && prop.max !== undefined) rules.push(`from ${prop.min} to ${prop.max}`);
    else if (prop.min !== undefined) rules.push(`at least ${prop.min}`);
    else if (prop.max !== undefined) rules.push(`at most ${prop.max}`);
  }
  if (prop.type === 'boolean') rules.push('true by presence');
  if (prop.type === 'json') {
    const shape = jsonShapes(spec).find(([type]) => type === propTypeText(spec.tag, name, prop));
    rules.push(
      shape
        ? `JSON of type \`${shape[0]}\` = \`${shape[1]}\`, or that value as a property`
        : 'JSON, or that value as a property',
    );
  }
  const text = prop.description ?? '';
  return rules.length ? `${text.replace(/\.$/, '')} (${rules.join('; ')}).` : text;
}

function typeOf(spec: AnyWidgetSpec, name: string, prop: PropSpec): ManifestType {
  const text = propTypeText(spec.tag, name, prop);
  return prop.type === 'json' && prop.schema
    ? { text, references: [{ name: text, package: PACKAGE }] }
    : { text };
}

const defaultOf = (prop: PropSpec): { default?: string } =>
  prop.type === 'boolean'
    ? { default: 'false' }
    : 'default' in prop && prop.default !== undefined
      ? { default: JSON.stringify(prop.default) }
      : {};

const services = ({ required, optional }: AnyWidgetSpec['services']): string =>
  [
    required.length ? `Services: ${required.join(', ')}` : 'Services: none',
    optional.length ? `optional: ${optional.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

function declarationOf(spec: AnyWidgetSpec): ManifestDeclaration {
  return {
    kind: 'class',
    customElement: true,
    name: spec.className,
    tagName: spec.tag,
    description: `${spec.description} ${services(spec.services)}.`,
    superclass: { name: 'HTMLElement' },
    attributes: [
      ...attributeProps(spec).map(([attribute, name, prop]) => ({
        name: attribute,
        fieldName: name,
        type: typeOf(spec, name, prop),
        description: describeProp(spec, name, prop),
        ...defaultOf(prop),
      })),
      ...CONTEXT_ATTRIBUTES.map((attribute) => ({
        name: attribute.name,
        type: { text: unionText(attribute.values) },
        description: attribute.description,
        ...('default' in attribute ? { default: JSON.stringify(attribute.default) } : {}),
      })),
      ...spec.settings.map((name) => {
        const setting = settingText(name);
        return {
          name: settingAttribute(name),
          type: { text: 'string' },
          description: setting.description,
          ...(setting.default === undefined ? {} : { default: JSON.stringify(setting.default) }),
        };
      }),
    ],
    members: Object.entries<PropSpec>(spec.props).map(([name, prop]) => ({
      kind: 'field' as const,
      name,
      type: typeOf(spec, name, prop),
      description: describeProp(spec, name, prop),
      ...(prop.type === 'property' ? {} : { attribute: toAttributeName(name) }),
      ...defaultOf(prop),
    })),
    events: eventsOf(spec).map((name) => ({
      name,
      type: {
        text: `CustomEvent<HubEventDetail<'${name}'>>`,
        references: [{ name: 'HubEventDetail', package: PACKAGE }],
      },
      description: eventText(spec, name),
    })),
    cssParts: spec.parts.map((name) => ({ name, description: CSS_PARTS[name] })),
    cssProperties: brandTokenProperties(),
  };
}

/** The loader: the one module a host imports, which defines every tag when it appears in the page. */
export const LOADER_MODULE = 'dist/hub-widgets.js';

/** The manifest of the given specs: one module, the loader, declaring and defining every tag. */
export function customElementsManifest(specs: readonly AnyWidgetSpec[]): CustomElementsManifest {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: LOADER_MODULE,
        declarations: specs.map(declarationOf),
        exports: specs.map((spec) => ({
          kind: 'custom-element-definition',
          name: spec.tag,
          declaration: { name: spec.className, module: LOADER_MODULE },
        })),
      },
    ],
  };
}
