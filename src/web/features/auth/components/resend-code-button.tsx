import { Button } from '@web/components/ui/button.tsx';

/** "Resend code", unavailable while the cooldown runs; the seconds left are shown beside it. */
export function ResendCodeButton({
  remaining,
  pending,
  onResend,
  prompt = "Didn't get a code?",
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
  prompt?: string;
}) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted-foreground">
      {prompt}
      <Button
        variant="link"
        size="sm"
        className="h-auto px-1 py-1"
        disabled={remaining > 0 || pending}
        onClick={onResend}
      >
        {pending ? 'Sending...' : 'Resend code'}
      </Button>
      {remaining > 0 ? <span className="tabular-nums">(in {remaining} s)</span> : null}
    </p>
  );
}
