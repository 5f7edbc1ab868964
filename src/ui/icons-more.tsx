import { drawIcon, IconFrame, iconPaths, type IconDrawing, type IconProps } from './Icon';

/**
 * The icons only lazy screens draw (member, side menu, account, wallet, status screens...), kept out
 * of the lobby's entry chunk (decision 041). Import `Icon` from here in lazy code only: a module of
 * the entry that did would pull these paths back into the first download (the budget test fails).
 */
const morePaths = {
  close: 'M6 6l12 12M18 6 6 18',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h4',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M10 17h4v4h-4z',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z',
  userPlus: [[9, 8, 4], 'M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6'],
  user: [[12, 8, 4], 'M4 21a8 8 0 0 1 16 0'],
  gauge: ['M4 18a9 9 0 1 1 16 0', 'M12 14l4-5', [12, 14, 1.2]],
  headset: ['M4 14v-2a8 8 0 0 1 16 0v2', [3, 13, 4, 6, 1.5], [17, 13, 4, 6, 1.5], 'M19 19a3 3 0 0 1-3 3h-3'],
  help: [[12, 12, 9], 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01'],
  grid: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  wallet: 'M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M16 15h2',
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', [12, 12, 3]],
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.1L3 17.7 6.3 21l6.3-6.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.6-.4-.4-2.6z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 9l6 6M15 9l-6 6',
  lock: [[4, 10, 16, 11, 2], 'M8 10V7a4 4 0 0 1 8 0v3'],
  team: [[9, 8, 3.5], [17, 9, 2.5], 'M2.5 20a6.5 6.5 0 0 1 13 0M15.5 14.5A5 5 0 0 1 21.5 19'],
  copy: [[9, 9, 11, 11, 2], 'M5 15V5a1 1 0 0 1 1-1h10'],
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  key: [[8, 15, 4], 'M11 12l9-9M17 6l3 3M14 9l2 2'],
  mail: [[3, 5, 18, 14, 2], 'M3 7l9 6 9-6'],
  refresh: 'M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4',
  card: [[2.5, 5, 19, 14, 2], 'M2.5 10h19M6 15h4'],
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  wheel: [[12, 12, 9], 'M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4'],
  egg: 'M12 3C8 3 5 9.5 5 14a7 7 0 0 0 14 0c0-4.5-3-11-7-11z',
  phone: [[6.5, 2.5, 11, 19, 2.5], 'M10.5 18.5h3'],
} satisfies Record<string, IconDrawing>;

const allPaths = { ...iconPaths, ...morePaths };

/** Every icon name: the entry's set and the lazy screens' set. */
export type IconName = keyof typeof allPaths;

/** Same drawing as `ui/Icon`, over the whole set. */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <IconFrame {...props}>{drawIcon(allPaths[name])}</IconFrame>;
}
