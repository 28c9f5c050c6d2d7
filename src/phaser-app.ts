import * as Phaser from 'phaser';
import { HighScores } from './machines/highscores';
import { ReplayStore } from './machines/replays';
import { SaveStore } from './machines/saves';
import { SettingsStore } from './machines/settings';
import type { KeyValueStore } from './machines/storage';
import { idbStore, memoryStore } from './machines/storage';
import { SoundBoard } from './scenes/audio';
import { Boot } from './scenes/Boot';
import { SettingsMotion } from './scenes/components/motion';
import { Menu } from './scenes/Menu';
import { Preloader } from './scenes/Preloader';
import type { UpdateSignal } from './scenes/pwa';
import { appUpdate } from './scenes/pwa';
import type { Services } from './scenes/services';
import { provideServices } from './scenes/services';
import { Theme } from './scenes/theme';
import { followParentSize, pixelRatio } from './scenes/viewport';
import type { FrameCacheReport } from './scenes/frame-cache';
import { cacheStillFrames } from './scenes/frame-cache';
import type { PacingReport } from './scenes/pacing';
import { paceFrames } from './scenes/pacing';
import { guardFrames } from './scenes/loop-guard';
import { skipUnchangedTextRedraws } from './scenes/text-redraws';
import { setCardFaceBaking } from './scenes/components/CardView';
import { setFaceTextPictures } from './scenes/components/face-text';
import type { MenuShell } from './scenes/menu/menu-shell';

/**
 * The app behind the menu shell: stores, services and Phaser (Boot → Preloader → Menu). main.ts loads this module
 * once the HTML shell is on the page; the Menu takes over from the shell (scenes/menu/shell-handover.ts).
 */

/** Compile-time constant: false in production builds, so the hooks and the gallery are not even bundled. */
const TEST_HOOKS = import.meta.env.DEV || import.meta.env.VITE_TEST_HOOKS === '1';

const params = new URLSearchParams(window.location.search);

/** A store that never answers (a blocked upgrade) is as bad as one that throws: give up on it after this long. */
const STORAGE_PROBE_MS = 2500;

/** IndexedDB when it works, else memory (private browsing modes): settings then simply last for the session. */
async function openStore(): Promise<KeyValueStore> {
  try {
    const kv = idbStore();
    const probe = kv.get('probe');
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('IndexedDB did not answer')), STORAGE_PROBE_MS));
    await Promise.race([probe, timeout]);
    return kv;
  } catch (e) {
    console.warn('IndexedDB unavailable; settings and saves last for this session only', e);
    return memoryStore();
  }
}

/**
 * Production only, and not with `?nosw`: offers the player a reload when a new version is waiting. Never reloads
 * by itself (the service worker waits: skipWaiting is off), so a game in progress is never interrupted.
 */
async function registerServiceWorker(update: UpdateSignal): Promise<void> {
  if (!import.meta.env.PROD || params.has('nosw') || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('./sw.js');
  wb.addEventListener('waiting', () => {
    update.offer(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}

export async function startPhaserApp(shell: MenuShell | null): Promise<void> {
  const testHooks = TEST_HOOKS ? await import('./test-hooks') : null;
  const kv = await openStore();
  const settings = new SettingsStore(kv);
  await settings.load();
  // Tests only (`?holdsaves`): the saves' storage answers when the test says, as a slow IndexedDB would.
  const heldSaves = testHooks && params.has('holdsaves') ? testHooks.heldStore(kv) : null;
  const replays = new ReplayStore(kv);
  const services: Services = {
    settings,
    saves: new SaveStore(heldSaves?.store ?? kv, replays),
    replays,
    scores: new HighScores(kv),
    sound: new SoundBoard(settings),
    theme: new Theme(settings),
    motion: new SettingsMotion(settings),
    update: appUpdate,
    shell,
  };

  const scenes: Phaser.Types.Scenes.SceneType[] = [Boot, Preloader, Menu];
  if (TEST_HOOKS) {
    const [{ ComponentGallery }, { KitGallery }] = await Promise.all([import('./scenes/ComponentGallery'), import('./scenes/KitGallery')]);
    scenes.push(ComponentGallery, KitGallery);
  }

  const parent = document.getElementById('game');
  if (!parent) throw new Error('#game is missing from index.html');
  skipUnchangedTextRedraws();
  // Card faces are baked into one picture each on the Canvas renderer (components/CardView.ts); `?cardbake=off` keeps
  // them as separate objects (the frame bench's baseline).
  setCardFaceBaking(params.get('cardbake') !== 'off');
  // A baked front's words are drawn from pictures kept per words and style (components/face-text.ts); `?facetext=off`
  // makes each a Text (the baseline its browser test compares with, pixel for pixel).
  setFaceTextPictures(params.get('facetext') !== 'off');
  const ratio = pixelRatio();
  const game = new Phaser.Game({
    type: params.get('renderer') === 'canvas' ? Phaser.CANVAS : Phaser.AUTO,
    parent,
    backgroundColor: '#120d22',
    // NONE + zoom 1/ratio: the canvas has device pixels and CSS size; followParentSize keeps it so (see viewport.ts).
    scale: { mode: Phaser.Scale.NONE, width: Math.max(1, parent.clientWidth * ratio), height: Math.max(1, parent.clientHeight * ratio), zoom: 1 / ratio },
    input: { activePointers: 2 },
    // One texture per batch: Phaser 4.2's multi-texture shader tears rotated quads (a fanned hand of cards shows
    // holes in its text), phaserjs/phaser#7372. Costs a draw call per texture switch, which a card table affords.
    render: { antialias: true, maxTextures: 1 },
    banner: false,
    // Phaser's defaults clamp every frame to 1/60 s for the first 120 frames and any frame slower than 1/5 s: on a
    // slow tablet (or software GL) the menu's entrance then ran in slow motion for up to a minute. Animations run
    // on real time down to 2 frames per second; slower frames (a tab back from the background) still clamp.
    fps: { min: 2, panicMax: 0 },
    scene: scenes,
  });
  provideServices(game, services);
  // A frame that throws is dropped and the game goes on (scenes/loop-guard.ts): one bad draw must not freeze the table.
  const frameFailures = guardFrames(game);
  game.events.once(Phaser.Core.Events.READY, () => followParentSize(game, parent));
  // Frames only while something moves (scenes/pacing.ts), once the loop runs; `?pacing=off` draws every frame.
  // The Canvas renderer draws a scene's still runs once (scenes/frame-cache.ts); `?framecache=off` draws every
  // frame whole, `?framecache=verify` draws cached frames both ways and counts differences (the e2e test's); with it,
  // large Graphics are drawn from pictures of themselves (scenes/graphics-bake.ts), `?graphicsbake=off` the baseline.
  let pacing: (() => PacingReport) | null = null;
  let frameCache: (() => FrameCacheReport) | null = null;
  game.events.once(Phaser.Core.Events.POST_RENDER, () => {
    pacing = paceFrames(game, params.get('pacing') !== 'off');
    frameCache = cacheStillFrames(game, { enabled: params.get('framecache') !== 'off', verify: TEST_HOOKS && params.get('framecache') === 'verify', bakeGraphics: params.get('graphicsbake') !== 'off' });
  });

  testHooks?.installTestHooks(game, services, { releaseSaves: heldSaves?.release, pacing: () => pacing?.() ?? null, frameCache: () => frameCache?.() ?? null, frameFailures });
  registerServiceWorker(services.update).catch((e: unknown) => console.warn('service worker not registered', e));
}
