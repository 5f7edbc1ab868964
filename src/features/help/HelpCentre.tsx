import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { language } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { loadHelpCentre, searchHelp, type HelpCentre as Centre, type HelpSearchHit } from './help-api';
import { toBlocks } from './help-blocks';
import { sectionLabels } from './help-text';
import './help.css';
import { Button } from '../../ui/Button';

type Props = {
  /** The open article's slug (deep link ?article=), or null for the contents. */
  article: string | null;
  onOpenArticle: (slug: string | null) => void;
  /** Opens the feedback screen (a tab on /help; from the modal, the page). */
  onFeedback: () => void;
  /** /help#term: scroll to the terms once they are drawn. */
  scrollToTerms?: boolean;
};

function Body({ text }: { text: string }) {
  return (
    <div className="help-body">
      {toBlocks(text).map((b, i) =>
        b.kind === 'p' ? (
          <p key={i}>{b.text}</p>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** Spec sections 1, 2 and 7: the help centre (sections, FAQ, search) and the terms, from the server. */
export function HelpCentre({ article, onOpenArticle, onFeedback, scrollToTerms }: Props) {
  const { t, i18n } = useLingui();
  const lang = language.value;
  const [data, setData] = useState<Centre | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<HelpSearchHit[] | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    loadHelpCentre()
      .then((next) => live && setData(next))
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [lang, attempt, i18n]);

  // Searches wait for a pause in typing; an answer for an older query is dropped.
  useEffect(() => {
    const q = query.trim();
    if (!q) return setHits(null);
    let live = true;
    const timer = setTimeout(() => {
      searchHelp(q)
        .then((r) => live && setHits(r.list))
        .catch(() => live && setHits([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, lang]);

  useEffect(() => {
    if (scrollToTerms && data) document.getElementById('term')?.scrollIntoView();
  }, [scrollToTerms, data]);

  if (!data)
    return error ? (
      <div className="help-state" role="alert">
        <p>{error}</p>
        <Button variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    ) : (
      <p className="help-state muted" aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );

  const open = data.articles.find((a) => a.slug === article);
  if (open)
    return (
      <article className="help-article" data-testid="help-article" data-slug={open.slug}>
        <button type="button" className="help-back" onClick={() => onOpenArticle(null)}>
          <Icon name="back" size={18} />
          <Trans>All topics</Trans>
        </button>
        <p className="help-kicker">{i18n._(sectionLabels[open.section])}</p>
        <h2>{open.title}</h2>
        <Body text={open.body} />
      </article>
    );

  const sections = [...new Set(data.articles.map((a) => a.section))];
  return (
    <div className="help-centre" data-testid="help-centre">
      <div className="help-search">
        <Icon name="search" size={18} />
        <input
          type="search"
          className="input"
          value={query}
          maxLength={50}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Search help, e.g. withdraw`}
          aria-label={t`Search help`}
          data-testid="help-search"
        />
      </div>
      {hits ? (
        <section aria-live="polite" data-testid="help-results">
          {hits.length === 0 ? (
            <p className="muted">
              <Trans>No article matches your search.</Trans>
            </p>
          ) : (
            <ul className="help-list">
              {hits.map((h) => (
                <li key={h.slug}>
                  <button type="button" className="help-link" onClick={() => onOpenArticle(h.slug)}>
                    <span>{h.title}</span>
                    <small className="muted">{i18n._(sectionLabels[h.section])}</small>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        sections.map((section) => (
          <section key={section} className="help-section" data-testid={`help-section-${section}`}>
            <h2>{i18n._(sectionLabels[section])}</h2>
            {section === 'faq' ? (
              data.articles
                .filter((a) => a.section === 'faq')
                .map((a) => (
                  <details key={a.slug} className="help-faq">
                    <summary>{a.title}</summary>
                    <Body text={a.body} />
                  </details>
                ))
            ) : (
              <ul className="help-list">
                {data.articles
                  .filter((a) => a.section === section)
                  .map((a) => (
                    <li key={a.slug}>
                      <button type="button" className="help-link" onClick={() => onOpenArticle(a.slug)}>
                        <span>{a.title}</span>
                        <Icon name="chevron" size={16} />
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        ))
      )}

      <section className="help-section help-feedback">
        <h2>
          <Trans>Still need help?</Trans>
        </h2>
        <p className="muted">
          <Trans>Tell us what went wrong or what we could do better. We answer in your inbox.</Trans>
        </p>
        <Button variant="outline" onClick={onFeedback} data-testid="help-feedback">
          <Trans>Send feedback</Trans>
        </Button>
      </section>

      <section
        id="term"
        className="help-section help-terms"
        aria-labelledby="term-title"
        data-testid="help-terms"
      >
        <h2 id="term-title">
          <Trans>Terms and conditions</Trans>
        </h2>
        {data.terms ? (
          <>
            <p className="muted">
              <Trans>Version {data.terms.version}</Trans>
            </p>
            <Body text={data.terms.body} />
          </>
        ) : (
          <p className="muted">
            <Trans>The terms have not been published yet.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
