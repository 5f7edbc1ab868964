import type { LuckyPrize } from './lucky-api';

const R = 96;
const point = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(Math.sin(a) * r).toFixed(2)} ${(-Math.cos(a) * r).toFixed(2)}`;
};

/**
 * The wheel: one equal segment per prize, clockwise from the top, each labelled with its prize
 * and its odds (segments are equal for legibility; the odds say what a segment is worth). It turns
 * to `rotation` and stops there, on the drawn segment's centre.
 */
export function WheelStage({
  prizes,
  rotation,
  odds,
  spinMs,
}: {
  prizes: LuckyPrize[];
  rotation: number;
  odds: (p: LuckyPrize) => string;
  spinMs: number;
}) {
  const step = 360 / prizes.length;
  return (
    <div className="lucky-wheel" data-testid="lucky-wheel">
      <span className="lucky-pointer" aria-hidden="true" />
      <svg
        viewBox="-100 -100 200 200"
        className="lucky-disc"
        style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${spinMs}ms` }}
        aria-hidden="true"
      >
        <circle r="99" className="lucky-rim" />
        {prizes.map((p, i) => {
          const a0 = i * step;
          const mid = a0 + step / 2;
          const right = mid <= 180;
          return (
            <g key={p.id}>
              <path
                d={`M0 0 L${point(a0, R)} A${R} ${R} 0 0 1 ${point(a0 + step, R)} Z`}
                className={i % 2 === 0 ? 'lucky-seg lucky-seg-a' : 'lucky-seg lucky-seg-b'}
              />
              {/* Radial labels: read from the rim inwards on the right half, outwards on the left. */}
              <g transform={`rotate(${right ? mid - 90 : mid + 90})`}>
                <text
                  x={right ? 90 : -90}
                  y="-1"
                  textAnchor={right ? 'end' : 'start'}
                  className={`lucky-label${i % 2 ? ' lucky-on-accent' : ''}`}
                >
                  {p.name.length > 16 ? `${p.name.slice(0, 15)}…` : p.name}
                </text>
                <text
                  x={right ? 90 : -90}
                  y="9"
                  textAnchor={right ? 'end' : 'start'}
                  className={`lucky-odds${i % 2 ? ' lucky-on-accent' : ''}`}
                >
                  {odds(p)}
                </text>
              </g>
            </g>
          );
        })}
        <circle r="14" className="lucky-hub" />
      </svg>
    </div>
  );
}
