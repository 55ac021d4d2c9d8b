export { en } from './en.ts';
export type { TranslationKey } from './en.ts';
export { translate, placeholdersOf } from './translate.ts';
