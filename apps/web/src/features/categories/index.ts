/** What other features may use from this one. */
export { useCategories, categoriesQueryOptions } from './api/get-categories.ts';
export { matchCategoryPath, categoryHref, namesCategory } from './utils/match-category.ts';
export { categoriesFailureText } from './utils/categories-failure.ts';
