import type { ReactNode } from 'react';
import type { GameType } from '../../contract/common';

/**
 * Stroke icons on a 24px grid; decorative, so hidden from assistive tech (labels sit on the controls).
 * Only the icons the lobby's entry chunk draws live here (decision 041): the rest are in
 * `icons-more.tsx`, which lazy screens import, so they stay out of the first download.
 */
export const iconPaths = {
  home: <path d="M3 10.5 12 3l9 7.5M5 9.5V20h5v-6h4v6h5V9.5" />,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  back: <path d="M15 5l-7 7 7 7" />,
  chevron: <path d="M9 5l7 7-7 7" />,
  down: <path d="M5 9l7 7 7-7" />,
  RNG: (
    <>
      <rect x="3" y="5" width="15" height="14" rx="2.5" />
      <path d="M7 9.5v5M10.5 9.5v5M14 9.5v5M18 10h2.5V6.5" />
    </>
  ),
  LIVE: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
    </>
  ),
  FISH: (
    <>
      <path d="M2.5 12c3-5 9-6.5 13.5-2L21 7v10l-5-3c-4.5 4.5-10.5 3-13.5-2z" />
      <circle cx="8" cy="11" r=".9" />
    </>
  ),
  PVP: (
    <>
      <rect x="3" y="6" width="11" height="15" rx="2" />
      <path d="M10 3h9a2 2 0 0 1 2 2v12M8.5 11l-2 2.5 2 2.5 2-2.5z" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5l4 2.8-1.5 4.7h-5L8 10.3zM12 3v4.5M16 10.3l4.6-1.5M8 10.3 3.4 8.8M9.5 15l-2.8 4M14.5 15l2.8 4" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M6 8h12a4 4 0 0 1 4 4v2.5a2.8 2.8 0 0 1-5 1.7L15.5 14h-7L7 16.2a2.8 2.8 0 0 1-5-1.7V12a4 4 0 0 1 4-4z" />
      <path d="M7 10.5v3.5M5.2 12.2h3.6M15.5 11.5h.01M18 13h.01" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M7 21c-2.5-2.5-3-6.5-1-9.5L9 8c1-1.2 2.8-1 3.3.5l.7 2 3.5.8-2.2 1.4c2.4 1 4.7 2.9 4.7 5.8-2.2 1.6-5 2.5-8 2.5z" />
      <path d="M8.5 8 8 4.5l2 1.5 1-2.5 1 3.5" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="8" cy="14.5" r="5" />
      <circle cx="16.5" cy="9" r="4.5" />
      <path d="M8 12.5v4M16.5 7.5v3" />
    </>
  ),
  ELOTT: (
    <>
      <path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />
      <path d="M14.5 7.5v1.5M14.5 11.2v1.6M14.5 15v1.5" />
    </>
  ),
  heart: <path d="M12 20s-7-4.5-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.5-9 9-9 9z" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8C10.5 5 7 4 6.5 6S9 8 12 8zm0 0c1.5-3 5-4 5.5-2S15 8 12 8z" />
    </>
  ),
  flame: <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-3-2 2-3 4-3 7a6 6 0 0 0 6 6z" />,
  download: <path d="M12 3v12M7 10l5 5 5-5M4 20h16" />,
  megaphone: <path d="M3 10v4h4l7 4.5V5.5L7 10zM17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />,
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </>
  ),
} satisfies Record<string, ReactNode> & Record<GameType, ReactNode>;

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
  return <IconFrame {...props}>{iconPaths[name]}</IconFrame>;
}
