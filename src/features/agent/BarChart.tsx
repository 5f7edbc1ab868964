import { Trans, useLingui } from '@lingui/react/macro';

export type Bar = { label: string; value: number };

/**
 * A small bar chart in plain SVG (no chart library): one bar per day, above or below a zero line,
 * scaled to the largest magnitude. The figures are also in the list beside it; the chart carries
 * a text summary for screen readers. A period without activity says so instead of drawing an
 * empty box.
 */
export function BarChart({ bars, title, testId }: { bars: readonly Bar[]; title: string; testId?: string }) {
  const { i18n } = useLingui();
  const width = 320;
  const height = 120;
  const max = Math.max(1, ...bars.map((b) => Math.abs(b.value)));
  const hasNeg = bars.some((b) => b.value < 0);
  const zero = hasNeg ? height / 2 : height - 14;
  const span = hasNeg ? height / 2 - 4 : height - 18;
  const step = width / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(24, step * 0.7));
  const first = bars[0]?.label ?? '';
  const last = bars.at(-1)?.label ?? '';
  const empty = bars.every((b) => b.value === 0);
  return (
    <figure className="agent-chart" data-testid={testId}>
      {empty ? (
        <p className="agent-chart-empty muted" data-testid="agent-chart-empty">
          <Trans>No data for this period</Trans>
        </p>
      ) : (
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} preserveAspectRatio="none">
          <title>{title}</title>
          <line x1="0" x2={width} y1={zero} y2={zero} className="agent-chart-axis" />
          {bars.map((b, i) => {
            const h = (Math.abs(b.value) / max) * span;
            const x = i * step + (step - barWidth) / 2;
            return (
              <rect
                key={b.label}
                x={x}
                y={b.value >= 0 ? zero - h : zero}
                width={barWidth}
                height={Math.max(h, b.value === 0 ? 0 : 1)}
                rx="2"
                className={b.value < 0 ? 'agent-chart-neg' : 'agent-chart-pos'}
              >
                <title>{`${b.label}: ${b.value.toLocaleString(i18n.locale)}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      <figcaption className="agent-chart-caption">
        <span>{first}</span>
        <span>{title}</span>
        <span>{last}</span>
      </figcaption>
    </figure>
  );
}
