import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Messages } from '@parley/api-client';
import { useCaptcha, useLogin, useSettings } from '@parley/api-client/hooks';
import { Button, IconButton, PasswordField, Spinner, TextField } from '@parley/ui';
import { AuthBrand } from '../components/AuthBrand.tsx';
import { TwoFactorStep, type TwoFactorStepProps } from '../components/TwoFactorStep.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { loginSchema, type LoginFormValues } from './loginSchema.ts';

export interface LoginScreenProps {
  /** Where to go after signing in when no protected page was asked for. */
  defaultPath?: string;
}

/** Where RequireSession sends a visitor: the page they asked for travels in the router state. */
export interface LoginLocationState {
  from?: { pathname: string; search?: string };
}

const EMPTY: LoginFormValues = { emailId: '', password: '', captcha: '' };

/** Sign-in (platform-shell §2.3): email, password and captcha, then the two-factor step when asked. */
export function LoginScreen({ defaultPath = '/bots' }: LoginScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const captcha = useCaptcha('login');
  const { data: settings } = useSettings();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState<Pick<TwoFactorStepProps, 'id' | 'authType'> | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({ resolver: yupResolver(loginSchema), defaultValues: EMPTY });

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const finishSignIn = (authToken: string) => {
    signIn(authToken);
    const from = (location.state as LoginLocationState | null)?.from;
    navigate(from ? `${from.pathname}${from.search ?? ''}` : defaultPath, { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const captchaId = captcha.data?.captchaId;
    if (!captchaId) {
      setServerError(Messages.somethingWentWrong);
      refreshCaptcha();
      return;
    }
    try {
      const result = await login.mutateAsync({
        emailId: values.emailId,
        password: values.password,
        captcha: values.captcha,
        captchaId,
        removeExistingSession: true,
        routePath: '',
        appId: 'parley-console',
      });
      if (result.twoFactorRequired) {
        setTwoFactor({ id: result.id, authType: result.authType });
        return;
      }
      finishSignIn(result.authToken);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.somethingWentWrong);
      // A captcha answers once: any failure needs a new one.
      refreshCaptcha();
    }
  });

  return (
    <StyledPage>
      <StyledCard>
        <AuthBrand />
        {twoFactor ? (
          <TwoFactorStep
            {...twoFactor}
            onSignedIn={finishSignIn}
            onCancel={() => {
              setTwoFactor(null);
              refreshCaptcha();
            }}
          />
        ) : (
          <StyledForm onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
            <StyledHeading id="login-heading">Sign in to your account</StyledHeading>
            {serverError ? <StyledAlert role="alert">{serverError}</StyledAlert> : null}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              error={errors.emailId?.message}
              {...register('emailId')}
            />
            <PasswordField
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <StyledCaptchaRow>
              <StyledCaptchaImage aria-live="polite">
                {captcha.data ? (
                  <img src={captcha.data.captcha} alt="Captcha" width={150} height={50} />
                ) : captcha.isError ? (
                  <span>Captcha unavailable</span>
                ) : (
                  <Spinner />
                )}
              </StyledCaptchaImage>
              <IconButton
                label="Refresh captcha"
                icon="refresh"
                type="button"
                onClick={refreshCaptcha}
                disabled={captcha.isFetching}
              />
            </StyledCaptchaRow>
            <TextField
              label="Captcha"
              autoComplete="off"
              hint="Type the characters shown in the image"
              error={errors.captcha?.message}
              {...register('captcha')}
            />
            <Button type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
              Sign In
            </Button>
            <StyledLinks>
              <Link to="/forgot-password">Forgot password?</Link>
              {settings?.featureFlags.hideSignup === true ? null : <Link to="/signup">Sign up</Link>}
            </StyledLinks>
          </StyledForm>
        )}
      </StyledCard>
    </StyledPage>
  );
}

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
  max-width: 400px;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow[2]};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledHeading = styled.h1`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightMedium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledAlert = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weightMedium};
`;

const StyledLinks = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.sizeSm};
  a {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const StyledCaptchaRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledCaptchaImage = styled.div`
  display: grid;
  place-items: center;
  width: 150px;
  height: 50px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;
