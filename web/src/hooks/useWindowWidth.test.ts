import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resizeWindow } from '../test/window';
import { useWindowWidth } from './useWindowWidth';

describe('useWindowWidth', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resizeWindow(1024);
    vi.useRealTimers();
  });

  it('SUB-28 reads the width at once, then again 200 ms after the last resize', () => {
    resizeWindow(1024);
    const { result } = renderHook(() => useWindowWidth());
    expect(result.current).toBe(1024);
    resizeWindow(900);
    act(() => vi.advanceTimersByTime(150));
    resizeWindow(700);
    // 150 ms after the first resize and 199 after the last: still the width it had.
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(1024);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(700);
  });

  it('stops listening to resizes once unmounted', () => {
    const { unmount } = renderHook(() => useWindowWidth());
    resizeWindow(900);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    resizeWindow(500);
    expect(vi.getTimerCount()).toBe(0);
  });
});
