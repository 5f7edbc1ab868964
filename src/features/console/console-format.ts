/**
 * How the console writes times and operators: one short form for the queue, the messages and the
 * member's records, so every pane reads alike.
 */
export function when(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** An operator as staff know each other: the key's name, without the audit prefix. */
export const shownName = (operator: string) => operator.replace(/^key:/, '');
