/** Status-line text fitting without Phaser (components/TopBar.ts). */
/**
 * The first two of a wrapped status line's lines, the second ending in "…": words come off its end until the mark
 * fits in about the room the second line had, and an aside it would cut open goes whole.
 */
export function twoLines(lines: readonly string[]): string {
  const first = (lines[0] ?? '').trimEnd();
  const words = (lines[1] ?? '').trim().split(/\s+/).filter((word) => word !== '');
  const room = (lines[1] ?? '').trimEnd().length;
  while (words.length > 1 && words.join(' ').length + 1 > room) words.pop();
  let kept = words.join(' ');
  // An aside cut in the middle goes whole: "your army (or tap…" reads as "your army…".
  const open = kept.lastIndexOf('(');
  if (open > 0 && open > kept.lastIndexOf(')')) kept = kept.slice(0, open);
  return `${first}\n${kept.replace(/[\s,;:·(—-]+$/, '')}…`;
}
