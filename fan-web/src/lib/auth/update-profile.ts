import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@club/core';
import { apiFetch } from '../api-client';
import { profileQueryKey } from './get-profile';

// The input schema is the API's own, updateProfileSchema in @club/core.
export const updateProfile = (input: UpdateProfileInput) => apiFetch<Profile>('/api/v1/users/profile', { method: 'PUT', body: input });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
