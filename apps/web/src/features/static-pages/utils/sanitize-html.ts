/**
 * A small allow-list sanitizer for static-page bodies (HTML from our own seed, editable by staff). What
 * is not on the list is dropped: unknown elements keep their text, dangerous ones (script, style, iframe,
 * ...) go with their content, and every attribute except a safe link's href is removed.
 */
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'br']);
const VOID_TAGS = new Set(['br']);
/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);
/** Site paths, in-page anchors, web and mail links; `javascript:`, `data:` and the like are not. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function serializeChildren(node: Node): string {
  let html = '';
  for (const child of Array.from(node.childNodes)) html += serializeNode(child);
  return html;
}

function serializeNode(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return '';
  if (!ALLOWED_TAGS.has(tag)) return serializeChildren(element);
  if (VOID_TAGS.has(tag)) return `<${tag}>`;

  let attributes = '';
  if (tag === 'a') {
    // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so test without them.
    const href = [...(element.getAttribute('href') ?? '')].filter((char) => char.charCodeAt(0) > 0x20).join('');
    if (SAFE_HREF.test(href)) attributes = ` href="${escapeAttribute(href)}"`;
    if (/^https?:\/\//i.test(href)) attributes += ' rel="noopener noreferrer" target="_blank"';
  }
  return `<${tag}${attributes}>${serializeChildren(element)}</${tag}>`;
}

export function sanitizeHtml(html: string): string {
  // DOMParser builds an inert document: nothing in it loads or runs.
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return serializeChildren(doc.body);
}
