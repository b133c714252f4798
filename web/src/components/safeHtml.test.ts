// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { safeHtml } from './safeHtml';

describe('safeHtml', () => {
  it('FBK-01 keeps formatting and safe links of feedback, drops scripts, handlers and javascript: links', () => {
    const html = safeHtml(
      '<p onclick="steal()">Great <b>hook</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a> <a href="https://example.com" style="color:red">help</a><img src=x onerror="alert(1)"><custom>kept text</custom>',
    );
    expect(html).toBe(
      '<p>Great <b>hook</b></p><a>x</a> <a href="https://example.com" target="_blank" rel="noreferrer noopener">help</a>kept text',
    );
  });
});
