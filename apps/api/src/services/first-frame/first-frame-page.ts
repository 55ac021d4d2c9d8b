import { FIRST_FRAME_ELEMENT_ID, type FirstFrame } from '@skins/shared';

/**
 * JSON that is safe as the text of an HTML `<script>` element: no `<` (so no `</script>` or `<!--` can end or
 * change the element whatever a translation says), no `>` or `&`, and no U+2028/U+2029 (line breaks to some
 * JavaScript parsers). Each becomes its \u escape, which JSON.parse reads back as the same character.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The page with the first frame as a JSON data block at the end of its head: a data block is never run (the
 * Content-Security-Policy has nothing to allow), and it is in the document before the deferred module script
 * reads it.
 */
export function pageWithFirstFrame(html: string, frame: FirstFrame): string {
  const block = `<script id="${FIRST_FRAME_ELEMENT_ID}" type="application/json">${inlineJson(frame)}</script>`;
  const headEnd = html.search(/<\/head>/i);
  return headEnd < 0 ? block + html : html.slice(0, headEnd) + block + html.slice(headEnd);
}
