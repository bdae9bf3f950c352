import type { CustomElementsManifest, ManifestDeclaration, ManifestField } from './custom-elements.ts';

/*
 * Editor data derived from custom-elements.json: VS Code's HTML custom data
 * (`"html.customData": ["./node_modules/hub-widgets/dist/vscode.html-custom-data.json"]`) and
 * JetBrains web-types (found through package.json's `web-types`).
 */

const declarations = (manifest: CustomElementsManifest): ManifestDeclaration[] =>
  manifest.modules.flatMap((module) => module.declarations);

/** `'a' | 'b'` → `['a', 'b']`; undefined when the type is not a union of string literals. */
export function literalValues(text: string): string[] | undefined {
  const parts = text.split(' | ');
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

const isBoolean = (field: ManifestField): boolean => field.type.text === 'boolean';

/** VS Code HTML custom data (version 1.1): tags, their attributes, allowed values; booleans take no value. */
export function vscodeCustomData(manifest: CustomElementsManifest) {
  return {
    version: 1.1,
    tags: declarations(manifest).map((declaration) => ({
      name: declaration.tagName,
      description: [
        declaration.description,
        `Events: ${declaration.events.map((event) => event.name).join(', ')}.`,
        `CSS parts: ${declaration.cssParts.map((part) => part.name).join(', ')}.`,
      ].join('\n\n'),
      attributes: declaration.attributes.map((attribute) => {
        const values = literalValues(attribute.type.text);
        return {
          name: attribute.name,
          description: `${attribute.description}${attribute.default === undefined ? '' : ` Default: ${attribute.default}.`}`,
          ...(isBoolean(attribute) ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** JetBrains web-types: elements with attributes, JS properties and events, CSS parts and properties. */
export function webTypes(manifest: CustomElementsManifest, pkg: { name: string; version: string }) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: declarations(manifest).map((declaration) => ({
          name: declaration.tagName,
          description: declaration.description,
          attributes: declaration.attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.description,
            ...(attribute.default === undefined ? {} : { default: attribute.default }),
            value: isBoolean(attribute)
              ? { kind: 'no-value', type: 'boolean' }
              : { kind: 'plain', type: attribute.type.text },
          })),
          js: {
            properties: declaration.members.map((member) => ({
              name: member.name,
              description: member.description,
              type: member.type.text,
            })),
            events: declaration.events.map((event) => ({
              name: event.name,
              description: event.description,
              type: event.type.text,
            })),
          },
          css: {
            parts: declaration.cssParts,
            properties: declaration.cssProperties.map(({ name, description }) => ({ name, description })),
          },
        })),
      },
    },
  };
}
