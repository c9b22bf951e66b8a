import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { importLimits } from '@shared/schemas/admin-import.ts';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';

export interface CsvFileDropProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

const maxMb = importLimits.fileBytes / 1024 / 1024;
const maxFeedGb = importLimits.feedBytes / 1024 / 1024 / 1024;

/** A drop zone that is also a labelled file input, so the keyboard and screen readers can use it. */
export function CsvFileDrop({ onFile, disabled = false }: CsvFileDropProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed bg-card px-6 py-10 text-center transition-colors',
        over ? 'border-primary bg-primary/5' : 'border-input',
        disabled && 'opacity-60',
      )}
    >
      <FileUp aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">Drop a CSV file or an ONIX feed here</p>
      <p className="text-sm text-muted-foreground">or</p>
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline' }),
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          disabled && 'pointer-events-none',
        )}
      >
        Choose a file
        <input
          ref={input}
          id={id}
          type="file"
          accept=".csv,text/csv,.xml,.onx,application/xml,text/xml"
          className="sr-only"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so choosing the same file again (after fixing it) still uploads it.
            if (input.current) input.current.value = '';
            if (file) onFile(file);
          }}
        />
      </label>
      <p className="text-xs text-muted-foreground">
        CSV (UTF-8) up to {maxMb} MB, or ONIX for Books XML (2.1, 3.0, 3.1) up to {maxFeedGb} GB
      </p>
    </div>
  );
}
