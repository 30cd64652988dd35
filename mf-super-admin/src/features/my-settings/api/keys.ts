export const mySettingsKeys = {
  all: ['back-office', 'my-settings'] as const,
};
