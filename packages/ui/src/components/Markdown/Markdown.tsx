import { useMemo } from 'react';
import styled from 'styled-components';
import { renderMarkdown } from './renderMarkdown.ts';
import { theme } from '../../theme/theme.ts';

export interface MarkdownProps {
  /** Markdown source; rendered to HTML and sanitised before it reaches the DOM. */
  children: string;
  className?: string;
}

/** Renders untrusted markdown safely (marked + DOMPurify). */
export function Markdown({ children, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(children), [children]);
  // The HTML is sanitised by renderMarkdown.
  return <StyledMarkdown className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const StyledMarkdown = styled.div`
  overflow-wrap: anywhere;
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: ${() => `${theme.space[1]} 0`};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
  }
  a {
    /* The darker accent keeps 4.5:1 contrast on muted surfaces too. */
    color: ${theme.colors.primaryHover};
    text-decoration: underline;
  }
  pre {
    margin: ${() => `${theme.space[2]} 0`};
    padding: ${theme.space[2]};
    overflow-x: auto;
    background: ${theme.colors.surfaceHover};
    border-radius: ${theme.radius.sm};
  }
  pre code {
    padding: 0;
  }
  blockquote {
    margin: ${() => `${theme.space[2]} 0`};
    padding-left: ${theme.space[3]};
    border-left: 3px solid ${theme.colors.border};
    color: ${theme.colors.textMuted};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    background: ${theme.colors.surfaceHover};
    border-radius: ${theme.radius.sm};
    padding: 0 ${theme.space[1]};
  }
`;
