// `npm test` and `npm run test:fast`: the stages one after another, each timed,
// stopping at the first that fails, then a table of the times. The stages are
// the npm scripts of package.json, so each can also run alone.
//
//   npm test            the journeys' browser (installed when missing), contracts, lint,
//                       types, unit and integration, Chromium journeys
//                       (the submission's again on Postgres when a server answers)
//   npm run test:fast   contracts, lint, types, and the tests that need no database
//
// Lint and types run side by side: each keeps one core busy (eslint and tsc are single
// threaded), so on two cores the pair takes about the time of the longer. Their output
// is held and printed whole when each ends, one after the other.
import { spawn } from 'node:child_process';
import { root } from './launcher';

interface Stage {
  name: string;
  script: string;
  /** Runs beside the stage before it (which must have it set too, or be the first of the pair). */
  beside?: boolean;
}

const STAGES: Record<'full' | 'fast', Stage[]> = {
  full: [
    // The journeys' browser first: installed when it can be, else one line says what to run.
    { name: 'browser', script: 'setup:browser' },
    { name: 'contracts', script: 'check:contracts' },
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck', beside: true },
    { name: 'unit and integration', script: 'test:unit' },
    { name: 'Chromium journeys', script: 'test:e2e' },
    { name: 'journeys on Postgres', script: 'test:e2e:postgres' },
  ],
  fast: [
    { name: 'contracts', script: 'check:contracts' },
    { name: 'lint', script: 'lint' },
    { name: 'types', script: 'typecheck', beside: true },
    { name: 'unit', script: 'test:unit:fast' },
  ],
};

/** Runs an npm script; `held` collects its output instead of printing it as it comes. */
function runScript(script: string, held?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held?.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The stages in the order they run, those that run side by side together. */
function groups(stages: Stage[]): Stage[][] {
  const grouped: Stage[][] = [];
  for (const stage of stages) {
    if (stage.beside && grouped.length) grouped.at(-1)!.push(stage);
    else grouped.push([stage]);
  }
  return grouped;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const which = process.argv.includes('--fast') ? 'fast' : 'full';
  const results: { name: string; ms: number; passed: boolean }[] = [];
  const started = performance.now();
  for (const group of groups(STAGES[which])) {
    const together = group.length > 1;
    const named = (stage: Stage) => `${stage.name} (npm run ${stage.script})`;
    console.log(`\n▶ ${together ? `side by side: ${group.map(named).join(', ')}` : named(group[0]!)}`);
    const stageStarted = performance.now();
    const codes = await Promise.all(
      group.map(async (stage) => {
        const held = together ? [] : undefined;
        const code = await runScript(stage.script, held);
        results.push({ name: stage.name, ms: performance.now() - stageStarted, passed: code === 0 });
        if (held) {
          console.log(`\n▶ ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'}`);
          process.stdout.write(Buffer.concat(held));
        }
        return code;
      }),
    );
    if (codes.some((code) => code !== 0)) break;
  }
  const total = performance.now() - started;
  const width = Math.max(...results.map((result) => result.name.length), 'total'.length);
  console.log('\nstage'.padEnd(width + 3) + 'time');
  const ordered = STAGES[which].flatMap((stage) => results.filter((result) => result.name === stage.name));
  for (const result of ordered) {
    console.log(`${result.passed ? '✓' : '✗'} ${result.name.padEnd(width)}  ${seconds(result.ms).padStart(8)}`);
  }
  const skipped = STAGES[which].filter((stage) => !results.some((result) => result.name === stage.name)).map((stage) => stage.name);
  if (skipped.length) console.log(`  not run after the failure: ${skipped.join(', ')}`);
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
  return results.every((result) => result.passed) && !skipped.length ? 0 : 1;
}

process.exit(await main());
