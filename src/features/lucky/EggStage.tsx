/** The golden egg: it wobbles while the draw is on its way and cracks open to show the prize. */
export function EggStage({ phase }: { phase: 'idle' | 'busy' | 'open' }) {
  return (
    <div className={`lucky-egg lucky-egg-${phase}`} data-testid="lucky-egg" aria-hidden="true">
      <svg viewBox="0 0 120 150">
        <defs>
          <linearGradient id="lucky-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe38a" />
            <stop offset="0.55" stopColor="#f2b51d" />
            <stop offset="1" stopColor="#b97a06" />
          </linearGradient>
        </defs>
        <path
          d="M60 6C30 6 8 60 8 92c0 30 23 52 52 52s52-22 52-52C112 60 90 6 60 6z"
          fill="url(#lucky-gold)"
        />
        <ellipse cx="42" cy="52" rx="9" ry="16" fill="#fff6cf" opacity="0.7" />
        {phase === 'open' ? (
          <path d="M10 84l14-10 12 12 12-14 12 12 12-12 12 14 12-12 14 10" className="lucky-crack" />
        ) : null}
      </svg>
    </div>
  );
}
