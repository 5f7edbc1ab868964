/**
 * Which API calls the worker may keep. Only public lobby content (the same for every visitor of a
 * language) is stored; money, session and member calls are never listed here, so they always go
 * to the network and are never written anywhere.
 */
const lobbyData: RegExp[] = [
  /^\/lgw\/games\/(game_menus|lanes|hot|vendors|vendor_game_types|list)$/,
  /^\/wps\/system\/(announcements|permission|whitelabel|helpCenter)$/,
];

/**
 * Lobby content whose answer depends on the session: announcements for members (execution A, F)
 * need one. Every other lobby path answers the same with or without a session, so a copy fetched
 * while logged in also serves the installed app reopened later (its session is gone by then).
 */
export function isSessionBound(pathname: string): boolean {
  return pathname === '/wps/system/announcements';
}

/** Whose copy a stored lobby answer is (see isSessionBound). */
export function storedAudience(pathname: string, withSession: boolean): 'member' | 'guest' {
  return withSession && isSessionBound(pathname) ? 'member' : 'guest';
}

export function isApiPath(pathname: string): boolean {
  return /^\/(wps|lgw|img)\//.test(pathname);
}

export function isLobbyData(pathname: string): boolean {
  return lobbyData.some((re) => re.test(pathname));
}

export function isGameImage(pathname: string): boolean {
  return /^\/img\/(games|vendors|banners)\/[^/]+$/.test(pathname);
}

export function isStatus(pathname: string): boolean {
  return pathname === '/wps/system/status';
}
