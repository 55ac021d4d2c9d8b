/**
 * The catalogue wing's one door: what the item routes, the app and the bench use of it. Everything else in
 * this folder is its own (eslint.config.js holds the rest of the api to this file; README.md says how the
 * wing works).
 */
export { answerCacheHooks } from './answer-cache-hooks.ts';
export { default as cataloguePlugin } from './catalogue-plugin.ts';
export { countFilterValues } from './count-filter-values.ts';
export { getFilterData, readFilterValues, type FilterValues } from './get-filter-data.ts';
export { getItem, listRecommended } from './get-item.ts';
export { firstPageStatements, listItems } from './list-items.ts';
export { listItemsAfter, sendCursorPage, type CursorPage } from './list-items-after.ts';
export { pageAnswer, sendPage } from './page-answer.ts';
export { suggestItems } from './suggest-items.ts';
