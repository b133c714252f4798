// The provider reads time from one clock (Part G): real by default, faster for
// demos (CLOCK_SPEED), fixed or driven by hand in tests.
export interface Clock {
  now(): Date;
}

export const realClock: Clock = { now: () => new Date() };

/** A clock that starts at `start` and runs `speed` times faster than real time. */
export function speedClock(speed: number, start: Date = new Date()): Clock {
  const realStart = Date.now();
  return { now: () => new Date(start.getTime() + (Date.now() - realStart) * speed) };
}

/** A clock that only moves when told to (tests). */
export interface ManualClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

export function manualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export const DAY_MS = 86_400_000;

/** Midnight UTC of the day holding `date`. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}
