import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    // Workspace packages expose their TypeScript through the `@parley/source` export condition. The name is ours
    // alone: lexical publishes a `source` condition too, and its TypeScript sources break when chunks split.
    return mergeConfig(viteConfig, {
      resolve: { conditions: ['@parley/source', ...defaultClientConditions] },
    });
  },
};

export default config;
