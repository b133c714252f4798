// `npm test` and `npm run test:fast`: the stages one after another, each timed,
// stopping at the first that fails, then a table of the times. The stages are
// the npm scripts of package.json, so each can also run alone.
//
//   npm test            the journeys' browser (installed when missing), contracts, lint,
//                       types, unit and integration, Chromium journeys
//                       (the submission's again on Postgres when a server answers)
//   npm run test:fast   contracts, lint, types, and the tests that need no database
import { spawn } from 'node:child_process';
import { root } from './launcher';

interface Stage {
  name: string;
  script: string;
}

const STAGES: Record<'full' | 'fast', Stage[]> = {
  full: [
    // The journeys' browser first: installed when it can be, else one line says what to run.
    { name: 'browser', script: 'setup:browser' },
    { name: 'contracts', script: 'check:contracts' },
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck' },
    { name: 'unit and integration', script: 'test:unit' },
    { name: 'Chromium journeys', script: 'test:e2e' },
    { name: 'journeys on Postgres', script: 'test:e2e:postgres' },
  ],
  fast: [
    { name: 'contracts', script: 'check:contracts' },
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck' },
    { name: 'unit', script: 'test:unit:fast' },
  ],
};

function runScript(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const which = process.argv.includes('--fast') ? 'fast' : 'full';
  const results: { name: string; ms: number; passed: boolean }[] = [];
  const started = performance.now();
  for (const stage of STAGES[which]) {
    console.log(`\n▶ ${stage.name} (npm run ${stage.script})`);
    const stageStarted = performance.now();
    const code = await runScript(stage.script);
    results.push({ name: stage.name, ms: performance.now() - stageStarted, passed: code === 0 });
    if (code !== 0) break;
  }
  const total = performance.now() - started;
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  console.log('\nstage'.padEnd(width + 3) + 'time');
  for (const result of results) {
    console.log(`${result.passed ? '✓' : '✗'} ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(8)}`);
  }
  const skipped = STAGES[which].slice(results.length).map((stage) => stage.name);
  if (skipped.length) console.log(`  not run after the failure: ${skipped.join(', ')}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
  return results.every((result) => result.passed) && !skipped.length ? 0 : 1;
}

process.exit(await main());
