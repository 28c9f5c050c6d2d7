import * as Phaser from 'phaser';
import type { Settings } from '../../machines/settings';
import { ANIMATION_SPEEDS } from '../../machines/settings';
import { focusable } from '../components/focusables';
import { Modal } from '../components/Panel';
import { SEGMENTED_CHANGE, Segmented } from '../components/Segmented';
import { SLIDER_CHANGE, SLIDER_COMMIT, Slider } from '../components/Slider';
import { TOGGLE_CHANGE, Toggle } from '../components/Toggle';
import type { Services } from '../services';
import type { Palette } from '../theme';
import type { Rect } from '../viewport';

/** Where each control is, in layout units: what the test hooks report. */
export interface SettingsControls {
  readonly volume: Rect;
  readonly mute: Rect;
  readonly speed: readonly Rect[];
  readonly reducedMotion: Rect;
  readonly colourBlind: Rect;
  readonly close: Rect;
  /** Keyboard focus: volume, mute, speed, reduced motion, colour-blind, close (-1 when the ring is hidden). */
  readonly focused: number;
}

const ROW_GAP = 18;

function speedIndex(speed: number): number {
  const i = ANIMATION_SPEEDS.findIndex((s) => Math.abs(s - speed) < 0.01);
  return i < 0 ? ANIMATION_SPEEDS.indexOf(1) : i;
}

/**
 * Volume, mute, animation speed, reduced motion, colour-blind palette. Every change goes through
 * `SettingsStore.update`, which persists it and notifies the sound board, theme and motion at once.
 */
export class SettingsPanel {
  readonly modal: Modal;
  readonly #volume: Slider;
  readonly #mute: Toggle;
  readonly #speed: Segmented;
  readonly #reduced: Toggle;
  readonly #colourBlind: Toggle;
  readonly #unsubscribe: () => void;

  constructor(scene: Phaser.Scene, services: Services, closeIcon: string) {
    const s = services.settings.value;
    const p = services.theme.palette;
    const update = (patch: Partial<Settings>): void => {
      services.settings.update(patch).catch((e: unknown) => console.warn('settings not saved', e));
    };
    this.modal = new Modal(scene, 'Settings', p, services.motion, closeIcon);
    this.#volume = new Slider(scene, 0, 0, 'Master volume', s.masterVolume, 300, p);
    this.#volume.on(SLIDER_CHANGE, (v: number) => update({ masterVolume: v }));
    // Let the player hear the level they chose.
    this.#volume.on(SLIDER_COMMIT, () => services.sound.play('click'));
    this.#mute = new Toggle(scene, 0, 0, 'Mute all sound', s.muted, 300, p).on(TOGGLE_CHANGE, (v: boolean) => update({ muted: v }));
    this.#speed = new Segmented(scene, 0, 0, 'Animation speed', ANIMATION_SPEEDS.map((x) => `${x}×`), speedIndex(s.animationSpeed), 300, p);
    this.#speed.on(SEGMENTED_CHANGE, (i: number) => update({ animationSpeed: ANIMATION_SPEEDS[i] ?? 1 }));
    this.#reduced = new Toggle(scene, 0, 0, 'Reduced motion', s.reducedMotion, 300, p).on(TOGGLE_CHANGE, (v: boolean) => update({ reducedMotion: v }));
    this.#colourBlind = new Toggle(scene, 0, 0, 'Colour-blind palette', s.colourBlind, 300, p).on(TOGGLE_CHANGE, (v: boolean) => update({ colourBlind: v }));
    this.modal.panel.content.add([this.#volume, this.#mute, this.#speed, this.#reduced, this.#colourBlind]);
    this.modal.setFocusItems([
      focusable.slider(this.#volume),
      focusable.toggle(this.#mute),
      focusable.segmented(this.#speed),
      focusable.toggle(this.#reduced),
      focusable.toggle(this.#colourBlind),
    ]);

    // Stay in step if settings change elsewhere (another tab, a keyboard shortcut later).
    this.#unsubscribe = services.settings.subscribe((v) => {
      this.#volume.setValue(v.masterVolume);
      this.#mute.setValue(v.muted);
      this.#speed.setIndex(speedIndex(v.animationSpeed));
      this.#reduced.setValue(v.reducedMotion);
      this.#colourBlind.setValue(v.colourBlind);
    });
    this.modal.once(Phaser.GameObjects.Events.DESTROY, this.#unsubscribe);
  }

  layout(viewWidth: number, viewHeight: number): this {
    const rows: readonly [Phaser.GameObjects.Container, number, number][] = [
      [this.#volume, 56, 4],
      [this.#mute, 44, 0],
      [this.#speed, 70, 10],
      [this.#reduced, 44, 0],
      [this.#colourBlind, 44, 0],
    ];
    const contentHeight = rows.reduce((sum, [, h]) => sum + h + ROW_GAP, 0);
    // Title band and padding around the rows (see Panel).
    this.modal.layout(viewWidth, viewHeight, 540, contentHeight + 64 + 24);
    const { width } = this.modal.panel.contentSize;
    this.#rebuildWidths(width);
    let y = 6;
    for (const [obj, h, offset] of rows) {
      obj.setPosition(width / 2, y + h / 2 + offset);
      y += h + ROW_GAP;
    }
    return this;
  }

  setPalette(p: Palette): this {
    this.modal.setPalette(p);
    for (const c of [this.#volume, this.#mute, this.#speed, this.#reduced, this.#colourBlind]) c.setPalette(p);
    return this;
  }

  controls(): SettingsControls {
    return {
      volume: this.#volume.trackRect,
      mute: this.#mute.switchRect,
      speed: this.#speed.optionRects,
      reducedMotion: this.#reduced.switchRect,
      colourBlind: this.#colourBlind.switchRect,
      close: this.modal.closeRect,
      focused: this.modal.focused,
    };
  }

  #rebuildWidths(width: number): void {
    for (const c of [this.#volume, this.#mute, this.#speed, this.#reduced, this.#colourBlind]) c.resize(width);
  }
}
