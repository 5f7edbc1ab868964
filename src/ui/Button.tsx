import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `btn-primary` (the filled accent) or `btn-outline`, the classes of ui/styles.css. */
  variant: 'primary' | 'outline';
  /** Full width (`btn-block`). */
  block?: boolean;
  /** The small size (`btn-sm`). */
  small?: boolean;
  /** A request is running: the button is disabled until it ends, so a double tap sends once. */
  busy?: boolean;
};

/**
 * The app's button: the `btn` classes by variant, `type="button"` unless a form's submit says
 * otherwise, and a busy state (see `useSubmit` in lib/use-submit.ts). Extra classes still go in
 * `className`; the look stays in the stylesheet.
 */
export function Button({
  variant,
  block,
  small,
  busy,
  className,
  type = 'button',
  disabled,
  ...rest
}: Props) {
  const classes = ['btn', `btn-${variant}`];
  if (block) classes.push('btn-block');
  if (small) classes.push('btn-sm');
  if (className) classes.push(className);
  return <button type={type} className={classes.join(' ')} disabled={disabled || busy} {...rest} />;
}
