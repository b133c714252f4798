// The generic slider (FLT-15..17): its step on the native input, disabled when read-only, and
// what it emits: a truthy value only, forced up to its minLock.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StepSlider } from './StepSlider';

const renderSlider = (props: Partial<Parameters<typeof StepSlider>[0]> = {}) => {
  const onValue = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <StepSlider aria-label="Budget" min={0} max={100} step={10} value={50} onValue={onValue} {...props} />
    </FluentProvider>,
  );
  return { onValue, input: screen.getByRole('slider', { name: 'Budget' }) as HTMLInputElement };
};

describe('StepSlider', () => {
  it('FLT-15 takes its bounds and step, and a disabled (read-only) slider cannot be moved', () => {
    const { input } = renderSlider({ disabled: true });
    expect([input.min, input.max, input.step, input.value]).toEqual(['0', '100', '10', '50']);
    expect(input.disabled).toBe(true);
  });

  it('FLT-16 FLT-17 emits a value forced up to its minLock, and nothing for 0', () => {
    const { onValue, input } = renderSlider({ minLock: 30 });
    fireEvent.change(input, { target: { value: '10' } });
    fireEvent.change(input, { target: { value: '70' } });
    fireEvent.change(input, { target: { value: '0' } });
    expect(onValue.mock.calls).toEqual([[30], [70]]);
  });
});
