export { en } from './en.ts';
export type { TranslationKey } from './en.ts';
export { translate, placeholdersOf } from './translate.ts';
export { issueText, setIssueTranslator } from './issue-text.ts';
export type { IssueTranslator } from './issue-text.ts';
