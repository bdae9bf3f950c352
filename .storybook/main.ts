import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: [
    'msw-storybook-addon',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
    '@storybook/addon-vitest',
  ],
  staticDirs: [
    './public',
    // The security photo's face model and tasks-vision's wasm, at the page settings' default addresses.
    { from: '../demo/models', to: '/models' },
    { from: '../node_modules/@mediapipe/tasks-vision/wasm', to: '/mediapipe/wasm' },
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
