/**
 * What a table the player left still held, let go as the menu opens (docs/architecture.md, "What the menu let go"):
 * - the stopped table scene (Phaser keeps it registered, with its last game's log, cards and views); the next game
 *   of it registers a fresh one (scenes/tables.ts);
 * - Phaser's `Graphics.TargetCamera`, which keeps the last scene that made a texture from a Graphics
 *   (`generateTexture`) and so kept the table: given the menu;
 * - the canvases its texts gave back to Phaser's pool, with what Chromium kept for them (scenes/canvas-pool.ts).
 */
import * as Phaser from 'phaser';
import { releaseFreeCanvases } from '../canvas-pool';
import { releaseStoppedTables } from '../tables';

export function releaseLeftTables(menu: Phaser.Scene): void {
  releaseStoppedTables(menu.scene.manager, (scene) => scene instanceof Phaser.Scene && scene.sys.settings.status === Phaser.Scenes.SHUTDOWN);
  Phaser.GameObjects.Graphics.TargetCamera.setScene(menu);
  releaseFreeCanvases(Phaser.Display.Canvas.CanvasPool.pool);
}
