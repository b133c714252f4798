import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restartDelayMs, Supervisor } from './launcher';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A program that crashes its first `crashes` runs, then stays up; each run counted in a file. */
function flakyProgram(crashes: number) {
  const folder = mkdtempSync(join(tmpdir(), 'greenlight-launcher-'));
  folders.push(folder);
  const counter = join(folder, 'runs');
  writeFileSync(counter, '0');
  const script = `const fs=require('fs');const n=Number(fs.readFileSync(${JSON.stringify(counter)},'utf8'))+1;fs.writeFileSync(${JSON.stringify(counter)},String(n));if(n<=${crashes})process.exit(1);setInterval(()=>{},1000);`;
  return { spawnChild: () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }), runs: () => Number(readFileSync(counter, 'utf8')) };
}

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('npm start\'s supervision of the provider and the gateway', () => {
  it('waits 1 s after a crash, doubling to 30 s at most', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts a crashed program again, with growing delays, until it stays up; nothing else stops', async () => {
    const program = flakyProgram(3);
    const delays: number[] = [];
    const fatal: number[] = [];
    const supervisor = new Supervisor(
      program.spawnChild,
      { restart: true, delayMs: (failures) => 10 * 2 ** failures, onEvent: (event) => event.kind === 'restarting' && delays.push(event.delayMs!) },
      (code) => fatal.push(code),
    );
    try {
      await until(() => program.runs() === 4);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(program.runs()).toBe(4);
      expect(delays).toEqual([10, 20, 40]);
      expect(supervisor.child.exitCode).toBeNull();
      expect(fatal).toEqual([]);
    } finally {
      supervisor.stop('SIGKILL');
    }
  });

  it('without restart (npm run dev), a stopped program stops everything', async () => {
    const program = flakyProgram(1);
    const fatal: number[] = [];
    const supervisor = new Supervisor(program.spawnChild, { restart: false }, (code) => fatal.push(code));
    await until(() => fatal.length > 0);
    expect(fatal).toEqual([1]);
    expect(program.runs()).toBe(1);
    supervisor.stop();
  });
});
