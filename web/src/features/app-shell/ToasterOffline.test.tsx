import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The toaster's code fails to load the first time it is asked for (offline, or a chunk a deployment replaced).
const load = vi.hoisted(() => ({ fails: true }));
vi.mock('./Toaster', async (importOriginal) => {
  if (load.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('issue 17 the toaster loaded on demand', () => {
  it('ERR-02 a toaster whose code did not load leaves the page as it is; the next toast loads it again and the waiting toasts show', async () => {
    const { AppToaster, useNotify } = await import('./notifications');
    function Harness() {
      const { error } = useNotify();
      return <Button onClick={() => error('The first message')}>Go</Button>;
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <AppToaster />
        <Harness />
      </FluentProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The page still shows; no toast yet.
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
    expect(screen.queryByText('The first message')).toBeNull();

    load.fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findAllByText('The first message')).length).toBeGreaterThan(0);
  });
});
