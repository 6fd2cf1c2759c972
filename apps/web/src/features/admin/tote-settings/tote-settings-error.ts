import { TOTE_MESSAGES, type TToteSettingsForm, ZToteSettingsSchema } from '@galope/contracts';

/**
 * Which field a refusal of `PUT /api/admin/tote/settings` is about, as `takeout.win` or `breakage`:
 * the server names the field in its message only, so the same contract finds the value it refuses
 * (a pool's percent), else the message's field as a whole. Undefined: shown for the form.
 */
export function toteSettingsErrorField(values: TToteSettingsForm, message: string): string | undefined {
  const parsed = ZToteSettingsSchema.safeParse(values);
  const issue = parsed.success ? undefined : parsed.error.issues.find((each) => each.message === message);
  if (issue) return issue.path.map(String).join('.');
  const field = Object.entries(TOTE_MESSAGES).find(([, text]) => text === message)?.[0];
  return field && field in values ? field : undefined;
}
