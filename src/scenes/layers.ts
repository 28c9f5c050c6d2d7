/**
 * Scene-wide depths. Cards live on the table layer (not inside fans or zones), so moving one between places is
 * a single tween of x/y/angle and its depth says what covers what.
 */
export const DEPTH = {
  backdrop: -100,
  zone: 10,
  pile: 20,
  placed: 50,
  hand: 100,
  ui: 1000,
  lifted: 3000,
  dragging: 4000,
  zoom: 5000,
  modal: 7000,
  banner: 7500,
  toast: 8000,
} as const;
