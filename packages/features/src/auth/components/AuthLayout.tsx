import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthBrand } from './AuthBrand.tsx';

export interface AuthLayoutProps {
  children: ReactNode;
}

/** The centred card the public account pages share (sign-in, sign-up, recovery, activation, invitation). */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <StyledPage>
      <StyledCard>
        <AuthBrand />
        {children}
      </StyledCard>
    </StyledPage>
  );
}

export const StyledAuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledAuthHeading = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledAuthLinks = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  a {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const StyledPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background:
    radial-gradient(circle at 20% 10%, ${({ theme }) => theme.colors.primarySubtle}, transparent 45%),
    ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledCard = styled.div`
  width: 100%;
  max-width: 420px;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow[2]};
`;
