import type { Button } from './Button';
import type { Focusable } from './KeyboardFocus';
import type { Segmented } from './Segmented';
import type { Slider } from './Slider';
import type { Toggle } from './Toggle';

/** How much one Left / Right press moves a slider. */
export const SLIDER_STEP = 0.05;

/** Keyboard handles for the shared controls: what Enter, Space and Left / Right do to each, and what is said. */
export const focusable = {
  /** Enter presses it; it says its label (and "unavailable" when disabled). */
  button: (button: Button, label: string = button.label): Focusable => ({
    target: button,
    activate: () => void button.press(),
    label: () => (button.enabled ? `${label}, button` : `${label}, button, unavailable`),
  }),
  /** Left / Right pick the neighbouring option, Enter the next one round. */
  segmented: (row: Segmented): Focusable => ({
    target: row,
    activate: () => void row.cycle(),
    step: (direction) => void row.step(direction),
    label: () => row.spokenLabel,
  }),
  /** Enter flips it; Right turns it on, Left off. */
  toggle: (toggle: Toggle): Focusable => ({
    target: toggle,
    activate: () => void toggle.choose(!toggle.value),
    step: (direction) => void toggle.choose(direction > 0),
    label: () => toggle.spokenLabel,
  }),
  /** Left / Right move it by SLIDER_STEP. */
  slider: (slider: Slider): Focusable => ({
    target: slider,
    activate: () => undefined,
    step: (direction) => void slider.nudge(direction * SLIDER_STEP),
    label: () => slider.spokenLabel,
  }),
};
