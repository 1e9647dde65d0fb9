/** The platform's query keys (settings, session); each area keeps its own beside its hooks (botKeys, accountKeys…). */
export const queryKeys = {
  settings: ['settings'] as const,
  profile: ['profile'] as const,
  captcha: (requestFrom: string) => ['captcha', requestFrom] as const,
};
