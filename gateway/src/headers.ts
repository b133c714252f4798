// The headers every answer of the gateway carries (issue 18): no MIME sniffing, no
// framing, no full URL sent to other sites; and the page's Content-Security-Policy:
// scripts only from the page's origin (the build has no inline script), connections
// (GraphQL over HTTP and graphql-ws) to it only. Styles may be inline: Fluent's Griffel
// and Highcharts write them at run time. Icon and video previews are blob: URLs.

export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...API_HEADERS,
  'content-security-policy': CONTENT_SECURITY_POLICY,
};
