// The journeys' browser, before `npm test` starts its suites (and so in CI, whose
// .ci/run is `npm ci` then `npm test`): Debian's Chromium (TOOLCHAIN.md) at
// CHROMIUM_PATH, else /usr/bin/chromium. When it is missing it is installed with
// apt-get, as root or through sudo without a password; when it cannot be, npm test
// stops at once with the one line that says what to run.
//
//   npm run setup:browser
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** What the decision reads of the machine. */
export interface BrowserFacts {
  /** CHROMIUM_PATH, when set. */
  chromiumPath: string | undefined;
  executable(path: string): boolean;
  isRoot: boolean;
  /** sudo runs without asking for a password. */
  passwordlessSudo: boolean;
  hasAptGet: boolean;
}

export type BrowserPlan =
  | { kind: 'found'; path: string }
  | { kind: 'install'; path: string; commands: string[][] }
  | { kind: 'missing'; instruction: string };

const INSTALL_LINE = 'sudo apt-get install -y chromium';

/** Where the journeys' browser is, or how it gets there, or what the user must run. */
export function browserPlan(facts: BrowserFacts): BrowserPlan {
  if (facts.chromiumPath) {
    if (facts.executable(facts.chromiumPath)) return { kind: 'found', path: facts.chromiumPath };
    return {
      kind: 'missing',
      instruction: `CHROMIUM_PATH=${facts.chromiumPath} is not an executable file: point it at a Chromium binary, or unset it and run \`${INSTALL_LINE}\`.`,
    };
  }
  if (facts.executable(DEFAULT_CHROMIUM_PATH)) return { kind: 'found', path: DEFAULT_CHROMIUM_PATH };
  if (facts.hasAptGet && (facts.isRoot || facts.passwordlessSudo)) {
    const sudo = facts.isRoot ? [] : ['sudo', '-n'];
    return {
      kind: 'install',
      path: DEFAULT_CHROMIUM_PATH,
      commands: [
        [...sudo, 'apt-get', 'update', '-qq'],
        [...sudo, 'apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    };
  }
  return {
    kind: 'missing',
    instruction: `The Chromium journeys need Debian's Chromium: run \`${INSTALL_LINE}\` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.`,
  };
}

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function machineFacts(): BrowserFacts {
  return {
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    executable: isExecutable,
    isRoot: process.getuid?.() === 0,
    passwordlessSudo: succeeds('sudo', ['-n', 'true']),
    hasAptGet: succeeds('apt-get', ['--version']),
  };
}

function main(): number {
  const plan = browserPlan(machineFacts());
  if (plan.kind === 'found') {
    console.log(`Chromium for the journeys: ${plan.path}`);
    return 0;
  }
  if (plan.kind === 'missing') {
    console.error(plan.instruction);
    return 1;
  }
  console.log('Chromium for the journeys is missing: installing Debian\'s chromium with apt-get (about a minute).');
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) {
      console.error(`\`${[command, ...args].join(' ')}\` failed: run \`${INSTALL_LINE}\` yourself, then npm test again.`);
      return 1;
    }
  }
  if (!isExecutable(plan.path)) {
    console.error(`apt-get installed chromium, but ${plan.path} is not there: set CHROMIUM_PATH to its binary, then npm test again.`);
    return 1;
  }
  console.log(`Chromium for the journeys: ${plan.path}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
