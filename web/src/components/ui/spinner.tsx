import { useLingui } from '@lingui/react/macro';

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-rose-200 border-t-rose-600"
      />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </div>
  );
}
