import type { DuplicateChoice } from '@shared/schemas/admin-import.ts';
import { ChoiceCards, type ChoiceCardOption } from '@web/components/ui/choice-cards.tsx';

const options: ChoiceCardOption<DuplicateChoice>[] = [
  {
    value: 'update',
    title: 'Update them',
    text: 'Write the file’s details over the matching book.',
  },
  { value: 'add', title: 'Add anyway', text: 'Add each as a new book of its own.' },
  { value: 'skip', title: 'Skip them', text: 'Leave these rows out.' },
];

export interface DuplicateChoiceProps {
  count: number;
  value: DuplicateChoice;
  onChange: (value: DuplicateChoice) => void;
  disabled?: boolean;
}

/** What to do with rows whose title and author match a book (no id, no known ISBN). */
export function DuplicateChoiceField({ count, ...choice }: DuplicateChoiceProps) {
  return (
    <ChoiceCards
      name="import-duplicates"
      legend={
        <>
          {count === 1 ? '1 row looks like' : `${count.toLocaleString('en-IN')} rows look like`} a
          book already in the catalogue (same title and author)
        </>
      }
      options={options}
      columnsClassName="sm:grid-cols-3"
      {...choice}
    />
  );
}
