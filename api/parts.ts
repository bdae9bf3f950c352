import type { CallSpec } from './client.ts';

const PART = { adds: ['brand', 'market'] } as const;

/**
 * Parts service (seed 001 §7 "Accessories and parts"): coatings, colours, items (optionals) and
 * accessories, each as a list of a version, by id and by code; the accessory search index; POST part.
 * The market is added to accessory calls (seed 001 §9), and here to every part read.
 */
export const partCalls = {
  coatings: { method: 'GET', path: 'coating', query: ['mvsCode'], ...PART },
  coating: { method: 'GET', path: 'coating/{id}', ...PART },
  coatingByCode: { method: 'GET', path: 'coating/code/{code}', ...PART },
  colors: { method: 'GET', path: 'color', query: ['mvsCode'], ...PART },
  color: { method: 'GET', path: 'color/{id}', ...PART },
  colorByCode: { method: 'GET', path: 'color/code/{code}', ...PART },
  items: { method: 'GET', path: 'item', query: ['mvsCode'], ...PART },
  item: { method: 'GET', path: 'item/{id}', ...PART },
  itemByCode: { method: 'GET', path: 'item/code/{code}', ...PART },
  accessories: { method: 'GET', path: 'accessory', query: ['mvsCode'], ...PART },
  accessory: { method: 'GET', path: 'accessory/{id}', ...PART },
  accessoryByCode: { method: 'GET', path: 'accessory/code/{code}', ...PART },
  indexDelete: {
    method: 'DELETE',
    path: 'search-index/accessory',
    query: ['id'],
    adds: ['brand'],
    response: 'none',
  },
  indexPost: { method: 'POST', path: 'search-index/accessory', adds: ['brand'] },
  indexReindex: { method: 'POST', path: 'search-index/accessory/reindex', adds: ['brand'] },
  indexSearch: { method: 'GET', path: 'search-index/accessory/search', query: ['text'], ...PART },
  indexFormatted: { method: 'GET', path: 'search-index/accessory/formatted', query: ['mvsCode'], ...PART },
  createPart: { method: 'POST', path: 'part' },
} as const satisfies Record<string, CallSpec>;
