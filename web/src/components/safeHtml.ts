// Feedback bodies are HTML written by staff (FBK-01). Before they are shown, every
// element outside a small formatting allowlist is unwrapped, every attribute dropped
// but a link's http(s) or mailto href, and links open in a new tab.
const ALLOWED = new Set([
  'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'UL', 'OL', 'LI', 'A', 'H1', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'CODE', 'PRE', 'SPAN', 'DIV',
]);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(node: Node) {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === 3) continue;
    if (child.nodeType !== 1) {
      child.remove();
      continue;
    }
    const element = child as Element;
    if (DROPPED.has(element.tagName)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!ALLOWED.has(element.tagName)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const href = element.tagName === 'A' ? element.getAttribute('href')?.trim() : undefined;
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    if (href && SAFE_HREF.test(href)) {
      element.setAttribute('href', href);
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noreferrer noopener');
    }
  }
}

/** The HTML with only formatting and safe links left. */
export function safeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(document.body);
  return document.body.innerHTML;
}
