import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router';
import { ConsoleLink, useConsoleNavigate } from '../../provider/basePath.tsx';
import { Messages, isApiError } from '@parley/api-client';
import { useChangePasswordWithCode, useResetPassword } from '@parley/api-client/hooks';
import { Alert, Button, PasswordField, useToast } from '@parley/ui';
import { AuthLayout, StyledAuthForm, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from './accountSchemas.ts';

/** Codes in the reset link that mean an administrator forced the reset (platform-shell §2.1, §4.2). */
export const ADMIN_RESET_CODES = ['900', '901'] as const;

/**
 * Reset password (§2.3, §4.2): new and confirm password with show/hide toggles. Query uId, eId, resetCode and
 * code; code 900/901 takes the admin-forced path (then /login), otherwise the normal path (then a message).
 */
export function ResetPasswordScreen() {
  const navigate = useConsoleNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const uId = params.get('uId') ?? '';
  const resetCode = params.get('resetCode') ?? '';
  const adminForced = (ADMIN_RESET_CODES as readonly string[]).includes(params.get('code') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPassword();
  const changeWithCode = useChangePasswordWithCode();
  const change = (values: ResetPasswordValues) =>
    adminForced
      ? reset.mutateAsync({ body: { ...values, resetCode } })
      : changeWithCode.mutateAsync({ body: { ...values, uId, resetCode, appId: 'parley-console' } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await change(values);
      const message = result.message || Messages.passwordChanged;
      if (adminForced) {
        toast.success(message);
        navigate('/login', { replace: true });
      } else setDone(message);
    } catch (failure) {
      setError(isApiError(failure) && failure.kind !== 'network' ? failure.message : Messages.resetFailed);
    }
  });

  if (!resetCode) {
    return (
      <AuthLayout>
        <StyledAuthHeading>Reset password</StyledAuthHeading>
        <Alert>{Messages.resetLinkInvalid}</Alert>
        <StyledAuthLinks>
          <ConsoleLink to="/forgot-password">Ask for a new link</ConsoleLink>
          <ConsoleLink to="/login">Sign In</ConsoleLink>
        </StyledAuthLinks>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      {done ? (
        <>
          <StyledAuthHeading>Password changed</StyledAuthHeading>
          <Alert tone="info">{done}</Alert>
          <StyledAuthLinks>
            <ConsoleLink to="/login">Sign In</ConsoleLink>
          </StyledAuthLinks>
        </>
      ) : (
        <StyledAuthForm onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
          <StyledAuthHeading id="reset-heading">Choose a new password</StyledAuthHeading>
          {error ? <Alert>{error}</Alert> : null}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Reset Password
          </Button>
        </StyledAuthForm>
      )}
    </AuthLayout>
  );
}
