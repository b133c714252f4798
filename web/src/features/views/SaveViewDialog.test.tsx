import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_VIEW_FOCUS_DELAY_MS, SaveViewDialog } from './SaveViewDialog';

function renderDialog(onSave = vi.fn(), serverError: string | null = null) {
  render(
    <FluentProvider theme={webLightTheme}>
      <SaveViewDialog open onOpenChange={() => {}} title="Save as a new view" existingNames={['My games', 'Academy studios']} saving={false} serverError={serverError} onSave={onSave} />
    </FluentProvider>,
  );
  return onSave;
}

const name = () => screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('SaveViewDialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('VIEW-07 gives the name the focus 500 ms after opening', () => {
    renderDialog();
    act(() => vi.advanceTimersByTime(SAVE_VIEW_FOCUS_DELAY_MS - 1));
    expect(document.activeElement).not.toBe(name());
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(name());
  });

  it('VIEW-05 needs a name different from every view\'s, ignoring case and spaces', () => {
    renderDialog();
    expect(save().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: ' my GAMES ' } });
    expect(screen.getByText('A view already has this name')).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(name(), { target: { value: 'Android hits' } });
    expect(screen.queryByText('A view already has this name')).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('VIEW-06 confirms with Enter, the name trimmed', () => {
    const onSave = renderDialog();
    fireEvent.change(name(), { target: { value: '  Android hits ' } });
    fireEvent.submit(name().closest('form')!);
    expect(onSave).toHaveBeenCalledWith('Android hits', '');
  });

  it('VIEW-05 opens empty again after a cancelled name', () => {
    const dialog = (open: boolean) => (
      <FluentProvider theme={webLightTheme}>
        <SaveViewDialog open={open} onOpenChange={() => {}} title="Save as a new view" existingNames={[]} saving={false} serverError={null} onSave={vi.fn()} />
      </FluentProvider>
    );
    const { rerender } = render(dialog(true));
    fireEvent.change(name(), { target: { value: 'Android hits' } });
    rerender(dialog(false));
    rerender(dialog(true));
    expect(name().value).toBe('');
  });

  it('VIEW-09 shows the server\'s refusal under the name', () => {
    renderDialog(vi.fn(), 'A view already has this name');
    expect(screen.getByText('A view already has this name')).toBeTruthy();
  });
});
