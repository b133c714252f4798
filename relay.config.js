// relay-compiler: the web's GraphQL documents against the gateway's schema.
// `export { config as 'module.exports' }` because this package is an ES module
// and the compiler reads the config as CommonJS (TOOLCHAIN.md).
// Persisted queries (issue 16, trusted documents): every operation's artifact carries the
// sha-256 of its text as `id` (no text), and the texts go by id to
// web/persisted-queries.json, the gateway's one store (gateway/src/trusted-documents.ts).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  noFutureProofEnums: true,
  persistConfig: { file: './web/persisted-queries.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
