import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-recall-search: everything the element, custom-elements.json and the host types are derived from. */
export const recallSearchSpec = defineWidgetSpec({
  tag: 'hub-recall-search',
  className: 'HubRecallSearch',
  description:
    'Recall lookup by plate or chassis (typed, or read by the embedded VIN scanner loaded on demand): recalls and software updates with their status, recall voucher download, recall update, brand recall campaigns; `chat-bot` selects the chat-bot lookup.',
  props: {
    chatBot: {
      type: 'string',
      description: 'The chat-bot variant of the lookup: its value fills `recall/{brand}/{id}/{chatBot}`.',
    },
    hideCampaigns: { type: 'boolean', description: "Hide the brand's recall campaigns." },
  },
  events: {
    'hub-submit-success': 'A lookup or a recall update was answered (`form`).',
    'hub-submit-error': 'A lookup or a recall update failed (`form`, `code`).',
  },
  services: { required: ['recall'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-recall-search, inferred from {@link recallSearchSpec}. */
export type RecallSearchProps = SpecProps<typeof recallSearchSpec>;
