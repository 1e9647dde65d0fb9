import { Fragment, type ReactNode } from 'react';
import { parseMessageText, type MessageTextNode } from './parseMessageText.ts';

export interface FormatMessageTextOptions {
  /**
   * Renders one line of plain text (never containing a newline), for example to highlight `{{1}}` placeholders.
   * Without it the text is rendered as it is.
   */
  renderText?: (text: string, key: string) => ReactNode;
}

/**
 * WhatsApp formatting as React nodes: *bold* → <strong>, _italic_ → <em>, ~strike~ → <s>, ```mono``` → <code>,
 * and each newline → <br>. Everything else stays text, so markup typed into a message is shown, never run.
 */
export function formatMessageText(text: string, options: FormatMessageTextOptions = {}): ReactNode[] {
  return renderNodes(parseMessageText(text), 'm', options);
}

function renderNodes(nodes: MessageTextNode[], keyPrefix: string, options: FormatMessageTextOptions): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${keyPrefix}.${index}`;
    switch (node.type) {
      case 'text':
        return <Fragment key={key}>{renderLines(node.text, key, options.renderText)}</Fragment>;
      case 'mono':
        // Monospace shows its text as typed, placeholders aside: those still need highlighting in a preview.
        return <code key={key}>{renderLines(node.text, key, options.renderText)}</code>;
      case 'bold':
        return <strong key={key}>{renderNodes(node.children, key, options)}</strong>;
      case 'italic':
        return <em key={key}>{renderNodes(node.children, key, options)}</em>;
      case 'strike':
        return <s key={key}>{renderNodes(node.children, key, options)}</s>;
    }
  });
}

function renderLines(text: string, keyPrefix: string, renderText: FormatMessageTextOptions['renderText']): ReactNode[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const key = `${keyPrefix}.l${index}`;
    const rendered = renderText && line ? renderText(line, key) : line;
    return index === 0 ? [rendered] : [<br key={`${key}.br`} />, rendered];
  });
}
