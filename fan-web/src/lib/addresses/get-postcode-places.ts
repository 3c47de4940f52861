import { useQuery } from '@tanstack/react-query';
import type { PostcodePlaceDto } from '@club/core';
import { apiFetch, isNotFound } from '../api-client';

export const isPostalCode = (code: string) => /^\d{5}$/.test(code);

export const getPostcodePlaces = (code: string, signal?: AbortSignal) =>
  apiFetch<PostcodePlaceDto[]>(`/api/v1/postcodes/${encodeURIComponent(code)}`, { signal });

/**
 * The sub-districts, districts and provinces a postal code serves, asked once the fan has typed
 * five digits (the list lives on the server, which checks saved addresses against it, so the
 * site carries none of it). A code the list does not know is a 404, not worth asking again.
 */
export const usePostcodePlaces = (code: string) =>
  useQuery({
    queryKey: ['postcodes', code],
    queryFn: ({ signal }) => getPostcodePlaces(code, signal),
    enabled: isPostalCode(code),
    staleTime: Infinity,
    retry: (failures, error) => !isNotFound(error) && failures < 2,
  });
