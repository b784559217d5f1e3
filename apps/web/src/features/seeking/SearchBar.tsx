import { Badge, Button, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { SEARCH_WORDS_MAX } from '@mp/domain';
import { useState, type FormEvent } from 'react';
import { FilterIcon, SearchIcon } from './icons';
import classes from './SearchPage.module.css';

interface SearchBarProps {
  /** The words of the URL; the box starts from them (the page remounts the bar when they change). */
  initialWords: string;
  placeholder: string;
  onSearch: (words: string) => void;
  onClearAll: () => void;
  filterCount: number;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  filtersId: string;
}

/** Tighter buttons on phones, so the three stay on one row at 390 px. */
const PAD = { base: 'sm', sm: 'md' } as const;

/** The search box with Search and Clear All (F-F1, G-F5), and the button that opens the filters with the count of those used. */
export function SearchBar({ initialWords, placeholder, onSearch, onClearAll, filterCount, filtersOpen, onToggleFilters, filtersId }: SearchBarProps) {
  const [words, setWords] = useState(initialWords);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  const clear = () => {
    setWords('');
    onClearAll();
  };
  return (
    <form role="search" aria-label="Opportunities" onSubmit={submit} noValidate>
      <div className={classes.bar}>
        <TextInput
          className={classes.words}
          label="Search"
          placeholder={placeholder}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          maxLength={SEARCH_WORDS_MAX}
          leftSection={<SearchIcon size={16} />}
          type="search"
          enterKeyHint="search"
        />
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <Button type="submit" px={PAD}>
            Search
          </Button>
          <Button variant="default" onClick={clear} px={PAD}>
            Clear All
          </Button>
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            px={PAD}
            leftSection={<FilterIcon size={16} />}
            // The name is what the button shows, then the count and 'used' (WCAG 2.5.3: a voice user says what they see).
            rightSection={
              filterCount > 0 ? (
                <>
                  <Badge size="sm" circle variant="filled" data-testid="filter-count">
                    {filterCount}
                  </Badge>
                  <VisuallyHidden> used</VisuallyHidden>
                </>
              ) : undefined
            }
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={onToggleFilters}
          >
            Filters
          </Button>
        </Group>
      </div>
    </form>
  );
}
