import { useEffect, useId, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dayOf,
  matchShortcut,
  MAX_RANGE_DAYS,
  PAST_SHORTCUTS,
  rangeProblem,
  shortcutRange,
  type DayRange,
  type ShortcutId,
} from './ranges';
import { PressGroup } from '../form/fields';
import '../list.css';
import './date-range.css';

const shortcutLabels: Record<ShortcutId, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  thisWeek: msg`This week`,
  thisMonth: msg`This month`,
  past7: msg`Past 7 days`,
  past30: msg`Past 30 days`,
  next7: msg`Next 7 days`,
  next30: msg`Next 30 days`,
};

type Props = {
  /** The applied range, both ends "yyyy-MM-dd" in the member's local zone. */
  value: DayRange;
  /** Called only with a valid range (a real day at each end, in order, within maxDays). */
  onChange: (range: DayRange) => void;
  /** Shortcut buttons, in order; defaults to the look-back ones. [] shows none. */
  shortcuts?: readonly ShortcutId[];
  /** Longest range allowed, in days (defaults to the records cap). */
  maxDays?: number;
  /** "Today" as "yyyy-MM-dd" (defaults to the local calendar day: pass one in tests). */
  today?: string;
  testId?: string;
};

/**
 * From/to day pickers with shortcut chips. A range the user is still typing (reversed, too long)
 * stays here with a message and is never handed on, so a screen only ever queries valid ranges.
 */
export function DateRangeFilter({
  value,
  onChange,
  shortcuts = PAST_SHORTCUTS,
  maxDays = MAX_RANGE_DAYS,
  today,
  testId = 'date-range',
}: Props) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState<DayRange>(value);
  // A new value from outside (a reset, another screen) replaces the draft.
  useEffect(() => setDraft(value), [value.from, value.to]); // eslint-disable-line react-hooks/exhaustive-deps

  const day = today ?? dayOf(new Date());
  const active = matchShortcut(draft, day, shortcuts);
  const problem = rangeProblem(draft, maxDays);

  const edit = (next: DayRange) => {
    setDraft(next);
    if (rangeProblem(next, maxDays) === null && (next.from !== value.from || next.to !== value.to))
      onChange(next);
  };

  return (
    <div className="date-range" data-testid={testId}>
      {shortcuts.length > 0 ? (
        <PressGroup
          className="pill-row date-range-shortcuts"
          label={t`Date shortcuts`}
          itemClass="pill date-range-chip"
          items={shortcuts.map((s) => ({
            id: s,
            label: i18n._(shortcutLabels[s]),
            testId: `${testId}-${s}`,
          }))}
          pressed={active}
          onPress={(s) => edit(shortcutRange(s, day))}
        />
      ) : null}
      <div className="date-range-days">
        <label className="date-range-day" htmlFor={`${id}-from`}>
          <span>
            <Trans>From</Trans>
          </span>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={draft.from}
            max={draft.to || undefined}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-testid={`${testId}-from`}
            onChange={(e) => edit({ ...draft, from: e.currentTarget.value })}
          />
        </label>
        <label className="date-range-day" htmlFor={`${id}-to`}>
          <span>
            <Trans>To</Trans>
          </span>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={draft.to}
            min={draft.from || undefined}
            required
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            data-testid={`${testId}-to`}
            onChange={(e) => edit({ ...draft, to: e.currentTarget.value })}
          />
        </label>
      </div>
      {problem ? (
        <p className="field-error" id={`${id}-problem`} role="alert" data-testid={`${testId}-problem`}>
          {problem === 'invalid' ? <Trans>Choose a start and an end date.</Trans> : null}
          {problem === 'reversed' ? <Trans>The start date must not be after the end date.</Trans> : null}
          {problem === 'tooLong' ? <Trans>Choose at most {maxDays} days.</Trans> : null}
        </p>
      ) : null}
    </div>
  );
}
