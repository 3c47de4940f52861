import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { request } from './http';

const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  request(url, { method: options.method, body: options.body as BodyInit | undefined, headers: options.headers as HeadersInit | undefined });

export const dataProvider = simpleRestProvider('/api/v1/admin', httpClient);
