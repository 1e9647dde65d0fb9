import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { IconButton, Spinner, TextField, theme } from '@parley/ui';

export interface CaptchaFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The captcha image (data URL); undefined while loading. */
  image: string | undefined;
  unavailable?: boolean;
  refreshing?: boolean;
  error?: string | undefined;
  onRefresh: () => void;
}

/** The captcha image with its refresh button and the answer field (platform-shell §2.3). */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField(
  { image, unavailable, refreshing, error, onRefresh, ...input },
  ref,
) {
  return (
    <>
      <StyledRow>
        <StyledImage aria-live="polite">
          {image ? (
            <img src={image} alt="Captcha" width={150} height={50} />
          ) : unavailable ? (
            <span>Captcha unavailable</span>
          ) : (
            <Spinner />
          )}
        </StyledImage>
        <IconButton label="Refresh captcha" icon="refresh" type="button" onClick={onRefresh} disabled={refreshing} />
      </StyledRow>
      <TextField
        ref={ref}
        label="Captcha"
        autoComplete="off"
        hint="Type the characters shown in the image"
        error={error}
        {...input}
      />
    </>
  );
});

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledImage = styled.div`
  display: grid;
  place-items: center;
  width: 150px;
  height: 50px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;
