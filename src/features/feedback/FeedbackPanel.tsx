import { useEffect, useId, useState, type FormEvent } from 'react';
import { usePreviewUrls } from '../../lib/call';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MAX_IMAGES,
  feedbackCategories,
} from '../../../contract/feedback/constants';
import { openModal } from '../../lib/overlays';
import { useSubmit } from '../../lib/use-submit';
import { SubmitRow } from '../../ui/form/fields';
import { Icon } from '../../ui/icons-more';
import { isLoggedIn } from '../accounts/session';
import { findMyFeedback, sendFeedback, type FeedbackCategory, type FeedbackItem } from './feedback-api';
import { feedbackCategoryLabels as categoryLabels, feedbackStatusLabels } from './labels';
import './feedback.css';
import { Button } from '../../ui/Button';

type Picked = { file: File; url: string };

/** Spec sections 5 and 9: a category, 140 characters, up to 3 png/jpg images of 5 MB; "my feedback" below. */
export default function FeedbackPanel() {
  if (!isLoggedIn.value)
    return (
      <div className="help-state" data-testid="feedback-login">
        <p>
          <Trans>Log in to send feedback and read our answers.</Trans>
        </p>
        <Button variant="primary" onClick={() => openModal('login')}>
          <Trans>Log in</Trans>
        </Button>
      </div>
    );
  return <FeedbackForm />;
}

function FeedbackForm() {
  const { t, i18n } = useLingui();
  const ids = { category: useId(), content: useId(), images: useId() };
  const [category, setCategory] = useState<FeedbackCategory>('deposit');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const { busy: sending, error, setError, run } = useSubmit();
  const [sent, setSent] = useState(false);
  const [mine, setMine] = useState<FeedbackItem[] | null>(null);

  const reload = () =>
    findMyFeedback()
      .then((r) => setMine(r.list))
      .catch(() => setMine([]));
  useEffect(() => {
    void reload();
  }, []);
  // A picture's preview URL is released when it leaves the form (removed or sent), the rest with the form.
  const previews = usePreviewUrls();
  const drop = (gone: Picked[]) => gone.forEach((p) => previews.release(p.url));

  const pick = (files: FileList | null) => {
    setError(null);
    const chosen = [...(files ?? [])];
    if (images.length + chosen.length > FEEDBACK_MAX_IMAGES)
      return setError(t`You can attach at most ${FEEDBACK_MAX_IMAGES} images.`);
    if (chosen.some((f) => f.type !== 'image/png' && f.type !== 'image/jpeg'))
      return setError(t`Please choose a PNG or JPG image.`);
    if (chosen.some((f) => f.size > FEEDBACK_IMAGE_MAX_BYTES))
      return setError(t`Each image may be at most 5 MB.`);
    setImages([...images, ...chosen.map((file) => ({ file, url: previews.add(file) }))]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return setError(t`Please write your feedback.`);
    await run(async () => {
      await sendFeedback(
        category,
        content.trim(),
        images.map((p) => p.file),
      );
      setContent('');
      drop(images);
      setImages([]);
      setSent(true);
      await reload();
    });
  };

  return (
    <div className="feedback" data-testid="feedback">
      <form className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={ids.category}>
            <Trans>Category</Trans>
          </label>
          <select
            id={ids.category}
            className="input"
            value={category}
            onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
            data-testid="feedback-category"
          >
            {feedbackCategories.map((c) => (
              <option key={c} value={c}>
                {i18n._(categoryLabels[c])}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.content}>
            <Trans>Your feedback</Trans>
          </label>
          <textarea
            id={ids.content}
            className="input feedback-text"
            rows={4}
            maxLength={FEEDBACK_MAX_CHARS}
            value={content}
            onChange={(e) => {
              setSent(false);
              setContent(e.target.value);
            }}
            data-testid="feedback-content"
          />
          <p className="feedback-count muted" aria-live="polite">
            {content.length}/{FEEDBACK_MAX_CHARS}
          </p>
        </div>
        <div className="field">
          <span className="feedback-label">
            <Trans>Images (PNG or JPG, up to 3, 5 MB each)</Trans>
          </span>
          <div className="feedback-images">
            {images.map((p, i) => (
              <figure key={p.url} className="feedback-thumb">
                <img src={p.url} alt={t`Image ${i + 1}`} />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t`Remove image ${i + 1}`}
                  onClick={() => {
                    drop([p]);
                    setImages(images.filter((x) => x !== p));
                  }}
                >
                  <Icon name="close" size={16} />
                </button>
              </figure>
            ))}
            {images.length < FEEDBACK_MAX_IMAGES ? (
              <label className="feedback-add" htmlFor={ids.images}>
                <Icon name="download" size={20} />
                <span>
                  <Trans>Add image</Trans>
                </span>
                <input
                  id={ids.images}
                  type="file"
                  accept="image/png,image/jpeg"
                  multiple
                  className="visually-hidden"
                  onChange={(e) => {
                    pick(e.target.files);
                    e.target.value = '';
                  }}
                  data-testid="feedback-images"
                />
              </label>
            ) : null}
          </div>
        </div>
        {sent ? (
          <p className="feedback-sent" role="status" data-testid="feedback-sent">
            <Trans>Thank you. We will answer in your inbox.</Trans>
          </p>
        ) : null}
        <SubmitRow error={error} disabled={sending} testId="feedback-submit">
          <Trans>Send feedback</Trans>
        </SubmitRow>
      </form>

      <section className="help-section" data-testid="my-feedback">
        <h2>
          <Trans>My feedback</Trans>
        </h2>
        {mine === null ? null : mine.length === 0 ? (
          <p className="muted">
            <Trans>You have not sent any feedback yet.</Trans>
          </p>
        ) : (
          <ul className="feedback-list">
            {mine.map((f) => (
              <li key={f.id} className="feedback-item" data-testid="my-feedback-item">
                <div className="feedback-item-head">
                  <strong>{i18n._(categoryLabels[f.category])}</strong>
                  <span className={`feedback-status feedback-status-${f.status}`}>
                    {i18n._(feedbackStatusLabels[f.status])}
                  </span>
                </div>
                <p>{f.content}</p>
                <p className="muted feedback-meta">
                  #{f.id} · {new Date(f.createdAt).toLocaleString(i18n.locale)}
                  {f.images > 0 ? <> · {t`${f.images} image(s)`}</> : null}
                </p>
                {f.reply ? (
                  <p className="feedback-reply">
                    <Trans>Our answer: {f.reply}</Trans>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
