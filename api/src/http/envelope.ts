import type { Response } from 'express';
import type { ApiFailure, ApiSuccess } from '@club/core';

export function sendData<T>(res: Response, data: T, status = 200): void {
  const body: ApiSuccess<T> = { success: true, data };
  res.status(status).json(body);
}

export function sendError(res: Response, status: number, error: ApiFailure['error']): void {
  const body: ApiFailure = { success: false, error };
  res.status(status).json(body);
}
