import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@web/config/paths.ts';
import { loadOnce } from '@web/lib/lazy-with-preload.ts';
import type { SearchSuggestionsProps } from '../components/search-suggestions.tsx';

// The header is in the entry chunk; the suggestion list (and its fetching) loads on first use.
const loadSuggestions = loadOnce(() => import('../components/search-suggestions.tsx'));

/** Suggestions start at this many characters. */
const minSuggestLength = 2;

/** The text in the search box, which follows the address's search. */
function useSearchText() {
  const [searchParams] = useSearchParams();
  const searchParam = searchParams.get('search') ?? '';
  const [value, setValue] = useState(searchParam);
  const [shownParam, setShownParam] = useState(searchParam);
  // Follow the address when it changes (back/forward, links), not on every keystroke.
  if (searchParam !== shownParam) {
    setShownParam(searchParam);
    setValue(searchParam);
  }
  return [value, setValue] as const;
}

/** Whether the suggestion list is open, its active option and its options' addresses. */
function useListState(locationKey: string) {
  const [shownLocation, setShownLocation] = useState(locationKey);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<readonly string[]>([]);
  // Any navigation closes the list.
  if (locationKey !== shownLocation) {
    setShownLocation(locationKey);
    setOpen(false);
    setActive(-1);
  }
  return { open, setOpen, active, setActive, options, setOptions };
}

/** The suggestion list's component once it has loaded, and the call that loads it. */
function useSuggestionsComponent() {
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(
    null,
  );
  function loadList() {
    if (Suggestions === null) {
      void loadSuggestions().then((module) => setSuggestions(() => module.default));
    }
  }
  return { Suggestions, loadList };
}

/**
 * The header search's state as a combobox (WAI-ARIA APG "list autocomplete"): the text, whether
 * the list shows and which option is active, and the handlers of the form, the box and the list.
 */
export function useHeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useSearchText();
  const { open, setOpen, active, setActive, options, setOptions } = useListState(location.key);
  const { Suggestions, loadList } = useSuggestionsComponent();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();

  // Text typed before the page came alive (the server's input is usable at once, on a slow phone
  // for seconds) is taken up, with its suggestions: React keeps it in the field when it takes the
  // page over but not in its state, and the next render would put the address's search back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === value) return;
    setValue(input.value);
    if (document.activeElement === input) openList();
    // Once, when the page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const query = value.trim();
  const expanded = open && Suggestions !== null && query.length >= minSuggestLength;
  const activeIndex = expanded && active < options.length ? active : -1;

  function openList() {
    setOpen(true);
    loadList();
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** Closes the list and leaves the box, as the page goes elsewhere. */
  function leave() {
    close();
    inputRef.current?.blur();
  }

  function goTo(href: string) {
    leave();
    void navigate(href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (query === '') return;
    goTo(paths.collections({ search: query }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onComboboxKey(event, { expanded, options, activeIndex, setActive, openList, close, goTo });
  }

  function onChange(text: string) {
    setValue(text);
    setOpen(true);
    setActive(-1);
    loadList();
  }

  function clear() {
    setValue('');
    close();
    inputRef.current?.focus();
  }

  const box = { value, expanded, activeIndex, listboxId, inputRef };
  const handlers = { onSubmit, onKeyDown, onChange, onFocus: openList, onBlur: close, clear };
  return { ...box, ...handlers, query, Suggestions, setOptions, onChoose: leave };
}

export type HeaderSearchState = ReturnType<typeof useHeaderSearch>;

interface ComboboxKeyContext {
  expanded: boolean;
  options: readonly string[];
  activeIndex: number;
  setActive: (index: number) => void;
  openList: () => void;
  close: () => void;
  /** Closes the list and opens an address. */
  goTo: (href: string) => void;
}

/** Arrows move through the options, Enter opens the active one (else searches), Escape closes. */
function onComboboxKey(event: KeyboardEvent<HTMLInputElement>, combobox: ComboboxKeyContext) {
  const { expanded, options, activeIndex, setActive } = combobox;
  const count = options.length;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!expanded) {
        combobox.openList();
        return;
      }
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      if (activeIndex === -1) setActive(down ? 0 : count - 1);
      else setActive((activeIndex + (down ? 1 : count - 1)) % count);
      return;
    }
    case 'Enter': {
      const href = activeIndex >= 0 ? options[activeIndex] : undefined;
      if (!href) return; // the form submits the search
      event.preventDefault();
      combobox.goTo(href);
      return;
    }
    case 'Escape':
      if (expanded) {
        // Close the list only; the browser would otherwise also clear a search field.
        event.preventDefault();
        combobox.close();
      }
      return;
  }
}
