// My Profile, edit mode: only the fields the contract lets a user change; only changed fields are sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { formatPhone, profilePatchBody, type User } from '@contract/accounts.ts';
import { GENDERS } from '@contract/enums.ts';
import { TextField } from '@/components/ui/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { api } from '@/lib/api.ts';
import { setUser } from '@/lib/auth.ts';
import { useContractForm } from '@/lib/use-contract-form.ts';
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
  const genderLabel = useGenderLabel();
  const {
    register,
    submitWith,
    fieldError,
    serverError,
    formState: { isSubmitting },
  } = useContractForm(profileForm, {
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

  const onSubmit = submitWith(
    async (values) => {
      const patch = changedFields(user, values);
      if (Object.keys(patch).length === 0) return onSaved(t`No changes to save.`);
      const res = await api<{ message: string; data: User }>('/account/user-profile/', { method: 'PATCH', body: patch, fallback: 'Update failed' });
      await setUser(res.data);
      onSaved(res.message || t`Profile updated successfully!`);
    },
    { fields: EDITABLE, offline: t`You are offline: changes can be saved when the connection returns.` },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Notice>{serverError}</Notice>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={<Trans>First name</Trans>} autoComplete="given-name" error={fieldError('first_name')} {...register('first_name')} />
        <TextField label={<Trans>Last name</Trans>} autoComplete="family-name" error={fieldError('last_name')} {...register('last_name')} />
        <TextField label={<Trans>Email</Trans>} type="email" value={user.email} readOnly hint={<Trans>Cannot be changed</Trans>} className={readOnlyLook} />
        <TextField label={<Trans>Phone number</Trans>} type="tel" value={formatPhone(user.phone_number)} readOnly hint={<Trans>Cannot be changed</Trans>} className={readOnlyLook} />
        <TextField label={<Trans>Other mobile number</Trans>} type="tel" autoComplete="tel" error={fieldError('other_mobile_number')} {...register('other_mobile_number')} />
        <TextField label={<Trans>WhatsApp number</Trans>} type="tel" autoComplete="tel" error={fieldError('whatsapp_number')} {...register('whatsapp_number')} />
        <SelectField label={<Trans>Gender</Trans>} error={fieldError('gender')} {...register('gender')}>
          <option value="">{t`Prefer not to say`}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderLabel(g)}
            </option>
          ))}
        </SelectField>
        <div className="hidden sm:block" />
        <TextField label={<Trans>Instagram profile</Trans>} type="url" placeholder="https://instagram.com/..." error={fieldError('instagram_profile')} {...register('instagram_profile')} />
        <TextField label={<Trans>Facebook profile</Trans>} type="url" placeholder="https://facebook.com/..." error={fieldError('facebook_profile')} {...register('facebook_profile')} />
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
