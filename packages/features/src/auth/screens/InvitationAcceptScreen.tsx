import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useSearchParams } from 'react-router';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { Messages } from '@parley/api-client';
import { useAcceptInvitation, useInvitation } from '@parley/api-client/hooks';
import { Alert, Button, PasswordField, Spinner, TextField } from '@parley/ui';
import { AuthLayout, StyledAuthForm, StyledAuthHeading, StyledAuthLinks } from '../components/AuthLayout.tsx';
import { invitationSchema, type InvitationValues } from './accountSchemas.ts';

/** Accept an invitation (platform-shell §2.1, §7.3): the link's id, then name and password. */
export function InvitationAcceptScreen() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const invitation = useInvitation(id);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InvitationValues>({
    resolver: yupResolver(invitationSchema),
    mode: 'onTouched',
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      setDone(
        (await accept.mutateAsync({ params: { id }, body: { ...values, name: values.name.trim() } })).message ||
          'Welcome aboard.',
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : Messages.somethingWentWrong);
    }
  });

  let content;
  if (done) {
    content = (
      <>
        <StyledAuthHeading>Invitation accepted</StyledAuthHeading>
        <Alert tone="info">{done}</Alert>
      </>
    );
  } else if (invitation.isPending && id.length >= 16) {
    content = <Spinner label="Loading the invitation" />;
  } else if (!invitation.data) {
    content = (
      <>
        <StyledAuthHeading>Accept invitation</StyledAuthHeading>
        <Alert>{Messages.invitationInvalid}</Alert>
      </>
    );
  } else {
    content = (
      <StyledAuthForm onSubmit={onSubmit} noValidate aria-labelledby="invitation-heading">
        <StyledAuthHeading id="invitation-heading">Join {invitation.data.enterpriseName}</StyledAuthHeading>
        {error ? <Alert>{error}</Alert> : null}
        <TextField label="Email" value={invitation.data.emailId} readOnly />
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <PasswordField
          label="Password"
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
          Accept Invitation
        </Button>
      </StyledAuthForm>
    );
  }
  return (
    <AuthLayout>
      {content}
      <StyledAuthLinks>
        <ConsoleLink to="/login">Sign In</ConsoleLink>
      </StyledAuthLinks>
    </AuthLayout>
  );
}
