const MARKER = 'data-google-tag';

/**
 * Adds the settings' tag-manager snippet to <head>, once per page load (spec §3 Settings). Only its
 * <script> elements are taken; each is created anew, because a script parsed from HTML text never runs.
 * Returns whether anything was added.
 */
export function injectGoogleTag(snippet: string, doc: Document = document): boolean {
  if (!snippet.trim() || doc.head.querySelector(`[${MARKER}]`)) return false;
  const template = doc.createElement('template');
  template.innerHTML = snippet;
  const scripts = Array.from(template.content.querySelectorAll('script'));
  for (const source of scripts) {
    const script = doc.createElement('script');
    for (const { name, value } of Array.from(source.attributes)) script.setAttribute(name, value);
    script.setAttribute(MARKER, '');
    script.text = source.text;
    doc.head.append(script);
  }
  return scripts.length > 0;
}
