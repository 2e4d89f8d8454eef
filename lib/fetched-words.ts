/**
 * Words a page does not carry, fetched once a visit when first needed (from a JSON file the build writes) and kept:
 * `load()` gives the same request to every caller, and `loaded()` the words at once when they have come. A failed
 * fetch is tried again next time.
 */
export function fetchedWords<Words>(address: string) {
  let request: Promise<Words> | undefined;
  let words: Words | undefined;
  return {
    load(): Promise<Words> {
      const current = (request ??= fetch(address).then(async (response) => {
        if (!response.ok) throw new Error(`${address}: ${response.status}`);
        words = (await response.json()) as Words;
        return words;
      }));
      current.catch(() => {
        if (request === current) request = undefined;
      });
      return current;
    },
    loaded: (): Words | undefined => words,
  };
}
