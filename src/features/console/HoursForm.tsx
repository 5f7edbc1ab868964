import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportHours } from '../../../contract/chat';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { putHours } from './console-api';

const isoDays = [1, 2, 3, 4, 5, 6, 7];
const dayName = (locale: string, d: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, d)),
  );

/** Support hours: days, from, to and the zone's offset (hours from GMT). */
export function HoursForm({
  hours,
  onDone,
}: {
  hours: SupportHours;
  onDone: (h: SupportHours | null) => void;
}) {
  const { i18n } = useLingui();
  const [days, setDays] = useState(hours.days);
  const [from, setFrom] = useState(hours.from);
  const [to, setTo] = useState(hours.to);
  const [offset, setOffset] = useState(String(hours.utcOffsetMinutes / 60));
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onDone(await putHours({ days, from, to, utcOffsetMinutes: Math.round(Number(offset) * 60) }));
    } catch (err) {
      setError(errorText(i18n, err));
    }
  };

  return (
    <Modal title={<Trans>Support hours</Trans>} onClose={() => onDone(null)} testId="console-hours">
      <form className="console-hours" onSubmit={(e) => void submit(e)}>
        <fieldset className="console-days">
          <legend>
            <Trans>Days</Trans>
          </legend>
          {isoDays.map((d) => (
            <label key={d}>
              <input
                type="checkbox"
                checked={days.includes(d)}
                onChange={(e) => setDays(e.target.checked ? [...days, d] : days.filter((x) => x !== d))}
              />
              {dayName(i18n.locale, d)}
            </label>
          ))}
        </fieldset>
        <div className="console-times">
          <label>
            <Trans>From</Trans>
            <input
              className="input"
              type="time"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              required
            />
          </label>
          <label>
            <Trans>To</Trans>
            <input
              className="input"
              type="time"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              required
            />
          </label>
          <label>
            <Trans>GMT offset (hours)</Trans>
            <input
              className="input"
              type="number"
              step="0.5"
              min={-12}
              max={14}
              value={offset}
              onChange={(e) => setOffset(e.target.value)}
              required
            />
          </label>
        </div>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary btn-block">
          <Trans>Save</Trans>
        </button>
      </form>
    </Modal>
  );
}
