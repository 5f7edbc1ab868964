import { useEffect, useState } from 'react';

/**
 * A private picture as an object URL: it needs the reader's credentials, which an <img src> cannot
 * send, so it is fetched as a blob. Loads `load` when `deps` change (nothing while it is null); the
 * URL is revoked when it is replaced or the component goes. `failed` once the load failed or its
 * answer was no image.
 */
export function useBlobUrl(
  load: (() => Promise<Blob>) | null,
  deps: readonly unknown[],
): { url: string | null; failed: boolean; setFailed: (failed: boolean) => void } {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    let objectUrl: string | null = null;
    setFailed(false);
    load()
      .then((blob) => {
        if (!live) return;
        if (!blob.type.startsWith('image/')) throw new Error('not an image');
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return { url, failed, setFailed };
}
