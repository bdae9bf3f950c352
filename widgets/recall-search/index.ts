export { RecallSearch, type RecallSearchProps } from './RecallSearch.tsx';
export {
  isOpen,
  loadCampaigns,
  normalizeQuery,
  queryError,
  type RecallCampaign,
  type RecallItem,
  type RecallResult,
  type SearchBy,
  searchRecalls,
  updateRecall,
} from './recall.ts';
