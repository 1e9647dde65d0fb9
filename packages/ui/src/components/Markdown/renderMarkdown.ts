import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, breaks: true, async: false });

let hooked = false;
function ensureLinkHook() {
  if (hooked) return;
  hooked = true;
  // Links from answers open in a new tab and never get the opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An image without a description is decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

/** Markdown to HTML, sanitised with DOMPurify (scripts, handlers, styles and javascript: URLs removed). */
export function renderMarkdown(markdown: string): string {
  ensureLinkHook();
  const html = marked.parse(markdown) as string;
  // No style elements or attributes either: an answer must not restyle or overlay the console.
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style'],
    FORBID_ATTR: ['style'],
  });
}
