// What the example scripts share: where the gateway is, the token they send, and one
// typed request. A document comes from `graphql()` of ./__generated__ (codegen.ts), so
// its variables and its answer are typed from the committed schema.graphql.
//
//   GREENLIGHT_URL     the dashboard's address (default http://localhost:4000)
//   GREENLIGHT_TOKEN   a personal access token (profile page), sent as `Authorization: Bearer`
import type { TypedDocumentString } from './__generated__/graphql';

export const GREENLIGHT_URL = (process.env.GREENLIGHT_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

/** The token, or a message and exit code 2 when GREENLIGHT_TOKEN is not set. */
export function greenlightToken(): string {
  const token = process.env.GREENLIGHT_TOKEN?.trim();
  if (!token) {
    console.error('Set GREENLIGHT_TOKEN to a personal access token (Greenlight, your profile page: "Personal access tokens").');
    process.exit(2);
  }
  return token;
}

interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

/** Posts one document to `/graphql`; its errors, or an answer that is not GraphQL, throw. */
export async function request<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  const response = await fetch(`${GREENLIGHT_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      authorization: `Bearer ${greenlightToken()}`,
    },
    body: JSON.stringify({ query: document.toString(), variables }),
  });
  const text = await response.text();
  let answer: GraphQLAnswer<TResult>;
  try {
    answer = JSON.parse(text) as GraphQLAnswer<TResult>;
  } catch {
    throw new Error(`${GREENLIGHT_URL}/graphql answered ${response.status}: ${text.slice(0, 200)}`);
  }
  if (answer.errors?.length) {
    const messages = answer.errors.map((error) => `${error.message}${error.extensions?.code ? ` (${error.extensions.code})` : ''}`);
    throw new Error(`GraphQL errors: ${messages.join('; ')}`);
  }
  if (!answer.data) throw new Error(`${GREENLIGHT_URL}/graphql answered ${response.status} without data`);
  return answer.data;
}
