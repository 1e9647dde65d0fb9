import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../Icon/Icon.tsx';
import { visuallyHidden } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';
import { messageBubbleButtonFace } from './messageBubbleButtonFace.ts';

export interface MessageBubbleCopyButtonProps {
  /** The button's label, e.g. "Copy offer code". */
  text: string;
  code: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads as itself again. */
const COPY_FEEDBACK_MS = 2000;

const announcements: Record<CopyState, string> = {
  idle: '',
  copied: 'Code copied',
  failed: 'The code could not be copied',
};

/** A COPY_CODE button: copies its code to the clipboard and says so. */
export function MessageBubbleCopyButton({ text, code }: MessageBubbleCopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const handleClick = async () => {
    try {
      // The clipboard is missing outside secure contexts, and may refuse: both are reported, never thrown.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <StyledMessageBubbleCopyButton type="button" onClick={handleClick} data-state={state}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
        {text}
      </StyledMessageBubbleCopyButton>
      <StyledMessageBubbleCopyStatus role="status">{announcements[state]}</StyledMessageBubbleCopyStatus>
    </>
  );
}

const StyledMessageBubbleCopyButton = styled.button`
  ${messageBubbleButtonFace}
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

const StyledMessageBubbleCopyStatus = styled.span`
  ${visuallyHidden}
`;
