// Storybook 10.3+ applies the preview annotations (.storybook/preview.tsx) itself when
// @storybook/addon-vitest runs stories, so no setProjectAnnotations call is needed here.
// Keep this file for test-only globals; the root vitest.config.ts references it.
export {};
