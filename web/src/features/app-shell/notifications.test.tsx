import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
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

  it('ERR-05 falls back to the generic message when a refusal has no words', () => {
    renderWith(({ apiError }) => apiError({ message: '' }));
    expect(screen.getByText('An error occurred, please refresh or contact support')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Solve now' })).toBeNull();
  });
});
