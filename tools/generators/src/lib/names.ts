/** `garden-tools` → `GardenTools`. */
export function pascalCase(kebab: string): string {
  return kebab
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `garden-tools` → `gardenTools`. */
export function camelCase(kebab: string): string {
  const pascal = pascalCase(kebab);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** `garden` → `Garden`. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `pet-care-item` → `Pet care item`. */
export function sentenceCase(kebab: string): string {
  return capitalise(kebab.split(/[-_]/).join(' '));
}
