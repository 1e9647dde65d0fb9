export { authRoutes } from './routes.tsx';
export { LoginScreen, type LoginScreenProps, type LoginLocationState } from './screens/LoginScreen.tsx';
export { loginSchema, type LoginFormValues } from './screens/loginSchema.ts';
export { TwoFactorStep, type TwoFactorStepProps } from './components/TwoFactorStep.tsx';
export { AuthBrand } from './components/AuthBrand.tsx';
export * from './session/index.ts';
