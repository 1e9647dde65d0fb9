import {
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../theme/portalContainer.ts';
import styled from 'styled-components';
import { theme } from '../theme/theme.ts';

export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top';

export interface PopoverProps extends HTMLAttributes<HTMLDivElement> {
  /** The element the pop-up lines up with (its trigger or field). */
  anchorRef: RefObject<HTMLElement | null>;
  placement?: PopoverPlacement;
  /** Gap between anchor and pop-up in pixels. */
  offset?: number;
  /** Make the pop-up exactly as wide as the anchor (lists under a field). */
  matchWidth?: boolean;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

const VIEWPORT_MARGIN = 4;

/**
 * A pop-up rendered in a portal, so a scrolling or `overflow: hidden` ancestor cannot clip it.
 * It is fixed-positioned from the anchor's rect and follows it on scroll (any scroll container)
 * and resize; it flips above the anchor when there is no room below.
 *
 * The portal host goes into the nearest open modal dialog when the anchor sits in one, else into
 * document.body: content outside an aria-modal dialog is hidden from assistive technology and
 * outside the dialog's Tab trap. Fixed positioning still escapes the dialog's overflow.
 */
export function Popover({
  anchorRef,
  placement = 'bottom-start',
  offset = 4,
  matchWidth = false,
  ref,
  style,
  children,
  ...rest
}: PopoverProps) {
  const popupRef = useRef<HTMLDivElement | null>(null);
  const portalContainer = usePortalContainer();
  // A host element of our own: children render into it at once; it is attached to the right
  // container before any passive effect (focus moves) of the children runs.
  const [host] = useState(() => {
    const element = document.createElement('div');
    // No box of its own: inside a flex dialog it must not add a gap.
    element.style.display = 'contents';
    return element;
  });

  useLayoutEffect(() => {
    const container = anchorRef.current?.closest<HTMLElement>('[aria-modal="true"]') ?? portalContainer;
    container.append(host);
    return () => host.remove();
  }, [anchorRef, host, portalContainer]);

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const popup = popupRef.current;
    if (!anchor || !popup) return;
    const update = () => {
      const rect = anchor.getBoundingClientRect();
      if (matchWidth) popup.style.width = `${rect.width}px`;
      const { width, height } = popup.getBoundingClientRect();
      const position = placePopover(rect, { width, height }, placement, offset, {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      popup.style.top = `${position.top}px`;
      popup.style.left = `${position.left}px`;
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(anchor);
    observer?.observe(popup);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [anchorRef, placement, offset, matchWidth]);

  return createPortal(
    <StyledPopover
      {...rest}
      ref={(element) => {
        popupRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      style={style}
      data-popover=""
    >
      {children}
    </StyledPopover>,
    host,
  );
}

/** Where a pop-up of `size` goes next to `anchor`, kept inside the viewport. */
export function placePopover(
  anchor: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right' | 'width'>,
  size: { width: number; height: number },
  placement: PopoverPlacement,
  offset: number,
  viewport: { width: number; height: number },
): { top: number; left: number } {
  const below = anchor.bottom + offset;
  const above = anchor.top - offset - size.height;
  let top: number;
  if (placement === 'top') top = above >= VIEWPORT_MARGIN ? above : below;
  else top = below + size.height > viewport.height - VIEWPORT_MARGIN && above >= VIEWPORT_MARGIN ? above : below;
  let left: number;
  if (placement === 'bottom-end') left = anchor.right - size.width;
  else if (placement === 'bottom' || placement === 'top') left = anchor.left + anchor.width / 2 - size.width / 2;
  else left = anchor.left;
  // Horizontally only kept on screen: a field flush with the viewport edge keeps its list flush too.
  left = Math.max(0, Math.min(left, viewport.width - size.width));
  return { top, left };
}

const StyledPopover = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${theme.zIndex.popover};
`;
