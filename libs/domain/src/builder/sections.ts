/** The section listing blocks whose section is not one of the board's sections. */
export const UNCATEGORIZED = 'un-categorized';

/** "Sales, Ops,,Sales " -> ["Sales", "Ops"]: trimmed, empty dropped, duplicates removed. */
export function parseSections(text: string | null | undefined): string[] {
  const sections = (text ?? '')
    .split(',')
    .map((section) => section.trim())
    .filter(Boolean);
  return [...new Set(sections)];
}

type SectionedBlock = { section?: string | null };

function isCategorized(block: SectionedBlock, sections: readonly string[]): boolean {
  return sections.includes((block.section ?? '').trim());
}

/**
 * The blocks shown for the current section (derived `section_blocks`): those of that section;
 * for "un-categorized" those outside every defined section; all blocks when the board has no
 * sections or no (known) section is chosen.
 */
export function sectionBlocks<B extends SectionedBlock>(
  blocks: readonly B[],
  sections: readonly string[],
  currentSection: string | null | undefined,
): B[] {
  if (currentSection === UNCATEGORIZED) {
    return blocks.filter((block) => !isCategorized(block, sections));
  }
  if (!currentSection || !sections.includes(currentSection)) return [...blocks];
  return blocks.filter((block) => (block.section ?? '').trim() === currentSection);
}

/** The section tabs to offer: the defined sections, plus un-categorized when it has blocks. */
export function sectionTabs(
  blocks: readonly SectionedBlock[],
  sections: readonly string[],
): string[] {
  if (sections.length === 0) return [];
  const hasUncategorized = blocks.some((block) => !isCategorized(block, sections));
  return hasUncategorized ? [...sections, UNCATEGORIZED] : [...sections];
}

/**
 * The sections renamed between two lists of a board's sections ("Sales, Ops" -> "Revenue, Ops":
 * Sales became Revenue), so the blocks of a renamed section follow it. A rename is read only when
 * the list keeps its length and a name changes in place to a name it did not have; a list that
 * grew or shrank is read as sections added or removed (their blocks go to "un-categorized").
 */
export function renamedSections(
  before: string | null | undefined,
  after: string | null | undefined,
): Map<string, string> {
  const old = parseSections(before);
  const next = parseSections(after);
  const renames = new Map<string, string>();
  if (old.length !== next.length) return renames;
  old.forEach((name, index) => {
    const renamed = next[index]!;
    if (renamed !== name && !next.includes(name) && !old.includes(renamed))
      renames.set(name, renamed);
  });
  return renames;
}
