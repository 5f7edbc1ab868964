import { useId, useRef, useState, type FormEvent } from 'react';
import { usePreviewUrls } from '../../lib/call';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { FormError } from '../../ui/form/fields';
import { applyPromotion, uploadImage } from '../rewards/rewards-api';
import { claimErrorText } from '../rewards/rule-labels';
import { newRequestId } from '../wallet/money';
import { MAX_COMMENT, MAX_IMAGES, MAX_IMAGE_BYTES, fitsCount, imageProblem, readHead } from './images';
import { Button } from '../../ui/Button';

type Picked = { file: File; url: string; imageId: number | null };

/**
 * The application of a promotion that needs one (spec section 3: a comment and up to 3 images;
 * sections 5 and 9: png or jpg, 5 MB each). Files are checked here before anything is sent;
 * each is uploaded once (a retry reuses the ids already given) and the request id stays the same
 * until the server took the application.
 */
export function ApplyForm({
  promotionId,
  onCancel,
  onDone,
}: {
  promotionId: number;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [comment, setComment] = useState('');
  const [picked, setPicked] = useState<Picked[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const input = useRef<HTMLInputElement>(null);
  const mb = MAX_IMAGE_BYTES / (1024 * 1024);

  // A preview's object URL lives until its picture is removed, or the form goes.
  const previews = usePreviewUrls();

  const choose = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (list.length === 0) return;
    if (!fitsCount(picked.length, list.length)) {
      setError(t`You can attach at most ${MAX_IMAGES} images.`);
      return;
    }
    for (const file of list) {
      const problem = imageProblem({ size: file.size, head: await readHead(file) });
      if (problem === 'type') return setError(t`${file.name} is not a PNG or JPG image.`);
      if (problem === 'size') return setError(t`${file.name} is larger than ${mb} MB.`);
    }
    setError(null);
    const added = list.map((file) => ({ file, url: previews.add(file), imageId: null }));
    setPicked((p) => [...p, ...added]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!comment.trim()) return setError(t`Please write a comment.`);
    setBusy(true);
    setError(null);
    try {
      const ids: number[] = [];
      for (const [i, p] of picked.entries()) {
        const imageId = p.imageId ?? (await uploadImage(p.file)).imageId;
        ids.push(imageId);
        setPicked((list) => list.map((x, j) => (j === i ? { ...x, imageId } : x)));
      }
      await applyPromotion(promotionId, {
        comment: comment.trim(),
        imageIds: ids,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      showToast(<Trans>Application sent. We will let you know once it is reviewed.</Trans>);
      onDone();
    } catch (err) {
      setError(claimErrorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="panel promo-apply" onSubmit={(e) => void submit(e)} noValidate data-testid="apply-form">
      <h3>
        <Trans>Apply for this promotion</Trans>
      </h3>
      <div className="field">
        <label htmlFor={`${id}-comment`}>
          <Trans>Comment</Trans>
          <span className="required" aria-hidden="true" />
        </label>
        <textarea
          id={`${id}-comment`}
          className="input promo-textarea"
          value={comment}
          maxLength={MAX_COMMENT}
          rows={4}
          onChange={(e) => setComment(e.target.value)}
          data-testid="apply-comment"
        />
        <small className="promo-counter" aria-live="polite">
          {comment.length}/{MAX_COMMENT}
        </small>
      </div>
      <div className="field">
        <span className="promo-label">
          <Trans>Images (optional)</Trans>
        </span>
        <p className="promo-hint" data-testid="apply-image-rules">
          <Trans>
            PNG or JPG, up to {mb} MB each, at most {MAX_IMAGES} images.
          </Trans>
        </p>
        {picked.length > 0 ? (
          <ul className="promo-thumbs" data-testid="apply-images">
            {picked.map((p, i) => (
              <li key={p.url}>
                <img src={p.url} alt={p.file.name} />
                <button
                  type="button"
                  className="promo-thumb-remove"
                  aria-label={t`Remove ${p.file.name}`}
                  disabled={busy}
                  onClick={() => {
                    previews.release(p.url);
                    setPicked((list) => list.filter((_, j) => j !== i));
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {picked.length < MAX_IMAGES ? (
          <label className="btn btn-outline promo-pick">
            <Trans>Add images</Trans>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              disabled={busy}
              onChange={(e) => void choose(e.target.files)}
              data-testid="apply-file"
            />
          </label>
        ) : null}
      </div>
      <FormError>{error}</FormError>
      <div className="promo-apply-actions">
        <Button variant="outline" onClick={onCancel} busy={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary" busy={busy} data-testid="apply-submit">
          <Trans>Send application</Trans>
        </Button>
      </div>
    </form>
  );
}
