import type { ImportMode } from '@shared/schemas/admin-import.ts';
import { ChoiceCards, type ChoiceCardOption } from '@web/components/ui/choice-cards.tsx';

const options: ChoiceCardOption<ImportMode>[] = [
  {
    value: 'all-or-nothing',
    title: 'All or nothing',
    text: 'Import only if every row is valid; otherwise nothing changes.',
  },
  {
    value: 'valid-only',
    title: 'Valid rows only',
    text: 'Import the valid rows and leave out the rows with errors.',
  },
];

export interface ImportModeChoiceProps {
  value: ImportMode;
  onChange: (mode: ImportMode) => void;
  disabled?: boolean;
}

/** All or nothing, or the valid rows only, as two radio cards. */
export function ImportModeChoice(props: ImportModeChoiceProps) {
  return (
    <ChoiceCards
      name="import-mode"
      legend="How to import"
      options={options}
      columnsClassName="sm:grid-cols-2"
      {...props}
    />
  );
}
