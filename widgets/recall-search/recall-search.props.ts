import type { PropSpecs } from '../../core/define-widget.ts';
import type { RecallSearchProps } from './RecallSearch.tsx';

/** Attributes of hub-recall-search, documented in custom-elements.json. */
export const recallSearchProps: PropSpecs<RecallSearchProps> = {
  chatBot: { type: 'string' },
  hideCampaigns: { type: 'boolean' },
};
