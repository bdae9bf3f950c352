import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-manuals: everything the element, custom-elements.json and the host types are derived from. */
export const manualsSpec = defineWidgetSpec({
  tag: 'hub-manuals',
  className: 'HubManuals',
  description:
    "Owner's manuals (seed 001 §2, §3 Manuals, §7 Manuals). `mode=\"owner\"` (default): a signed-in owner searches the brand's manuals by model, year or name and opens or downloads one (its address as a link, never HTML); only active manuals valid today, in the market's language; an empty result says what to try next. `mode=\"admin\"`: the manual administrators' area, open only to the manual_admin role (others are told in words whom it is for): every manual with its standing in words (active, inactive, expired, not valid yet), create, edit (name, address, validity initial and final dates — the final not before the initial, refused beside the field —, status) and delete after a confirmation. A failed search says 'Erro ao carregar dados.' with a retry.",
  props: {
    mode: {
      type: 'enum',
      values: ['owner', 'admin'],
      default: 'owner',
      description: "Who the page is for: owners searching manuals, or the manual administrators' area.",
    },
    model: {
      type: 'string',
      description:
        "Model code (as the configurator's `model`): owners see this model's manuals only; a new manual is filed under it.",
    },
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'A manual was created, changed or deleted (`form`: manual-create, manual-update, manual-remove; `id`).',
    'hub-submit-error':
      'Saving or deleting a manual failed (`form`, `code`: the failure kind or the HTTP status).',
  },
  services: { required: ['manuals'], optional: ['users'] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-manuals, inferred from {@link manualsSpec}. */
export type ManualsProps = SpecProps<typeof manualsSpec>;
