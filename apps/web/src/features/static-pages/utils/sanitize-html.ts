import DOMPurify from 'dompurify';

/**
 * Static-page bodies (HTML from our own seed, editable by staff) go through DOMPurify with an allow-list:
 * what is not on it is dropped. Unknown elements keep their text, dangerous ones (script, style, iframe,
 * ...) go with their content, and every attribute except a safe link's href is removed.
 */
const ALLOWED_TAGS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'br'];
/** Elements whose content is not text a reader should see. */
const FORBID_CONTENTS = ['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title'];
/** Site paths, in-page anchors, web and mail links; `javascript:`, `data:` and the like are not. */
const SAFE_HREF = /^(?:\/(?!\/)|#|https?:\/\/|mailto:)/i;

// An instance of its own, so the hook below never touches another caller's DOMPurify.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Outside links open in a new tab without handing over the opener.
  if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_HREF,
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
  });
}
