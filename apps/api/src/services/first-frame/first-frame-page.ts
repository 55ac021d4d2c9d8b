import { FIRST_FRAME_ELEMENT_ID, type FirstFrame } from '@skins/shared';

/**
 * JSON that is safe as the text of an HTML `<script>` element: no `<` (so no `</script>` or `<!--` can end or
 * change the element whatever a translation says), no `>` or `&`, and no U+2028/U+2029 (line breaks to some
 * JavaScript parsers). Each becomes its \u escape, which JSON.parse reads back as the same character.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML shows it, whatever it holds: no markup, no entity. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** An empty element of the page's static shell that names the text it shows: `<tag ... data-first-frame-text="key"></`. */
const SHELL_TEXT_SLOT = /(<[a-z]+\b[^<>]*\bdata-first-frame-text="([\w.]+)"[^<>]*>)(?=<\/)/g;

/**
 * The page's static shell (the markup in the web app's #root, drawn before its script runs) with its words:
 * each slot gets its text in the frame's language, or stays empty when the language lacks the key.
 */
function shellWithTexts(html: string, texts: Record<string, string>): string {
  return html.replace(SHELL_TEXT_SLOT, (slot: string, _open: string, key: string) => slot + (Object.hasOwn(texts, key) ? escapeHtmlText(texts[key]!) : ''));
}

/**
 * The page with the shell's words written in (shellWithTexts), so text paints before the script runs, and the
 * first frame as a JSON data block at the end of its head: a data block is never run (the
 * Content-Security-Policy has nothing to allow), and it is in the document before the deferred module script
 * reads it.
 */
export function pageWithFirstFrame(html: string, frame: FirstFrame): string {
  const block = `<script id="${FIRST_FRAME_ELEMENT_ID}" type="application/json">${inlineJson(frame)}</script>`;
  html = shellWithTexts(html, frame.localizations);
  const headEnd = html.search(/<\/head>/i);
  return headEnd < 0 ? block + html : html.slice(0, headEnd) + block + html.slice(headEnd);
}
