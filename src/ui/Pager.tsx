import { useLingui } from '@lingui/react/macro';
import { Icon } from './Icon';
import { pagerItems } from './pager';
import './pager.css';

type Props = {
  page: number;
  totalPages: number;
  range: number;
  margin: number;
  onPage: (page: number) => void;
  testId?: string;
};

/** Numbered pager with previous/next; nothing when there is one page or none. */
export function Pager({ page, totalPages, range, margin, onPage, testId = 'pager' }: Props) {
  const { t } = useLingui();
  const items = pagerItems(page, totalPages, range, margin);
  if (items.length === 0) return null;
  return (
    <nav className="pager" aria-label={t`Pages`} data-testid={testId}>
      <button
        type="button"
        className="pager-btn"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t`Previous page`}
        data-testid={`${testId}-prev`}
      >
        <Icon name="back" size={16} />
      </button>
      {items.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="pager-btn"
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            data-testid={`${testId}-${item}`}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-btn"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t`Next page`}
        data-testid={`${testId}-next`}
      >
        <Icon name="chevron" size={16} />
      </button>
    </nav>
  );
}
