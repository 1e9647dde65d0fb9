/**
 * A message's text as nodes, with the emphasis bots and agents write: **bold** or *bold* (WhatsApp's), _italic_,
 * ~strike~. Built as DOM nodes, never as HTML: whatever the text holds stays text.
 */
const EMPHASIS = /(\*\*[^*\n]+\*\*|\*[^*\n]+\*|_[^_\n]+_|~[^~\n]+~)/;

export function formatted(text: string): (Node | string)[] {
  return text.split(EMPHASIS).map((part, i) => {
    if (i % 2 === 0) return part;
    const bold = part.startsWith('**') ? 2 : part[0] === '*' ? 1 : 0;
    const tag = bold ? 'strong' : part[0] === '_' ? 'em' : 's';
    const element = document.createElement(tag);
    element.textContent = part.slice(bold || 1, -(bold || 1));
    return element;
  });
}
