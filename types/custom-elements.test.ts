import { describe, expect, it } from 'vitest';
import { BRANDS } from '../core/brands.ts';
import { MARKETS } from '../core/markets.ts';
import { SKINS } from '../themes/index.ts';
import { customElementsManifest, type ManifestDeclaration } from './custom-elements.ts';
import { literalValues, vscodeCustomData, webTypes } from './editor-data.ts';
import { WIDGET_SPECS } from './manifest.ts';

/*
 * custom-elements.json and the editor data as a tool reads them (what `npm run build` writes to dist/).
 */

const manifest = customElementsManifest(WIDGET_SPECS);
const declarations = manifest.modules.flatMap((module) => module.declarations);
const tag = (name: string): ManifestDeclaration => declarations.find((d) => d.tagName === name)!;

describe('custom-elements.json', () => {
  it('declares every tag in the loader module, which defines them all', () => {
    expect(manifest.modules.map((module) => module.path)).toEqual(['dist/hub-widgets.js']);
    expect(declarations.map((d) => d.tagName)).toEqual(WIDGET_SPECS.map((spec) => spec.tag));
    expect(manifest.modules[0]!.exports.map((e) => e.name)).toEqual(WIDGET_SPECS.map((spec) => spec.tag));
  });

  it('describes every attribute, with its type, and its allowed values as a union', () => {
    for (const d of declarations) {
      for (const attribute of d.attributes) {
        expect(attribute.description, `${d.tagName} ${attribute.name}`).toMatch(/\w{3}/);
        expect(attribute.type.text, `${d.tagName} ${attribute.name}`).not.toMatch(/^(JSON|unknown|)$/);
      }
      const union = (name: string) => literalValues(d.attributes.find((a) => a.name === name)!.type.text);
      expect(union('brand')).toEqual([...BRANDS]);
      expect(union('market')).toEqual([...MARKETS]);
      expect(union('skin')).toEqual([...SKINS]);
    }
    expect(tag('hub-lead-form').attributes.find((a) => a.name === 'variant')).toMatchObject({
      type: { text: "'physical' | 'legal' | 'custom' | 'contact'" },
      default: '"physical"',
    });
    expect(tag('hub-dealer-picker').attributes.find((a) => a.name === 'radius')).toMatchObject({
      type: { text: 'number' },
      default: '50',
      description: expect.stringContaining('a whole number; from 1 to 500'),
    });
  });

  it('names the JSON shapes from the valibot schemas and writes them out', () => {
    const fields = tag('hub-lead-form').attributes.find((a) => a.name === 'fields')!;
    expect(fields.type).toEqual({
      text: 'HubLeadFormFields',
      references: [{ name: 'HubLeadFormFields', package: 'hub-widgets' }],
    });
    expect(fields.description).toContain(
      "`HubLeadFormFields` = `{ name: string; label: string; type?: 'text' | 'textarea'; required?: boolean }[]`",
    );
  });

  it('lists every prop as a member (a JS property), with its attribute', () => {
    for (const spec of WIDGET_SPECS) {
      const members = tag(spec.tag).members;
      expect(members.map((m) => m.name)).toEqual(Object.keys(spec.props));
      for (const member of members) expect(member.kind).toBe('field');
    }
    expect(tag('hub-lead-form').members.find((m) => m.name === 'modelCode')).toMatchObject({
      attribute: 'model-code',
      type: { text: 'string' },
    });
  });

  it('describes every event with its detail type', () => {
    for (const d of declarations) {
      expect(d.events.map((e) => e.name)).toEqual(expect.arrayContaining(['hub-ready', 'hub-error']));
      for (const event of d.events) {
        expect(event.description, `${d.tagName} ${event.name}`).toMatch(/\w{3}/);
        expect(event.type.text).toBe(`CustomEvent<HubEventDetail<'${event.name}'>>`);
      }
    }
  });

  it("lists each widget's own CSS parts (the financing slider only where there is one)", () => {
    const parts = (name: string) => tag(name).cssParts.map((part) => part.name);
    expect(parts('hub-financing')).toContain('slider');
    expect(parts('hub-lead-form')).not.toContain('slider');
    expect(new Set(declarations.map((d) => parts(d.tagName).join())).size).toBeGreaterThan(1);
    for (const d of declarations) for (const part of d.cssParts) expect(part.description).toMatch(/\w{3}/);
  });

  it('publishes the brand tokens of themes/ as CSS custom properties', () => {
    const properties = tag('hub-lead-form').cssProperties;
    const names = properties.map((property) => property.name);
    expect(names).toEqual(expect.arrayContaining(['--hub-color-primary', '--hub-color-primary-hover']));
    expect(names).toEqual(
      expect.arrayContaining(['--hub-color-text', '--hub-radius-control', '--hub-font-family']),
    );
    expect(names.length).toBeGreaterThanOrEqual(22);
    expect(properties.find((p) => p.name === '--hub-color-text')).toMatchObject({ syntax: '<color>' });
    for (const property of properties) expect(property.description).toMatch(/\w{3}/);
  });
});

describe('editor data', () => {
  it('gives VS Code every tag and attribute, enum values to pick from and booleans without a value', () => {
    const data = vscodeCustomData(manifest);
    expect(data.tags.map((t) => t.name)).toEqual(WIDGET_SPECS.map((spec) => spec.tag));
    const form = data.tags.find((t) => t.name === 'hub-lead-form')!;
    const attribute = (name: string) => form.attributes.find((a) => a.name === name)!;
    expect(attribute('variant').values?.map((v) => v.name)).toEqual([
      'physical',
      'legal',
      'custom',
      'contact',
    ]);
    expect(attribute('market').values?.map((v) => v.name)).toEqual([...MARKETS]);
    expect(attribute('with-chassis').valueSet).toBe('v');
    expect(form.description).toContain('hub-submit-success');
  });

  it('gives JetBrains web-types with attributes, JS properties, events and CSS', () => {
    const types = webTypes(manifest, { name: 'hub-widgets', version: '1.2.3' });
    expect(types).toMatchObject({ name: 'hub-widgets', version: '1.2.3', 'js-types-syntax': 'typescript' });
    const financing = types.contributions.html.elements.find((e) => e.name === 'hub-financing')!;
    expect(financing.js.properties.map((p) => p.name)).toContain('parts');
    expect(financing.js.events.map((e) => e.name)).toContain('hub-simulation-change');
    expect(financing.css.parts.map((p) => p.name)).toContain('slider');
    expect(financing.css.properties.length).toBeGreaterThanOrEqual(22);
    expect(financing.attributes.find((a) => a.name === 'source')?.value).toEqual({
      kind: 'plain',
      type: "'ZFLOW' | 'CDC' | 'PSA_TRADITIONAL' | 'NEXT' | 'PSA_BALAO'",
    });
  });
});
