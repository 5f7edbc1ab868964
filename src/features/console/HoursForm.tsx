import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SupportHours } from '../../../contract/chat/schemas';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { putHours } from './console-api';
import { Button } from '../../ui/Button';

const isoDays = [1, 2, 3, 4, 5, 6, 7];
const dayName = (locale: string, d: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, d)),
  );

/** One end of the support window, as the browser's time picker gives it (HH:MM). */
function TimeField(props: { label: ReactNode; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {props.label}
      <input
        className="input"
        type="time"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
      />
    </label>
  );
}

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
          <TimeField label={<Trans context="time of day">From</Trans>} value={from} onChange={setFrom} />
          <TimeField label={<Trans context="time of day">To</Trans>} value={to} onChange={setTo} />
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
        <Button type="submit" variant="primary" block>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Modal>
  );
}
