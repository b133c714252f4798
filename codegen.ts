// graphql-codegen (client preset): typed documents for the scripts that query the
// gateway (scripts/examples/), from the committed schema.graphql, so that a script is
// checked against the contract and not against the gateway's code. `npm run generate`
// writes scripts/examples/__generated__/ and `npm run check:contracts` fails when it drifts.
// Documents are strings (`documentMode: 'string'`): a script posts them with fetch or
// graphql-ws as they are, typed by their data and variables.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['scripts/examples/**/*.ts', '!scripts/examples/__generated__/**'],
  generates: {
    'scripts/examples/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { documentMode: 'string', useTypeImports: true, enumsAsTypes: true, skipTypename: true },
    },
  },
  silent: true,
};

export default config;
