export { normalizeQuery, queryError, type SearchBy } from './query.ts';
export { RecallSearch, type RecallSearchProps } from './RecallSearch.tsx';
export { isOpen, type RecallCampaign, type RecallItem, type RecallResult } from './recallResult.ts';
