/** Tags an operator's rich text may keep; everything else is unwrapped to its text. */
const allowedTags = new Set([
  'P',
  'BR',
  'B',
  'STRONG',
  'I',
  'EM',
  'U',
  'UL',
  'OL',
  'LI',
  'SPAN',
  'DIV',
  'H3',
  'H4',
  'A',
  'SMALL',
]);

/**
 * Rich text from announcements, reduced to simple tags with no attributes (links keep an http(s)
 * or same-site href and open in a new tab). Uses the browser's inert parser: nothing runs.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      walk(child);
      if (!allowedTags.has(child.tagName)) {
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName))
          child.remove();
        else child.replaceWith(...child.childNodes);
        continue;
      }
      const href = child.getAttribute('href');
      for (const attr of [...child.attributes]) child.removeAttribute(attr.name);
      if (child.tagName === 'A' && href && /^(https?:\/\/|\/(?!\/))/i.test(href)) {
        child.setAttribute('href', href);
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
    }
  };
  walk(root);
  return root.innerHTML;
}
