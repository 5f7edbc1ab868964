import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHAT_IMAGE_MAX_BYTES } from '../../../contract/values';
import { useObjectUrl } from '../../lib/call';

/**
 * A message's picture. It is private to the conversation, so it is fetched with the reader's
 * credentials (an <img src> cannot send them) and shown from an object URL: a thumbnail in the
 * bubble that opens full size on a tap.
 */
export function ChatImage({ id, load }: { id: number; load: (id: number) => Promise<Blob> }) {
  const { t } = useLingui();
  const { url, failed } = useObjectUrl(id, load);
  const [open, setOpen] = useState(false);

  if (failed)
    return (
      <span className="chat-image-missing">
        <Trans>The image could not be loaded.</Trans>
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="chat-image"
        onClick={() => setOpen(true)}
        aria-label={t`Open the image`}
        data-testid="chat-image"
      >
        {url ? <img src={url} alt="" /> : null}
      </button>
      {open && url ? <FullImage url={url} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The picture full size, as a modal <dialog> of its own: the chat sheet is one already, and only
 * the browser's top layer can stack over it. Escape or a tap closes it (and only it).
 */
function FullImage({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="chat-image-full"
      aria-label={t`Image`}
      onCancel={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      onClick={(e) => {
        e.stopPropagation();
        onClose();
      }}
      data-testid="chat-image-full"
    >
      <img src={url} alt="" />
    </dialog>
  );
}

/** Why a picked file cannot be sent (the server checks again, by its bytes), or null. */
export function imageProblem(file: File, t: ReturnType<typeof useLingui>['t']): string | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return t`Please choose a PNG or JPG image.`;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return t`Each image may be at most 5 MB.`;
  return null;
}

/** The attach button of a compose row: picks one png/jpg and hands it over. */
export function AttachButton(props: { disabled?: boolean; onPick: (file: File) => void; testId: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <label
      className={props.disabled ? 'btn btn-outline chat-attach is-disabled' : 'btn btn-outline chat-attach'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01"
        />
      </svg>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        aria-label={t`Attach an image`}
        disabled={props.disabled}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) props.onPick(file);
        }}
        data-testid={props.testId}
      />
    </label>
  );
}
