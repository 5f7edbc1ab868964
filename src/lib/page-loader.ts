/**
 * The page loader is plain markup in index.html so it shows before any script runs. It hides
 * after the first render and after each navigation, and shows again while a lazy route loads.
 */
let pending = 0;

function element(): HTMLElement | null {
  return document.getElementById('page-loader');
}

export function hidePageLoader(): void {
  if (pending > 0) return;
  const el = element();
  if (el && !el.hidden) el.hidden = true;
}

/** Marks a lazy screen as loading; returns the function that marks it done. */
export function holdPageLoader(): () => void {
  pending++;
  const el = element();
  if (el) el.hidden = false;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pending--;
    hidePageLoader();
  };
}
