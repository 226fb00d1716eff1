/** The longest board or app name (the create forms' limit). */
const MAX_NAME = 120;

/** The name of a duplicate: "Copy of Stock", cut to the name limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, MAX_NAME).trimEnd();
}
