import type { ReactNode } from 'react';
import type { GameType } from '../../contract/common';

/**
 * Stroke icons on a 24px grid; decorative, so hidden from assistive tech (labels sit on the controls).
 * Only the icons the lobby's entry chunk draws live here (decision 041): the rest are in
 * `icons-more.tsx`, which lazy screens import, so they stay out of the first download.
 */

/**
 * An icon's drawing: one path's `d`, or its parts in order, each a path's `d`, a circle
 * `[cx, cy, r]` or a rounded rect `[x, y, width, height, rx]`. Data rather than JSX, so that both
 * sets draw through one `drawIcon` and the entry carries strings and numbers, not element calls.
 */
export type IconDrawing = string | readonly (string | readonly number[])[];

function drawPart(part: string | readonly number[], key?: number) {
  if (typeof part === 'string') return <path key={key} d={part} />;
  const [a, b, c, d, rx] = part;
  if (part.length === 3) return <circle key={key} cx={a} cy={b} r={c} />;
  return <rect key={key} x={a} y={b} width={c} height={d} rx={rx} />;
}

export function drawIcon(icon: IconDrawing): ReactNode {
  return typeof icon === 'string' ? drawPart(icon) : icon.map(drawPart);
}

export const iconPaths = {
  home: 'M3 10.5 12 3l9 7.5M5 9.5V20h5v-6h4v6h5V9.5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  sun: [
    [12, 12, 4],
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  globe: [[12, 12, 9], 'M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18'],
  back: 'M15 5l-7 7 7 7',
  chevron: 'M9 5l7 7-7 7',
  down: 'M5 9l7 7 7-7',
  RNG: [[3, 5, 15, 14, 2.5], 'M7 9.5v5M10.5 9.5v5M14 9.5v5M18 10h2.5V6.5'],
  LIVE: [[12, 12, 9], [12, 12, 4], 'M12 3v3M12 18v3M3 12h3M18 12h3'],
  FISH: ['M2.5 12c3-5 9-6.5 13.5-2L21 7v10l-5-3c-4.5 4.5-10.5 3-13.5-2z', [8, 11, 0.9]],
  PVP: [[3, 6, 11, 15, 2], 'M10 3h9a2 2 0 0 1 2 2v12M8.5 11l-2 2.5 2 2.5 2-2.5z'],
  SPORTS: [
    [12, 12, 9],
    'M12 7.5l4 2.8-1.5 4.7h-5L8 10.3zM12 3v4.5M16 10.3l4.6-1.5M8 10.3 3.4 8.8M9.5 15l-2.8 4M14.5 15l2.8 4',
  ],
  ESPORTS: [
    'M6 8h12a4 4 0 0 1 4 4v2.5a2.8 2.8 0 0 1-5 1.7L15.5 14h-7L7 16.2a2.8 2.8 0 0 1-5-1.7V12a4 4 0 0 1 4-4z',
    'M7 10.5v3.5M5.2 12.2h3.6M15.5 11.5h.01M18 13h.01',
  ],
  COCKFIGHT: [
    'M7 21c-2.5-2.5-3-6.5-1-9.5L9 8c1-1.2 2.8-1 3.3.5l.7 2 3.5.8-2.2 1.4c2.4 1 4.7 2.9 4.7 5.8-2.2 1.6-5 2.5-8 2.5z',
    'M8.5 8 8 4.5l2 1.5 1-2.5 1 3.5',
  ],
  LOTT: [[8, 14.5, 5], [16.5, 9, 4.5], 'M8 12.5v4M16.5 7.5v3'],
  ELOTT: ['M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z', 'M14.5 7.5v1.5M14.5 11.2v1.6M14.5 15v1.5'],
  heart: 'M12 20s-7-4.5-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.5-9 9-9 9z',
  gift: [
    [3, 8, 18, 4, 1],
    'M5 12v8h14v-8M12 8v12M12 8C10.5 5 7 4 6.5 6S9 8 12 8zm0 0c1.5-3 5-4 5.5-2S15 8 12 8z',
  ],
  flame: 'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-3-2 2-3 4-3 7a6 6 0 0 0 6 6z',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  megaphone: 'M3 10v4h4l7 4.5V5.5L7 10zM17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11',
  history: ['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5M12 7v5l3 2'],
  clock: [[12, 12, 9], 'M12 7v5l3 2'],
  search: [[11, 11, 7], 'M21 21l-5-5'],
} satisfies Record<string, IconDrawing> & Record<GameType, IconDrawing>;

export type IconName = keyof typeof iconPaths;

export type IconProps = { size?: number; className?: string };

/** The one svg wrapper both icon sets draw into. */
export function IconFrame({ size = 20, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <IconFrame {...props}>{drawIcon(iconPaths[name])}</IconFrame>;
}
