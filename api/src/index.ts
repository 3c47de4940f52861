export { buildApp, staticSite } from './app.js';
export { loadApiConfig, type ApiConfig } from './config.js';
export { localUrl, prepareInstallation, startApi, type StartedApi } from './server.js';
