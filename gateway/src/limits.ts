// What one request may hold (issue 18, hostile input), enforced before anything is
// parsed, the same for browsers and scripts. Sized from the real documents: the largest
// the web sends is GamePanelQuery, 7.5 kB and 759 tokens; its variables are at most a
// filter tree (three levels, 100 rules a group, each rule a few dozen bytes) or a saved
// view. Uploads do not come this way (/upload/ streams them to the provider).
import { GraphQLError, parse, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** An HTTP GraphQL body, and a graphql-ws frame: 256 kB, some 30 times the largest real document. */
export const MAX_REQUEST_BYTES = 256 * 1024;

/** Tokens of one document: the largest real one has 759; a thousand aliased fields have many more. */
export const MAX_DOCUMENT_TOKENS = 5000;

/** The body of a refusal before GraphQL: what a GraphQL client reads as a typed error. */
export function refusalBody(code: string, message: string): string {
  return JSON.stringify({ errors: [{ message, extensions: { code } }] });
}

/**
 * Checks an HTTP request to /graphql before Yoga reads it: a POST must say its length
 * (Node's parser then never hands more), and it must be at most MAX_REQUEST_BYTES.
 * Answers the refusal's status and body, or undefined when the request may go on.
 */
export function bodyRefusal(method: string | undefined, contentLength: string | undefined): { status: number; body: string } | undefined {
  if (method !== 'POST') return undefined;
  if (contentLength === undefined || !/^\d+$/.test(contentLength)) {
    return { status: 411, body: refusalBody('LENGTH_REQUIRED', 'A GraphQL request must say its length (Content-Length).') };
  }
  if (Number(contentLength) > MAX_REQUEST_BYTES) {
    return {
      status: 413,
      body: refusalBody('REQUEST_TOO_LARGE', `A GraphQL request may hold at most ${MAX_REQUEST_BYTES / 1024} kB.`),
    };
  }
  return undefined;
}

/**
 * The bodies a GraphQL POST may carry: JSON (and its GraphQL-over-HTTP name, which Yoga
 * also reads), which a page of another site cannot send without asking (CORS preflight).
 */
const GRAPHQL_BODY_TYPES = new Set(['application/json', 'application/graphql+json']);

/**
 * Cross-site request forgery (issue 16): a form (urlencoded or multipart) or a text/plain
 * body can be sent by any page with the user's cookies, without a preflight; a POST to
 * /graphql must be JSON. (A mutation over GET is Yoga's own 405.)
 */
export function contentTypeRefusal(method: string | undefined, contentType: string | undefined): { status: number; body: string } | undefined {
  if (method !== 'POST') return undefined;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (GRAPHQL_BODY_TYPES.has(type)) return undefined;
  return {
    status: 415,
    body: refusalBody('UNSUPPORTED_MEDIA_TYPE', 'A GraphQL POST must be sent as application/json (Content-Type).'),
  };
}

/** Every document, over HTTP and graphql-ws, is parsed with graphql-js's token limit; past it, a typed error. */
export function documentTokenLimit(onRefusal: () => void = () => {}): Plugin {
  const parseBounded = (source: Parameters<typeof parse>[0]): DocumentNode => {
    try {
      return parse(source, { maxTokens: MAX_DOCUMENT_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError && error.message.includes('tokens')) {
        onRefusal();
        throw new GraphQLError(`A document may hold at most ${MAX_DOCUMENT_TOKENS} tokens.`, { extensions: { code: 'DOCUMENT_TOO_LARGE' } });
      }
      throw error;
    }
  };
  return {
    onParse({ setParseFn }) {
      setParseFn(parseBounded);
    },
  };
}

/** The media the gateway relays: /media/{sha256}, the original of a cropped video with ?original. */
export function mediaPath(url: string): string | undefined {
  const [path = '', query] = url.split('?', 2);
  if (!/^\/media\/[0-9a-f]{64}$/.test(path)) return undefined;
  if (query === undefined || query === '') return path;
  return /^original(=(true)?)?$/.test(query) ? `${path}?original` : undefined;
}
