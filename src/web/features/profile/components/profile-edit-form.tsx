// My Profile, edit mode: only the fields the contract lets a user change; only changed fields are sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { formatPhone, profilePatchBody, type User } from '@contract/accounts.ts';
import { GENDERS } from '@contract/enums.ts';
import { TextField } from '@/components/ui/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { api, ApiError } from '@/lib/api.ts';
import { setUser } from '@/lib/auth.ts';
import { applyServerErrors, useErrorText } from '@/lib/form-errors.ts';
import { useOnline } from '@/lib/online.ts';
import { SelectField } from '@/components/ui/form-controls.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { useGenderLabel } from './gender-label.ts';

// The select offers '' for "not said"; the contract wants null.
const profileForm = profilePatchBody.extend({
  gender: z.union([z.literal(''), z.enum(GENDERS, { error: 'validation.gender_invalid' })]).transform((v) => (v === '' ? null : v)),
});
type ProfileOutput = z.output<typeof profileForm>;

const readOnlyLook = '[&_input]:border-gray-300 [&_input]:bg-gray-100 [&_input]:text-gray-700';

const EDITABLE = ['first_name', 'last_name', 'other_mobile_number', 'whatsapp_number', 'gender', 'instagram_profile', 'facebook_profile'] as const;

function changedFields(user: User, values: ProfileOutput): Partial<Record<(typeof EDITABLE)[number], unknown>> {
  const patch: Partial<Record<(typeof EDITABLE)[number], unknown>> = {};
  for (const key of EDITABLE) {
    const next = values[key] ?? null;
    if (values[key] !== undefined && next !== (user[key] ?? null)) patch[key] = next;
  }
  return patch;
}

export function ProfileEditForm({ user, onSaved, onCancel }: { user: User; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const errorText = useErrorText();
  const genderLabel = useGenderLabel();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileForm),
    mode: 'onTouched',
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      other_mobile_number: formatPhone(user.other_mobile_number),
      whatsapp_number: formatPhone(user.whatsapp_number),
      gender: user.gender ?? '',
      instagram_profile: user.instagram_profile ?? '',
      facebook_profile: user.facebook_profile ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const patch = changedFields(user, values);
    if (Object.keys(patch).length === 0) return onSaved(t`No changes to save.`);
    try {
      const res = await api<{ message: string; data: User }>('/account/user-profile/', { method: 'PATCH', body: patch, fallback: 'Update failed' });
      await setUser(res.data);
      onSaved(res.message || t`Profile updated successfully!`);
    } catch (err) {
      if (err instanceof ApiError && err.isNetwork) setServerError(t`You are offline: changes can be saved when the connection returns.`);
      else setServerError(applyServerErrors(err, EDITABLE, setError) ?? (err instanceof ApiError ? err.message : null));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice>{serverError}</Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={<Trans>First name</Trans>} autoComplete="given-name" error={errorText(errors.first_name?.message)} {...register('first_name')} />
        <TextField label={<Trans>Last name</Trans>} autoComplete="family-name" error={errorText(errors.last_name?.message)} {...register('last_name')} />
        <TextField label={<Trans>Email</Trans>} type="email" value={user.email} readOnly hint={<Trans>Cannot be changed</Trans>} className={readOnlyLook} />
        <TextField label={<Trans>Phone number</Trans>} type="tel" value={formatPhone(user.phone_number)} readOnly hint={<Trans>Cannot be changed</Trans>} className={readOnlyLook} />
        <TextField label={<Trans>Other mobile number</Trans>} type="tel" autoComplete="tel" error={errorText(errors.other_mobile_number?.message)} {...register('other_mobile_number')} />
        <TextField label={<Trans>WhatsApp number</Trans>} type="tel" autoComplete="tel" error={errorText(errors.whatsapp_number?.message)} {...register('whatsapp_number')} />
        <SelectField label={<Trans>Gender</Trans>} error={errorText(errors.gender?.message)} {...register('gender')}>
          <option value="">{t`Prefer not to say`}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderLabel(g)}
            </option>
          ))}
        </SelectField>
        <div className="hidden sm:block" />
        <TextField label={<Trans>Instagram profile</Trans>} type="url" placeholder="https://instagram.com/..." error={errorText(errors.instagram_profile?.message)} {...register('instagram_profile')} />
        <TextField label={<Trans>Facebook profile</Trans>} type="url" placeholder="https://facebook.com/..." error={errorText(errors.facebook_profile?.message)} {...register('facebook_profile')} />
      </div>
      {!online && (
        <Notice tone="info">
          <Trans>You are offline: changes can be saved when the connection returns.</Trans>
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting || !online}>
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save changes</Trans>}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
