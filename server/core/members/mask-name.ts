/**
 * A player's name as a public board shows it, "nguyenvan88" -> "ng***8": two first characters,
 * three stars, the last one (spec: "de***o"). The winners ticker, the mission board and the
 * jackpot's wins use it, and the demo seed writes its winners the same way.
 */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
