import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <h1 className="p-8 text-3xl font-bold">
      <Trans>Fresh from Canadian farms</Trans>
    </h1>
  );
}
