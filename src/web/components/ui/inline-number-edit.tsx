import { Check, Pencil, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { errorMessage, isApiError } from '@web/lib/api-client.ts';
import { cn } from '@web/lib/cn.ts';

export interface InlineNumberEditProps {
  /** Makes the error's element id unique on the page: `price-12`. */
  id: string;
  /** The saved figure; editing starts from it, and saving it unchanged just closes the editor. */
  value: number;
  /** The input's name: "Price of The Guide". */
  label: string;
  /** The figure's button's name, saying it edits: "Price of The Guide: ₹300. Edit". */
  editLabel: string;
  /** The save button's name: "Save price". */
  saveLabel: string;
  /** Whole numbers (stock) or amounts with paise (price). */
  whole?: boolean;
  /** The figure as shown on its button. */
  children: ReactNode;
  /** Shown with the button while not editing (a badge, a discount). */
  aside?: ReactNode;
  className?: string;
  buttonClassName?: string;
  inputClassName?: string;
  /** Checks the typed figure (NaN when empty); its first message refuses it. */
  schema: z.ZodType<number>;
  /** A further check on a figure the schema takes: a message refuses it. */
  refuse?: (value: number) => string | undefined;
  /** Saves a changed figure; a refusal names the figure's field in its `fields`. */
  save(value: number): Promise<unknown>;
  /** The field a refusal's message is taken from, and the message when it has none. */
  field: string;
  notSaved: string;
}

/**
 * A figure edited in place (the admin book list's price and stock, also on a phone): the figure
 * is a button; editing, Enter or the tick saves, Escape or the cross cancels, and a refusal shows
 * beside it with nothing saved. Focus returns to the figure afterwards, so keyboard users keep
 * their place.
 */
export function InlineNumberEdit(props: InlineNumberEditProps) {
  const { id, value, label, saveLabel, whole = false } = props;
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const errorId = `${id}-error`;

  useEffect(() => {
    if (!editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const start = () => {
    setText(String(value));
    setError(undefined);
    setEditing(true);
  };
  const cancel = () => {
    setError(undefined);
    setEditing(false);
  };
  const save = async () => {
    const parsed = props.schema.safeParse(text.trim() === '' ? Number.NaN : Number(text));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    const refused = props.refuse?.(parsed.data);
    if (refused) return setError(refused);
    if (parsed.data === value) return cancel();
    setSaving(true);
    try {
      await props.save(parsed.data);
      setEditing(false);
    } catch (err) {
      setError(
        (isApiError(err) && err.error.fields?.[props.field]) || errorMessage(err, props.notSaved),
      );
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className={props.className}>
        <button
          ref={editButton}
          type="button"
          onClick={start}
          aria-label={props.editLabel}
          className={cn(
            'group inline-flex h-10 cursor-pointer items-center gap-1 rounded-md border border-transparent px-2 font-medium hover:border-input hover:bg-card focus-visible:outline-2 focus-visible:outline-ring sm:h-8',
            props.buttonClassName,
          )}
        >
          {props.children}
          <Pencil
            aria-hidden="true"
            className="size-3.5 text-muted-foreground sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
          />
        </button>
        {props.aside}
      </div>
    );
  }

  const iconButton = (name: string, onClick: () => void, icon: ReactNode) => (
    <Button
      size="icon"
      variant="ghost"
      className="size-10 sm:size-8"
      aria-label={name}
      disabled={saving}
      onClick={onClick}
    >
      {icon}
    </Button>
  );
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-1">
        <Input
          type="number"
          inputMode={whole ? 'numeric' : 'decimal'}
          min={0}
          step={whole ? 1 : 0.01}
          autoFocus
          value={text}
          disabled={saving}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void save();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
          className={cn('h-10 sm:h-8', props.inputClassName)}
        />
        {iconButton(saveLabel, () => void save(), <Check aria-hidden="true" />)}
        {iconButton('Cancel', cancel, <X aria-hidden="true" />)}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="max-w-48 text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
