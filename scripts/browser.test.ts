import { describe, expect, it } from 'vitest';
import { browserPlan, DEFAULT_CHROMIUM_PATH, type BrowserFacts } from './browser';

const machine = (facts: Partial<BrowserFacts> & { present?: string[] } = {}): BrowserFacts => ({
  chromiumPath: undefined,
  isRoot: false,
  passwordlessSudo: false,
  hasAptGet: true,
  ...facts,
  executable: (path) => (facts.present ?? []).includes(path),
});

describe('the journeys\' browser before npm test', () => {
  it('uses the Chromium it finds: CHROMIUM_PATH first, else /usr/bin/chromium', () => {
    expect(browserPlan(machine({ present: [DEFAULT_CHROMIUM_PATH] }))).toEqual({ kind: 'found', path: DEFAULT_CHROMIUM_PATH });
    expect(browserPlan(machine({ chromiumPath: '/opt/chromium/chrome', present: ['/opt/chromium/chrome', DEFAULT_CHROMIUM_PATH] }))).toEqual({
      kind: 'found',
      path: '/opt/chromium/chrome',
    });
  });

  it('installs Debian\'s chromium with apt-get as root, or through sudo without a password', () => {
    expect(browserPlan(machine({ isRoot: true }))).toEqual({
      kind: 'install',
      path: DEFAULT_CHROMIUM_PATH,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium'],
      ],
    });
    const sudo = browserPlan(machine({ passwordlessSudo: true }));
    expect(sudo.kind === 'install' && sudo.commands.every((command) => command[0] === 'sudo' && command[1] === '-n')).toBe(true);
  });

  it('stops with the one line to run when it can install nothing', () => {
    for (const facts of [machine(), machine({ isRoot: true, hasAptGet: false })]) {
      expect(browserPlan(facts)).toEqual({
        kind: 'missing',
        instruction:
          "The Chromium journeys need Debian's Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary), then npm test again.",
      });
    }
    // A CHROMIUM_PATH that names nothing is a mistake to mend, not a reason to install.
    const wrong = browserPlan(machine({ chromiumPath: '/nowhere/chromium', isRoot: true, present: [DEFAULT_CHROMIUM_PATH] }));
    expect(wrong).toEqual({
      kind: 'missing',
      instruction: 'CHROMIUM_PATH=/nowhere/chromium is not an executable file: point it at a Chromium binary, or unset it and run `sudo apt-get install -y chromium`.',
    });
  });
});
