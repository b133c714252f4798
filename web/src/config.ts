// External places the dashboard links to (Part G: settings with documented defaults).
// Vite reads VITE_* variables at build time.
const env = import.meta.env;

export const links = {
  helpCenter: env.VITE_HELP_CENTER_URL ?? 'https://help.greenlight.example',
  eLearning: env.VITE_ELEARNING_URL ?? 'https://learn.greenlight.example',
  learningPlatform: env.VITE_LEARNING_PLATFORM_URL ?? 'https://academy.greenlight.example',
  signUp: env.VITE_SIGN_UP_URL ?? 'https://greenlight.example/publish-with-us',
  terms: env.VITE_TERMS_URL ?? 'https://greenlight.example/terms',
  privacy: env.VITE_PRIVACY_URL ?? 'https://greenlight.example/privacy',
  livestreams: env.VITE_LIVESTREAMS_URL ?? 'https://greenlight.example/livestreams',
  resources: env.VITE_RESOURCES_URL ?? 'https://greenlight.example/resources',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@greenlight.example',
};
