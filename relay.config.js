// relay-compiler: the web's GraphQL documents against the gateway's schema.
// `export { config as 'module.exports' }` because this package is an ES module
// and the compiler reads the config as CommonJS (TOOLCHAIN.md).
const config = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  noFutureProofEnums: true,
};

export { config as 'module.exports' };
