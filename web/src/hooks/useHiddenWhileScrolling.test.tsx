import { act, fireEvent, render, screen } from '@testing-library/react';
import { POPOVER_RESHOW_DELAY_MS } from '@greenlight/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHiddenWhileScrolling } from './useHiddenWhileScrolling';

function Harness({ open }: { open: boolean }) {
  const hidden = useHiddenWhileScrolling(open);
  return (
    <div>
      <output aria-label="popover">{hidden ? 'hidden' : 'shown'}</output>
      <div className="fui-PopoverSurface" data-testid="inside" />
      <div data-testid="list" />
    </div>
  );
}

const popover = () => screen.getByRole('status', { name: 'popover' }).textContent;

afterEach(() => vi.useRealTimers());

describe('useHiddenWhileScrolling', () => {
  it('GL-30 an open popover hides while the page scrolls and shows again 66 ms after the last scroll', () => {
    vi.useFakeTimers();
    render(<Harness open />);
    expect(POPOVER_RESHOW_DELAY_MS).toBe(66);
    fireEvent.scroll(window);
    expect(popover()).toBe('hidden');
    act(() => vi.advanceTimersByTime(40));
    // A list scrolling in its own container counts too, and starts the wait again.
    fireEvent.scroll(screen.getByTestId('list'));
    act(() => vi.advanceTimersByTime(65));
    expect(popover()).toBe('hidden');
    act(() => vi.advanceTimersByTime(1));
    expect(popover()).toBe('shown');
  });

  it('GL-30 a scroll inside the popover, or any scroll while it is closed, hides nothing', () => {
    const { rerender } = render(<Harness open />);
    fireEvent.scroll(screen.getByTestId('inside'));
    expect(popover()).toBe('shown');
    rerender(<Harness open={false} />);
    fireEvent.scroll(window);
    expect(popover()).toBe('shown');
  });
});
