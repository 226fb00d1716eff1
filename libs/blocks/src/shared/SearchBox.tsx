import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/** A search field that asks for matching rows once typing pauses. */
export function SearchBox({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  const sent = useRef('');
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text.trim());
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <input
      type="search"
      className="ts-search"
      aria-label="Search"
      placeholder="Search"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
