import { describe, expect, it } from 'vitest';
import * as wrappers from '../core/react.ts';
import { reactDeclarations } from './host-types.ts';
import { WIDGET_SPECS } from './manifest.ts';

describe('react.d.ts for `hub-widgets/react`', () => {
  const names = Object.keys(wrappers);
  const text = reactDeclarations(WIDGET_SPECS, names);

  it('declares every runtime export of core/react.ts, each wrapper with its tag typed', () => {
    for (const name of names) expect(text).toMatch(new RegExp(`export declare (const|function) ${name}\\b`));
    expect(text).toContain("export declare const HubLeadForm: HubComponent<'hub-lead-form'>;");
    expect(text).toContain(
      'export declare function createHubComponent<T extends HubTag>(tag: T): HubComponent<T>;',
    );
  });

  it("gives a wrapper the element's typed props, its attributes and listeners", () => {
    expect(text).toMatch(/export type HubLeadFormProps = Partial<Pick<HubLeadFormElement, [^>]*'fields'/);
    expect(text).toContain(
      "'hub-lead-form': HubComponentPropsOf<HubLeadFormElement, HubLeadFormAttributes, HubLeadFormProps>;",
    );
  });

  it('stops on a wrapper naming no tag (a wrapper without types would be published)', () => {
    expect(() => reactDeclarations(WIDGET_SPECS, ['HubNothing'])).toThrow(/HubNothing/);
  });
});
