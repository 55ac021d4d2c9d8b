// @vitest-environment jsdom
// DOMPurify walks the tree with a NodeIterator that happy-dom does not implement faithfully; jsdom does.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps the allowed elements as they are', () => {
    const html =
      '<h2>Terms</h2><h3>Scope</h3><p>Read <strong>this</strong> and <em>that</em>, run <code>npm</code>.<br>Next line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><p><a href="/faq">FAQ</a> <a href="mailto:help@skins.test">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<p>before</p><template><p>inert</p></template><p>after</p>')).toBe('<p>before</p><p>after</p>');
  });

  it('unwraps elements that are not allowed but keeps their text', () => {
    expect(sanitizeHtml('<div><h1>Title</h1><span>text</span><img src=x onerror="alert(1)"></div>')).toBe('Titletext');
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell');
  });

  it('removes every attribute except a safe href', () => {
    expect(sanitizeHtml('<p class="x" style="color:red" onclick="alert(1)">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<a href="/faq" onclick="alert(1)" title="t">f</a>')).toBe('<a href="/faq">f</a>');
    expect(sanitizeHtml('<a href="#top">top</a>')).toBe('<a href="#top">top</a>');
  });

  it('refuses script and data links, however they are written', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.test/">x</a>')).toBe('<a>x</a>');
  });

  it('opens outside links in a new tab without handing over the opener', () => {
    expect(sanitizeHtml('<a href="https://steamcommunity.com/">Steam</a>')).toBe(
      '<a href="https://steamcommunity.com/" rel="noopener noreferrer" target="_blank">Steam</a>',
    );
  });

  it('escapes text and attribute values', () => {
    expect(sanitizeHtml('<p>1 &lt; 2 &amp; "q"</p>')).toBe('<p>1 &lt; 2 &amp; "q"</p>');
    expect(sanitizeHtml('<a href="/a?b=1&amp;c=&quot;2&quot;">l</a>')).toBe('<a href="/a?b=1&amp;c=&quot;2&quot;">l</a>');
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
