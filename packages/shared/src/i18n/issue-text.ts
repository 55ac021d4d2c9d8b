import { en } from './en.ts';
import type { TranslationKey } from './en.ts';
import { translate } from './translate.ts';

/** Turns a dictionary key (and its placeholders) into the text a user reads. */
export type IssueTranslator = (key: TranslationKey, params?: Record<string, string | number>) => string;

let translator: IssueTranslator | null = null;

/**
 * Where a schema's messages are read. The api leaves it unset and answers with its own texts (spec §8, the
 * Laravel-style 'The skin name field is required.'); the web app sets its translator once, so the same
 * schema validates its forms with the §5 texts of the visitor's language. Like `z.config()` of zod itself,
 * a process-wide setting: each side sets it (or not) once, at start.
 */
export function setIssueTranslator(next: IssueTranslator | null): void {
  translator = next;
}

/**
 * The `error` of a zod check: the text of `key` where a translator is set (the web form), else `apiText`
 * (the api's answer; by default the English text of `key`).
 */
export function issueText(key: TranslationKey, apiText?: string, params?: Record<string, string | number>): () => string {
  return () => (translator ? translator(key, params) : (apiText ?? translate(en, key, params)));
}
