export { buildApp, staticSite } from './app.js';
export { firstAdminFile } from './bootstrap.js';
export { loadApiConfig, type ApiConfig } from './config.js';
export { prepareInstallation, startApi, type StartedApi } from './server.js';
