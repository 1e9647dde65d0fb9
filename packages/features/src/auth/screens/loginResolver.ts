import type { Resolver } from 'react-hook-form';
import type { LoginFormValues } from './loginSchema.ts';

/**
 * The sign-in form's resolver: loginSchema through yupResolver, with both (and yup, ~13 KB gzip) loaded when the
 * form is first validated, on submit, rather than with the page. The sign-in page is the first thing every user
 * downloads; the rules are the same.
 */
export const loginResolver: Resolver<LoginFormValues> = async (values, context, options) => {
  const [{ yupResolver }, { loginSchema }] = await Promise.all([
    import('@hookform/resolvers/yup'),
    import('./loginSchema.ts'),
  ]);
  return yupResolver(loginSchema)(values, context, options);
};
