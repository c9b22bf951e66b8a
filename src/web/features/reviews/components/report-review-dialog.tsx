import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { reviewReportSchema } from '@shared/schemas/catalog.ts';
import { useToast } from '@web/app/toast/toast-provider.tsx';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@web/components/ui/dialog.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Textarea } from '@web/components/ui/input.tsx';
import { apiPaths } from '@web/config/paths.ts';
import { apiRequest, errorMessage } from '@web/lib/api-client.ts';

/** "Report this review": why the reader thinks staff should look at it. */
export default function ReportReviewDialog({
  reviewId,
  author,
  onClose,
}: {
  reviewId: number;
  author: string;
  onClose: () => void;
}) {
  const id = useId();
  const { toast } = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const report = useMutation({
    mutationFn: (body: { reason: string }) =>
      apiRequest<{ message: string }>('POST', apiPaths.reportReview(reviewId), body),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReportSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    report.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast({ variant: 'success', title: 'Review reported', description: message });
        onClose();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open || report.isPending ? undefined : onClose())}>
      <DialogContent closeLabel="Cancel">
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle className="pr-8 text-xl">Report this review</DialogTitle>
          <DialogDescription>
            Tell the shop what is wrong with {author}’s review: spam, abuse, someone’s personal
            details, or nothing to do with the book. Staff read every report.
          </DialogDescription>
          <FormField id={id} label="Why should it be looked at?" error={error} className="mt-4">
            <Textarea
              id={id}
              className="min-h-20"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={report.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
