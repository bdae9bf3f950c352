import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-opinions: everything the element, custom-elements.json and the host types are derived from. */
export const opinionsSpec = defineWidgetSpec({
  tag: 'hub-opinions',
  className: 'HubOpinions',
  description:
    "Customer opinions on a model (seed 000 §2): the average and the distribution of ratings (1 very bad … 5 very good, as numbers in a table), then the opinions with rating, text, the author's first name, date and a new-customer mark (owned less than 30 days, seed 001 §9), sortable by most recent, best rated and most useful, in pages. A signed-in owner writes an opinion (rating required; text without & $ < > % nor a leading space) and marks others' useful, once each. Signed out: a sign-in prompt to write and vote. A failed load says 'Erro ao carregar dados.' with a retry.",
  props: {
    model: {
      type: 'string',
      description: "Model code (as the configurator's `model`): whose opinions are shown.",
    },
    pageSize: {
      type: 'number',
      default: 5,
      min: 1,
      max: 50,
      integer: true,
      description: 'Opinions per page.',
    },
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'An opinion was published or marked useful (`form`: opinion-create, opinion-useful; `id` of the opinion; `model`).',
    'hub-submit-error':
      'Publishing or a useful vote failed (`form`, `code`: the failure kind or the HTTP status).',
  },
  services: { required: ['opinions'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-opinions, inferred from {@link opinionsSpec}. */
export type OpinionsProps = SpecProps<typeof opinionsSpec>;
