import { afterEach, describe, expect, it } from 'vitest';
import { injectGoogleTag } from './inject-google-tag.ts';

const SNIPPET = `<!-- Google Tag Manager -->
<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST"></script>
<script>window.dataLayer = window.dataLayer || []; window.tagRan = true;</script>
<noscript><iframe src="https://www.googletagmanager.com/ns.html"></iframe></noscript>
<style>body { color: red }</style>`;

describe('injectGoogleTag', () => {
  afterEach(() => {
    for (const script of document.head.querySelectorAll('[data-google-tag]')) script.remove();
  });

  it('adds only the snippet’s scripts, as new script elements with their attributes', () => {
    expect(injectGoogleTag(SNIPPET)).toBe(true);
    const scripts = document.head.querySelectorAll('script[data-google-tag]');
    expect(scripts).toHaveLength(2);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(scripts[0]?.hasAttribute('async')).toBe(true);
    expect(scripts[1]?.textContent).toContain('window.tagRan = true');
    expect(document.head.querySelector('iframe, style, noscript')).toBeNull();
  });

  it('never injects twice', () => {
    injectGoogleTag(SNIPPET);
    expect(injectGoogleTag(SNIPPET)).toBe(false);
    expect(document.head.querySelectorAll('script[data-google-tag]')).toHaveLength(2);
  });

  it('ignores an empty snippet and one without scripts', () => {
    expect(injectGoogleTag('  ')).toBe(false);
    expect(injectGoogleTag('<p>no tag</p>')).toBe(false);
    expect(document.head.querySelector('[data-google-tag]')).toBeNull();
  });
});
