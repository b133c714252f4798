// `npm run test:e2e:postgres`: the journeys of the submission, its approval, the two sides' handoffs, the studios' settings and self-service, the board again,
// on the Postgres server of the tests (TEST_DATABASE_URL, else 127.0.0.1:5432), so that
// the flow that writes the most is proven on both databases in every run. Without a
// server it says so and passes: the provider suites say the same (Part G). The pages'
// accessibility does not depend on the database: the PGlite run checks it, this one does not.
import { spawn } from 'node:child_process';
import { testDatabaseKinds } from '@greenlight/provider';
import { root } from './launcher';

const JOURNEYS = [
  'tests/e2e/submission.test.ts',
  'tests/e2e/last-step.test.ts',
  'tests/e2e/pending-approval.test.ts',
  'tests/e2e/handoffs.test.ts',
  'tests/e2e/studios.test.ts',
  'tests/e2e/studio-admin.test.ts',
  'tests/e2e/board.test.ts',
];

if (!(await testDatabaseKinds()).includes('postgres')) {
  console.log('No Postgres server answers: the journeys ran on PGlite only.');
  process.exit(0);
}
const child = spawn('npx', ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...JOURNEYS], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATABASE: 'postgres', E2E_ACCESSIBILITY: 'off' },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
