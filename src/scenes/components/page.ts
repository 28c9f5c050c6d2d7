/** What tables report to the e2e test hooks about their controls, in page (CSS) pixels. */
import type { Button } from './Button';
import type { LayoutScene } from '../viewport';

export interface PagePoint {
  readonly x: number;
  readonly y: number;
}

export interface PageButton extends PagePoint {
  readonly label: string;
  readonly visible: boolean;
  readonly enabled: boolean;
}

/** A button anywhere (inside panels too) in page pixels; enabled means visible and not greyed out. */
export function pageButton(scene: LayoutScene, b: Button): PageButton {
  const m = b.getWorldTransformMatrix();
  return { ...scene.toPage(m.tx, m.ty), label: b.label, visible: b.visible, enabled: b.visible && b.alpha > 0.75 };
}
