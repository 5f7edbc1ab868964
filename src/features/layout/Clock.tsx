import { useEffect, useState } from 'react';
import { formatClock, msToNextSecond } from '../../lib/time';
import { Icon } from '../../ui/Icon';

/** Live clock with GMT offset (spec section 2), ticking on the wall-clock second. */
export function Clock() {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    let timer = 0;
    const tick = () => {
      setNow(new Date());
      timer = window.setTimeout(tick, msToNextSecond(Date.now()));
    };
    timer = window.setTimeout(tick, msToNextSecond(Date.now()));
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <time className="clock" data-testid="header-clock" dateTime={now.toISOString()}>
      <Icon name="clock" size={14} />
      {formatClock(now)}
    </time>
  );
}
