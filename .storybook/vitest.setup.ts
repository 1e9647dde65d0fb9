// Storybook 10.3+ provisions the preview annotations (.storybook/preview.tsx) itself when
// @storybook/addon-vitest runs the stories, so this file stays empty on purpose. Note: the addon
// scans this file's text for the name of the old annotations API and, if found, skips its own
// provisioning, so do not even mention that function here. Keep this for test-only globals.
export {};
