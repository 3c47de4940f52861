import type { QueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@club/core';
import { apiFetch } from '../api-client';
import { profileQueryKey } from './get-profile';

// The input schema is the API's own, updateProfileSchema in @club/core.
export const updateProfile = (input: UpdateProfileInput) => apiFetch<Profile>('/api/v1/users/profile', { method: 'PUT', body: input });

/** Saves the profile and shows the saved one everywhere at once. */
export async function saveProfile(queryClient: QueryClient, input: UpdateProfileInput): Promise<Profile> {
  const profile = await updateProfile(input);
  queryClient.setQueryData(profileQueryKey, profile);
  return profile;
}
