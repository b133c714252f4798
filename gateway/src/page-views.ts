// Page views (AUTH-23): the dashboard says which page it shows with a beacon
// (POST /page-view, {"page": name}); the gateway counts it by name (metrics) and logs
// a line. Only the names of rules' PAGE_NAMES are taken, from a body of 200 bytes at
// most: a client can neither invent labels nor send much.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPageName } from '@greenlight/rules';
import type { JsonLogger } from './log';
import type { GatewayMetrics } from './metrics';

export const PAGE_VIEW_MAX_BYTES = 200;

export function recordPageView(req: IncomingMessage, res: ServerResponse, logger: JsonLogger, metrics: GatewayMetrics): void {
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (refused) return;
    if (size > PAGE_VIEW_MAX_BYTES) {
      // Answered at once; the rest of the body is read and dropped, never kept.
      refused = true;
      res.writeHead(413, { connection: 'close' }).end();
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    let page: unknown;
    try {
      page = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { page?: unknown }).page;
    } catch {
      page = undefined;
    }
    if (!isPageName(page)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('A page view names a page of the dashboard');
      return;
    }
    metrics.pageViews.inc({ page });
    logger.log('info', { page }, 'page view');
    res.writeHead(204).end();
  });
}
