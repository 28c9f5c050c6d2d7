import type { Accent, Palette } from '../theme';
import type { CardModel, CardStat } from './CardView';
import { drawBox, mix } from './draw';
import type { PartMark } from './KitPart';
import { KitPart } from './KitPart';

/** Who holds the district: a seat (its palette colour) or a faction drawn in an accent (the Guard, the Horde). */
export interface DistrictOwner {
  readonly label: string;
  /** A shorter label ("Guard" for "The City Guard"), shown on a tile too narrow for the whole one. */
  readonly short?: string;
  readonly seat?: number;
  readonly accent?: Accent;
}

/** A card standing on the district, with the numbers a player weighs before attacking. */
export interface DistrictOccupant {
  readonly id: string;
  readonly name: string;
  readonly seat?: number;
  readonly accent?: Accent;
  /** Short labels read best: "Atk", "Def", "Inf". */
  readonly numbers: readonly CardStat[];
  /** The numbers in words, for the zoom ("Attack 4 · Defense 4 · 2 Infamy"); default: the short labels and values. */
  readonly words?: string;
}

export interface DistrictMarker {
  readonly label: string;
  /** Texture key of the marker's symbol. */
  readonly icon?: string;
  /** The marker as symbols (☀ ★), drawn instead of its label on a tile too narrow for both the name and the label. */
  readonly short?: string;
}

/** Below this width a tile shows its marker's symbols, not its words, so that the district's name keeps its room. */
const NARROW_TILE = 200;

/** How close the district is to falling, e.g. Horde 2 of 3. */
export interface DistrictThreat {
  readonly label: string;
  readonly count: number;
  readonly limit: number;
}

export interface DistrictModel {
  readonly id: string;
  readonly name: string;
  readonly owner: DistrictOwner | null;
  readonly occupants: readonly DistrictOccupant[];
  readonly ruined: boolean;
  readonly marker: DistrictMarker | null;
  /** The reward line, e.g. "+1 card at Clean-up". */
  readonly reward: string;
  readonly threat?: DistrictThreat | null;
  readonly mark?: PartMark | null;
}

/** The tile's rows, top to bottom: name and marker, banner, occupants (and threat), reward; and its inner margin. */
const TILE = { pad: 10, nameH: 34, bannerH: 28, rowH: 24, footH: 26 } as const;
/** Where the rows under the banner begin. */
const ROWS_TOP = TILE.nameH + TILE.bannerH + 8;
/** Threat pips: in their own row, and the smaller ones in a banner. */
const PIPS = { row: { step: 18, radius: 6 }, banner: { step: 13, radius: 5 } } as const;

/** What a tile lists between its banner and its reward line (see `planRows`). */
export interface RowPlan {
  readonly threatRow: boolean;
  readonly shown: number;
  readonly unlisted: number;
  readonly more: number;
  readonly nobody: boolean;
}

/** The reward line's second line, when it breaks onto one. */
const REWARD_LINE = 17;

/**
 * Whether a tile `height` tall may give its reward a second line: only where that costs no row above it (a reward
 * read whole, "Draw 1 extra card at Clean-up" at 1024×768, but never at the price of a card on the district).
 */
export function rewardMayWrap(height: number, occupants: number, threat: boolean): boolean {
  const one = planRows(height, occupants, threat);
  const two = planRows(height, occupants, threat, TILE.footH + REWARD_LINE);
  return one.threatRow === two.threatRow && one.shown === two.shown && one.unlisted === two.unlisted && one.more === two.more && one.nobody === two.nobody;
}

/**
 * What fits between a tile's banner and its reward line (`footH` tall), `height` tall: the threat's row (it goes first), then as many
 * occupants as there are rows. With room for one row only, the first occupant is shown and the banner counts the
 * others ("The City Guard +2"); with more rows, the last says "+N more" when they do not all fit. An empty district
 * says "No one stands here" when a row fits. A tile with no row to spare (a short window) lists no one: the banner
 * counts them all, and the threat's pips move into the banner.
 */
export function planRows(height: number, occupants: number, threat: boolean, footH: number = TILE.footH): RowPlan {
  const free = Math.max(0, Math.floor((height - ROWS_TOP - footH - 4) / TILE.rowH));
  const threatRow = threat && free >= 1;
  const room = free - (threatRow ? 1 : 0);
  const shown = occupants <= room ? occupants : room >= 2 ? room - 1 : room;
  const unlisted = room < 2 ? occupants - shown : 0;
  return { threatRow, shown, unlisted, more: occupants - shown - unlisted, nobody: occupants === 0 && room >= 1 };
}

/**
 * A district as the zoom shows it, large and whole (a tile cuts a long name, a reward, a unit's name): its name; who
 * holds it and its marker; its reward; and under the card, each card on it with its numbers, then the threat. `icon`:
 * the art's texture key.
 */
export function districtCard(model: DistrictModel, icon?: string): CardModel {
  const holder = model.ruined ? 'Ruined' : model.owner ? `Held by ${model.owner.label}` : 'Unclaimed';
  const occupants = model.occupants.map((occupant) => {
    const numbers = occupant.words ?? occupant.numbers.map((stat) => `${stat.label} ${String(stat.value)}`).join(' · ');
    return numbers === '' ? occupant.name : `${occupant.name}: ${numbers}`;
  });
  const threat = model.threat ? [`${model.threat.label} ${model.threat.count} of ${model.threat.limit}: ruined at ${model.threat.limit}`] : [];
  return {
    id: model.id,
    title: model.name,
    kind: model.marker ? `${holder} · ${model.marker.label}` : holder,
    text: `Reward: ${model.reward}`,
    accent: model.owner?.accent ?? 'ash',
    ...(icon === undefined ? {} : { icon }),
    notes: [...occupants, ...threat],
  };
}

/**
 * A district board: its name and marker, the holder's banner, the cards on it with their numbers, the threat that
 * would ruin it, and the reward line. A ruined district is hatched and stamped "Ruined"; its reward is struck
 * through. The whole tile is one tappable part (kind "district").
 */
export class DistrictTile extends KitPart<DistrictModel> {
  protected paint(model: DistrictModel, palette: Palette, width: number, height: number): void {
    const ownerColour = model.owner ? this.#colourOf(palette, model.owner) : palette.border;
    drawBox(this.graphics, width / 2, height / 2, width, height, {
      fill: model.ruined ? mix(palette.backgroundDeep, palette.surface, 0.35) : palette.surface,
      stroke: model.ruined ? palette.textMuted : ownerColour,
      strokeWidth: model.owner && !model.ruined ? 3 : 1.5,
      radius: 12,
      shadow: 3,
    });
    const markerW = model.marker ? this.#marker(model.marker, palette, width) : 0;
    this.label(TILE.pad, TILE.nameH / 2 + 2, model.name, { role: 'label', size: 17, minSize: 13, colour: model.ruined ? palette.textMuted : palette.gold, maxWidth: width - 2 * TILE.pad - markerW });
    // The reward first: on two lines where that costs no row (see rewardMayWrap), which then starts higher.
    const footY = height - TILE.footH / 2 - 2;
    const wraps = !model.ruined && rewardMayWrap(height, model.occupants.length, !!model.threat);
    const reward = this.label(TILE.pad, footY, `Reward: ${model.reward}`, { role: 'small', size: 14, minSize: 13, lines: wraps ? 2 : 1, colour: model.ruined ? palette.textMuted : palette.text, maxWidth: width - 2 * TILE.pad });
    const extra = wraps && reward.getWrappedText().length > 1 ? REWARD_LINE : 0;
    if (extra > 0) reward.setY(footY - extra / 2);
    if (model.ruined) this.#ruins(palette, width, height);
    else this.#standing(model, palette, width, height, ownerColour, TILE.footH + extra);
    if (model.ruined) this.graphics.lineStyle(2, palette.textMuted, 1).lineBetween(TILE.pad, footY, TILE.pad + reward.width, footY);
    const rect = { x: 0, y: 0, width, height };
    this.mark(rect, model.mark ?? null, 12);
    this.target('district', model.id, rect, model.mark ?? null);
  }

  #colourOf(palette: Palette, who: { readonly seat?: number; readonly accent?: Accent }): number {
    if (who.seat !== undefined) return this.seatColour(who.seat);
    return who.accent ? palette.accents[who.accent] : palette.border;
  }

  /** The marker as a pill in the top-right corner; returns its width. */
  #marker(marker: DistrictMarker, palette: Palette, width: number): number {
    const iconSize = marker.icon ? 18 : 0;
    const words = width < NARROW_TILE && marker.short ? marker.short : marker.label;
    const probe = this.label(0, 0, words, { role: 'badge', size: 14, colour: palette.textDark });
    const pillW = probe.width + iconSize + (marker.icon ? 6 : 0) + 16;
    const right = width - TILE.pad;
    const cy = TILE.nameH / 2 + 2;
    drawBox(this.graphics, right - pillW / 2, cy, pillW, 26, { fill: mix(palette.gold, 0xffffff, 0.25), stroke: palette.gold, strokeWidth: 1.5, radius: 13 });
    if (marker.icon) this.icon(right - pillW + 8 + iconSize / 2, cy, marker.icon, iconSize, palette.textDark);
    probe.setPosition(right - 8 - probe.width, cy);
    return pillW + 8;
  }

  #standing(model: DistrictModel, palette: Palette, width: number, height: number, ownerColour: number, footH: number): void {
    const bannerY = TILE.nameH + TILE.bannerH / 2;
    drawBox(this.graphics, width / 2, bannerY, width - 2 * TILE.pad, TILE.bannerH, { fill: model.owner ? ownerColour : mix(palette.surface, 0x000000, 0.3), radius: 6 });
    const rows = planRows(height, model.occupants.length, !!model.threat, footH);
    const bannerText = model.owner ? palette.textDark : palette.textMuted;
    // A tile too short for the threat's row shows its pips at the banner's right end, in the banner's ink.
    const pipsW = model.threat && !rows.threatRow ? model.threat.limit * PIPS.banner.step : 0;
    if (model.threat && pipsW > 0) this.#pips(model.threat, width - TILE.pad - 8 - pipsW + PIPS.banner.step / 2, bannerY, PIPS.banner, bannerText, bannerText);
    const holder = model.owner ? (width < NARROW_TILE && model.owner.short ? model.owner.short : model.owner.label) : 'Unclaimed';
    const banner = `${holder}${rows.unlisted > 0 ? ` +${rows.unlisted}` : ''}`;
    this.label((width - pipsW) / 2, bannerY, banner, { role: 'label', size: 15, minSize: 13, colour: bannerText, originX: 0.5, maxWidth: width - 4 * TILE.pad - pipsW });
    let y = ROWS_TOP;
    for (const occupant of model.occupants.slice(0, rows.shown)) {
      this.#occupant(occupant, palette, width, y + TILE.rowH / 2);
      y += TILE.rowH;
    }
    if (rows.more > 0) this.label(TILE.pad, y + TILE.rowH / 2, `+${rows.more} more`, { role: 'small', size: 13, colour: palette.textMuted });
    if (rows.nobody) this.label(TILE.pad, y + TILE.rowH / 2, 'No one stands here', { role: 'small', size: 13, colour: palette.textMuted });
    if (model.threat && rows.threatRow) this.#threat(model.threat, palette, height - footH - TILE.rowH / 2 - 2);
  }

  /** One occupant: a colour tick, its name, then its numbers ("Atk 3 Def 4"), the numbers never cut. */
  #occupant(occupant: DistrictOccupant, palette: Palette, width: number, cy: number): void {
    this.graphics.fillStyle(this.#colourOf(palette, occupant), 1).fillRoundedRect(TILE.pad, cy - 8, 5, 16, 2);
    const numbers = this.label(width - TILE.pad, cy, occupant.numbers.map((s) => `${s.label} ${String(s.value)}`).join('  '), { role: 'badge', size: 14, colour: palette.text, originX: 1 });
    this.label(TILE.pad + 11, cy, occupant.name, { role: 'body', size: 14, minSize: 13, colour: palette.text, maxWidth: width - 2 * TILE.pad - 18 - numbers.width });
  }

  /** "Horde 2/3" and a pip for each step toward ruin, the pips reached filled. */
  #threat(threat: DistrictThreat, palette: Palette, cy: number): void {
    const text = this.label(TILE.pad, cy, `${threat.label} ${threat.count}/${threat.limit}`, { role: 'small', size: 14, colour: threat.count >= threat.limit - 1 ? palette.refused : palette.textMuted });
    this.#pips(threat, TILE.pad + text.width + 14, cy, PIPS.row, palette.refused, palette.textMuted);
  }

  /** A pip for each step toward ruin from `x` rightwards, the steps reached filled and ringed in `ring`. */
  #pips(threat: DistrictThreat, x: number, cy: number, size: { readonly step: number; readonly radius: number }, fill: number, ring: number): void {
    for (let i = 0; i < threat.limit; i++) {
      const px = x + i * size.step;
      if (i < threat.count) this.graphics.fillStyle(fill, 1).fillCircle(px, cy, size.radius).lineStyle(1.5, ring, 1).strokeCircle(px, cy, size.radius);
      else this.graphics.lineStyle(2, ring, 1).strokeCircle(px, cy, size.radius);
    }
  }

  /** Hatching across the board and a tilted "Ruined" stamp. */
  #ruins(palette: Palette, width: number, height: number): void {
    const top = TILE.nameH + 4;
    const bottom = height - TILE.footH - 4;
    this.graphics.lineStyle(2, palette.textMuted, 0.25);
    for (let x = -bottom; x < width; x += 16) {
      const x0 = Math.max(TILE.pad, x);
      const y0 = top + (x0 - x);
      const x1 = Math.min(width - TILE.pad, x + (bottom - top));
      const y1 = top + (x1 - x);
      if (x1 > x0 && y0 < bottom) this.graphics.lineBetween(x0, y0, x1, Math.min(bottom, y1));
    }
    const stamp = this.label(width / 2, (top + bottom) / 2, 'RUINED', { role: 'heading', size: 26, colour: palette.refused, originX: 0.5 });
    stamp.setAngle(-12);
  }
}
