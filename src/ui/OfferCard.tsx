import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons-more';
import './list.css';

/** `data-*` attributes the card carries (test ids, state for tests and styles). */
type DataAttributes = { [key: `data-${string}`]: string | number | undefined };

type Props = {
  /** The picture: an image when there is one, else the icon; none leaves the square out. */
  art?: { image?: string | null; icon: IconName };
  /** A small label above the title (a category). */
  chip?: ReactNode;
  title: ReactNode;
  /** The figure the card is about (reward, price, amount), in the accent colour. */
  amount?: ReactNode;
  amountTestId?: string;
  /** Muted lines under the amount: terms, stock, notes. */
  children?: ReactNode;
  /** Makes picture and text one button (open the details). */
  onOpen?: () => void;
  openTestId?: string;
  /** Beside the text: one button or a status; it wraps below the text when the line is short. */
  action?: ReactNode;
  /** Full width under the card's line: a summary, an action with its reasons, a form. */
  footer?: ReactNode;
  /** `highlight` outlines the card in the accent colour (something ready to take). */
  tone?: 'highlight';
  as?: 'li' | 'div';
  data?: DataAttributes;
};

/**
 * The one offer card of the promotions, reward centre and points mall screens: picture or icon,
 * title, amount, muted lines, and an action beside or under it. Lazy screens only (icons-more).
 */
export function OfferCard(p: Props) {
  const Tag = p.as ?? 'li';
  const head = (
    <>
      {p.art ? (
        <span className="offer-art" aria-hidden="true">
          {p.art.image ? (
            <img src={p.art.image} alt="" loading="lazy" />
          ) : (
            <Icon name={p.art.icon} size={28} />
          )}
        </span>
      ) : null}
      <span className="offer-text">
        {p.chip ? <span className="badge offer-chip">{p.chip}</span> : null}
        <strong className="offer-title">{p.title}</strong>
        {p.amount ? (
          <span className="offer-amount" data-testid={p.amountTestId}>
            {p.amount}
          </span>
        ) : null}
        {p.children}
      </span>
    </>
  );
  return (
    <Tag className="panel offer-card" data-tone={p.tone} {...p.data}>
      <div className="offer-line">
        {p.onOpen ? (
          <button
            type="button"
            className="offer-head offer-open"
            onClick={p.onOpen}
            data-testid={p.openTestId}
          >
            {head}
          </button>
        ) : (
          <div className="offer-head">{head}</div>
        )}
        {p.action ? <div className="offer-action">{p.action}</div> : null}
      </div>
      {p.footer}
    </Tag>
  );
}

/** A muted line of an offer card. */
export function OfferNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className="offer-note" data-testid={testId}>
      {children}
    </span>
  );
}
