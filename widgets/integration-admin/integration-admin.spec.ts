import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-integration-admin: everything the element, custom-elements.json and the host types are derived from. */
export const integrationAdminSpec = defineWidgetSpec({
  tag: 'hub-integration-admin',
  className: 'HubIntegrationAdmin',
  description:
    "The integration administration (seed 001 §1 administrators' integration errors, §3 Integration, §7 Integration), open to integration_error_manager (signed out: a sign-in prompt; another role: whom the area is for, in words): the brand's journey integration errors in the market's country, filtered by status, journey type, system, dates (the final not before the initial, refused beside the field) and a search, ten a page; one or many selected (a box per error, all on the page at once) and reprocessed once (`journey-integration-errors/reprocess` with their ids), each result in words (resolved, failed again, skipped, not found); one error resolved, reopened or ignored (after a confirmation); the integration logs a page at a time. A failed load says 'Erro ao carregar dados.' with a retry, a failed change 'Um erro ocorreu, tente novamente', a refusal (403) in words.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      "Errors were reprocessed or one error's status set (`form`: integration-reprocess with `ids`, integration-status with `id` and `status`).",
    'hub-submit-error':
      'A reprocess or a status change failed (`form` as above, `code`: the failure kind or the HTTP status).',
  },
  services: { required: ['integration', 'users'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-integration-admin, inferred from {@link integrationAdminSpec}. */
export type IntegrationAdminProps = SpecProps<typeof integrationAdminSpec>;
