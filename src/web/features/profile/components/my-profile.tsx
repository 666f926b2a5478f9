// My Profile (the index tab of both dashboards): the saved profile, shown even offline, refreshed from
// the server when online; an Edit/Cancel toggle switches to the edit form.
import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, X } from 'lucide-react';
import { formatPhone, type User } from '@contract/accounts.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.ts';
import { useOnline } from '@/lib/online.ts';
import { refreshProfile, type SyncOutcome } from '../profile-sync.ts';
import { Notice } from '@/components/ui/notice.tsx';
import { useGenderLabel } from './gender-label.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';

function Row({ label, value }: { label: ReactNode; value: string | null | undefined }) {
  return (
    <div className="border-b border-gray-100 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-1 break-words text-gray-900 sm:col-span-2 sm:mt-0">{value ? value : <span className="italic text-gray-600"><Trans>Not provided</Trans></span>}</dd>
    </div>
  );
}

function ProfileView({ user }: { user: User }) {
  const genderLabel = useGenderLabel();
  return (
    <dl>
      <Row label={<Trans>First name</Trans>} value={user.first_name} />
      <Row label={<Trans>Last name</Trans>} value={user.last_name} />
      <Row label={<Trans>Email</Trans>} value={user.email} />
      <Row label={<Trans>Phone number</Trans>} value={formatPhone(user.phone_number)} />
      <Row label={<Trans>Other mobile number</Trans>} value={formatPhone(user.other_mobile_number)} />
      <Row label={<Trans>WhatsApp number</Trans>} value={formatPhone(user.whatsapp_number)} />
      <Row label={<Trans>Gender</Trans>} value={user.gender ? genderLabel(user.gender) : null} />
      <Row label={<Trans>Instagram profile</Trans>} value={user.instagram_profile} />
      <Row label={<Trans>Facebook profile</Trans>} value={user.facebook_profile} />
    </dl>
  );
}

export function MyProfile() {
  const { t } = useLingui();
  const { user } = useAuth();
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [refresh, setRefresh] = useState<SyncOutcome | null>(null);

  useEffect(() => {
    if (online) void refreshProfile().then(setRefresh);
  }, [online]);

  if (!user) return null;
  return (
    <section aria-labelledby="my-profile-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-profile-title" className="text-xl font-bold text-gray-900">
          <Trans>My Profile</Trans>
        </h2>
        <Button
          variant="secondary"
          aria-label={editing ? t`Cancel editing` : t`Edit profile`}
          onClick={() => {
            setSaved(null);
            setEditing((e) => !e);
          }}
        >
          {editing ? <X aria-hidden="true" className="h-4 w-4" /> : <Pencil aria-hidden="true" className="h-4 w-4" />}
          {editing ? <Trans>Cancel</Trans> : <Trans>Edit</Trans>}
        </Button>
      </div>
      <div className="mt-4 space-y-4">
        {(!online || refresh === 'offline') && (
          <Notice tone="info">
            <Trans>You are offline. This is your profile as last saved on this device.</Trans>
          </Notice>
        )}
        <Notice tone="success">{saved}</Notice>
        {editing ? (
          <ProfileEditForm
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={(message) => {
              setSaved(message);
              setEditing(false);
            }}
          />
        ) : (
          <ProfileView user={user} />
        )}
      </div>
    </section>
  );
}
