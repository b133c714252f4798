import { Slider, type SliderProps } from '@fluentui/react-components';
import { sliderChange } from '@greenlight/rules';

/**
 * The generic slider (FLT-15..17): a Fluent Slider without tick marks (FLT-11..13, issue 15:
 * Fluent draws a mark per `step` on the rail, two hundred for a CPI slider of step 0.01, so
 * the step goes to the native input only, which still snaps the value to it). It emits a
 * change only for a truthy value (FLT-17), forced up to `minLock` when it has one (FLT-16):
 * the campaign's budget and duration sliders lock at their minimum (SUB-BUD-02, SUB-BUD-08).
 */
export function StepSlider({
  step,
  minLock,
  onValue,
  ...props
}: Omit<SliderProps, 'step' | 'input' | 'onChange'> & { step: number; minLock?: number; onValue: (value: number) => void }) {
  return (
    <Slider
      {...props}
      input={{ step }}
      onChange={(_event, data) => {
        const next = sliderChange(data.value, minLock);
        if (next !== null) onValue(next);
      }}
    />
  );
}
