import { Slider, type SliderProps } from '@fluentui/react-components';

/**
 * A Fluent Slider without tick marks (FLT-11..13, issue 15): Fluent draws a mark per
 * `step` on the rail, two hundred for a CPI slider of step 0.01, so the step goes to
 * the native input only, which still snaps the value to it.
 */
export function StepSlider({ step, ...props }: Omit<SliderProps, 'step' | 'input'> & { step: number }) {
  return <Slider {...props} input={{ step }} />;
}
