import { type TUpdatePreferencesRequest, type TUserResponse, ZUserResponseSchema } from '@galope/contracts';

import { api } from './api-client';

export async function updatePreferences(body: TUpdatePreferencesRequest): Promise<TUserResponse> {
  return ZUserResponseSchema.parse(await api.patch<unknown>('/api/user/preferences', body));
}
