/** Construct ids are PascalCase (STYLE.md naming); resource catalog keys are camelCase. */
export const constructId = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
