// One branch as its seller reads it: the reviewer's verdict (why it was refused, or that it waits for review) and
// its details (place, phone, products, when it was submitted).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Branch } from '@contract/catalogue.ts';
import { useProvinceName } from '../provinces.ts';

export function BranchFacts({ branch, products }: { branch: Branch; products: number }) {
  const { i18n } = useLingui();
  const provinceName = useProvinceName();
  return (
    <>
  {branch.status === 'rejected' && (
    <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <h2 className="font-semibold">
        <Trans>This branch was not approved</Trans>
      </h2>
      {branch.reject_reason && (
        <p className="mt-1">
          <Trans>Reason: {branch.reject_reason}</Trans>
        </p>
      )}
      <p className="mt-1">
        <Trans>Correct the branch and save it: it is reviewed again.</Trans>
      </p>
    </div>
  )}
  {branch.status === 'pending' && (
    <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-gray-900">
      <Trans>An administrator will review this branch. Its products stay hidden from buyers until it is approved.</Trans>
    </p>
  )}
  <dl className="mt-6 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2">
    <Detail label={<Trans>Address</Trans>}>
      {branch.address}, {branch.city}
    </Detail>
    <Detail label={<Trans>Province or territory</Trans>}>{provinceName(branch.province)}</Detail>
    <Detail label={<Trans>Postal code</Trans>}>{branch.postal_code ?? <Trans>Not provided</Trans>}</Detail>
    <Detail label={<Trans>Phone</Trans>}>{branch.phone ?? <Trans>Not provided</Trans>}</Detail>
    <Detail label={<Trans>Products at this branch</Trans>}>{products}</Detail>
    <Detail label={<Trans>Submitted</Trans>}>{new Date(branch.created_at).toLocaleDateString(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' })}</Detail>
  </dl>
    </>
  );
}

function Detail({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 text-gray-900">{children}</dd>
    </div>
  );
}
