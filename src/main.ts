import { SETTINGS_KEY, sanitizeSettings } from './machines/settings';
import { idbStore } from './machines/storage';
import { loadFonts } from './scenes/fonts';
import { MENU_INTERACTIVE_MARK } from './scenes/keys';
import { MenuShell } from './scenes/menu/menu-shell';
import { paletteFor } from './scenes/palettes';

/**
 * The page's entry, kept small on purpose: it paints the menu as HTML (scenes/menu/menu-shell.ts), which takes a
 * choice at once, then loads the Phaser app (phaser-app.ts) in its own chunk; the Phaser menu takes over from the
 * shell when it is ready. Fonts load after the shell's first paint, the audio sprite after the Preloader.
 */

/** The colour-blind setting is read before Phaser's stores are up; a slow IndexedDB is not waited for longer than this. */
const SETTINGS_WAIT_MS = 500;

function showFatal(shell: MenuShell | null, e: unknown): void {
  console.error(e);
  const message = `Gatehouse could not start: ${e instanceof Error ? e.message : String(e)}`;
  if (shell) shell.fail(message);
  else {
    const fallback = document.getElementById('boot-fallback');
    if (fallback) fallback.textContent = message;
  }
}

/** The shell in the saved palette: read straight from the store (machines/storage.ts), or the standard one. */
async function paintInSavedPalette(shell: MenuShell): Promise<void> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), SETTINGS_WAIT_MS));
  const saved = await Promise.race([idbStore().get(SETTINGS_KEY).catch(() => undefined), timeout]);
  if (saved !== undefined && shell.showing) shell.setPalette(paletteFor(sanitizeSettings(saved)));
}

function start(): void {
  const root = document.getElementById('boot-fallback');
  let shell: MenuShell | null = null;
  try {
    shell = root ? new MenuShell(root) : null;
  } catch (e) {
    console.warn('the HTML menu could not be shown; Phaser brings the menu', e);
  }
  if (shell) void paintInSavedPalette(shell);
  // Once the shell's first frame is on screen (a task after the frame): the mark, then the fonts and the Phaser app,
  // which would otherwise hold that frame back (evaluating Phaser's chunk is one long task, at once from a cache).
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (performance.getEntriesByName(MENU_INTERACTIVE_MARK).length === 0) performance.mark(MENU_INTERACTIVE_MARK);
      void loadFonts();
      import('./phaser-app').then((app) => app.startPhaserApp(shell)).catch((e: unknown) => showFatal(shell, e));
    }, 0),
  );
}

start();
