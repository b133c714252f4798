import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, useNotify } from './notifications';

function Harness({ onClick }: { onClick: (notify: ReturnType<typeof useNotify>) => void }) {
  const notify = useNotify();
  return <Button onClick={() => onClick(notify)}>Go</Button>;
}

function renderWith(onClick: (notify: ReturnType<typeof useNotify>) => void) {
  render(
    <FluentProvider theme={webLightTheme}>
      <AppToaster />
      <Harness onClick={onClick} />
    </FluentProvider>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
}

describe('useNotify', () => {
  // Fluent times its toasts out with a CSS animation, which happy-dom does not run:
  // how long a toast stays is a Chromium journey's (tests/e2e/accounts.test.ts).
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ERR-08 ERR-13 titles a refusal Error, links "Solve now" in a new tab, and closes on demand', () => {
    renderWith(({ apiError }) =>
      apiError({ message: 'We could not find your game in the store with this 123.', link: 'https://help.test/articles/store' }),
    );
    expect(screen.getByText('Error')).toBeTruthy();
    const solve = screen.getByRole('link', { name: 'Solve now' });
    expect(solve.getAttribute('href')).toBe('https://help.test/articles/store');
    expect(solve.getAttribute('target')).toBe('_blank');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('We could not find your game in the store with this 123.')).toBeNull();
  });

  it('ERR-04 a refusal with its detail stays until closed; a plain message times out after 5 s', () => {
    const toastOf = (text: string) => [...document.querySelectorAll('.fui-Toast')].find((toast) => toast.textContent?.includes(text));
    // Fluent counts a toast's time with a timer element, and renders none for a toast that stays.
    const timerOf = (text: string) => toastOf(text)?.parentElement?.querySelector<HTMLElement>('[data-timer-status]') ?? null;
    renderWith(({ apiError, error }) => {
      apiError({ message: 'The store id is already used by another game.' });
      error('Saved nothing');
    });
    expect(toastOf('The store id is already used by another game.')).toBeTruthy();
    expect(timerOf('The store id is already used by another game.')).toBeNull();
    expect(timerOf('Saved nothing')?.style.animationDuration).toBe('5000ms');
    act(() => vi.advanceTimersByTime(60_000));
    expect(toastOf('The store id is already used by another game.')).toBeTruthy();
    const persistent = toastOf('The store id is already used by another game.')!;
    act(() => fireEvent.click(within(persistent as HTMLElement).getByRole('button', { name: 'Close' })));
    act(() => vi.advanceTimersByTime(1000));
    expect(toastOf('The store id is already used by another game.')).toBeUndefined();
  });

  it('ERR-05 falls back to the generic message when a refusal has no words', () => {
    renderWith(({ apiError }) => apiError({ message: '' }));
    expect(screen.getByText('An error occurred, please refresh or contact support')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Solve now' })).toBeNull();
  });
});
